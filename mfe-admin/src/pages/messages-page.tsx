import Typography from '@mui/material/Typography';
import { usePageLevel } from '@pvz/api-client/page-level';
import { findPage } from '@pvz/contracts/pages';
import { PageHeader } from '@pvz/ui/page-header';
import { BroadcastForm } from '../features/messages/components/broadcast-form';
import { SentTable } from '../features/messages/components/sent-table';

/**
 * /admin/messages «Сообщения»: a message to an employee, a role, a point's staff, a client, all clients
 * or all staff, kept in their notifications and pushed; below, the messages sent.
 */
export default function MessagesPage() {
  const { title } = findPage('admin-messages');
  const canWrite = usePageLevel('admin-messages') === 'write';
  return (
    <>
      <PageHeader title={title} />
      {canWrite && <BroadcastForm />}
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Отправленные
      </Typography>
      <SentTable />
    </>
  );
}
