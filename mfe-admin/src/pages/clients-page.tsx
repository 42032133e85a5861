import Alert from '@mui/material/Alert';
import { errorMessage } from '@pvz/api-client/error-message';
import { usePageLevel } from '@pvz/api-client/page-level';
import { PageHeader } from '@pvz/ui/page-header';
import { useState } from 'react';
import { useAdminGetClientsQuery } from '../features/clients/api/get-clients';
import { ClientCardDialog } from '../features/clients/components/client-card-dialog';
import { ClientsTable } from '../features/clients/components/clients-table';

/** /admin/clients: the clients, each with a card of referrals and balance moves, and balance corrections. */
export default function ClientsPage() {
  const clients = useAdminGetClientsQuery();
  const canWrite = usePageLevel('admin-clients') === 'write';
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <>
      <PageHeader title="Клиенты" />
      {clients.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(clients.error)}
        </Alert>
      )}
      <ClientsTable
        clients={clients.data ?? []}
        loading={clients.isFetching}
        onOpen={(client) => setOpenId(client.id)}
      />
      {openId !== null && <ClientCardDialog clientId={openId} canWrite={canWrite} onClose={() => setOpenId(null)} />}
    </>
  );
}
