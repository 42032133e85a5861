import VisibilityIcon from '@mui/icons-material/Visibility';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { GridActionsCellItem, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { errorMessage } from '@pvz/api-client/error-message';
import type { AuditEntry } from '@pvz/contracts/api/audit';
import { dateTimeColumn } from '@pvz/ui/columns';
import { DataTable } from '@pvz/ui/data-table';
import { PageHeader } from '@pvz/ui/page-header';
import { useMemo, useState } from 'react';
import { useAdminGetAuditLogQuery } from '../features/audit/api/get-log';
import { AuditEntryDialog } from '../features/audit/components/audit-entry-dialog';
import { actionLabels, entityLabels } from '../features/audit/components/audit-labels';

/** /admin/audit: every change of users, roles, access and reference data, and every sign-in, newest first. */
export default function AuditPage() {
  const [filter, setFilter] = useState({ entity: '', actor: '', from: '', to: '' });
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: 50 });
  const [shown, setShown] = useState<AuditEntry | null>(null);
  const log = useAdminGetAuditLogQuery({ ...filter, page: paging.page, pageSize: paging.pageSize });
  const setField = (key: keyof typeof filter) => (event: { target: { value: string } }) => {
    setFilter({ ...filter, [key]: event.target.value });
    setPaging({ ...paging, page: 0 });
  };

  const columns = useMemo<GridColDef<AuditEntry>[]>(
    () => [
      { ...dateTimeColumn<AuditEntry>('at', 'Когда'), sortable: false },
      { field: 'actor', headerName: 'Кто', width: 160, sortable: false },
      {
        field: 'action',
        headerName: 'Действие',
        width: 130,
        sortable: false,
        valueFormatter: (value: AuditEntry['action']) => actionLabels[value],
      },
      {
        field: 'entity',
        headerName: 'Что',
        flex: 1,
        minWidth: 180,
        sortable: false,
        valueFormatter: (value: string) => entityLabels[value] ?? value,
      },
      { field: 'entityId', headerName: '№', width: 120, sortable: false },
      {
        field: 'actions',
        type: 'actions',
        headerName: '',
        width: 60,
        getActions: ({ row }) => [
          <GridActionsCellItem key="show" icon={<VisibilityIcon />} label="Подробнее" onClick={() => setShown(row)} />,
        ],
      },
    ],
    [],
  );

  return (
    <>
      <PageHeader title="Журнал изменений" />
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, mb: 2 }}>
        <TextField
          select
          label="Что"
          value={filter.entity}
          onChange={setField('entity')}
          size="small"
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">Всё</MenuItem>
          {Object.entries(entityLabels).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <TextField label="Кто" value={filter.actor} onChange={setField('actor')} size="small" />
        <TextField
          label="С"
          type="date"
          value={filter.from}
          onChange={setField('from')}
          size="small"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="По"
          type="date"
          value={filter.to}
          onChange={setField('to')}
          size="small"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      {log.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(log.error)}
        </Alert>
      )}
      <DataTable
        rows={log.data?.rows ?? []}
        columns={columns}
        loading={log.isFetching}
        exportFileName="Журнал изменений"
        paginationMode="server"
        rowCount={log.data?.total ?? 0}
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        pageSizeOptions={[25, 50, 100]}
        disableColumnFilter
        autoHeight
        sx={{ bgcolor: 'background.paper' }}
      />
      {shown && <AuditEntryDialog entry={shown} onClose={() => setShown(null)} />}
    </>
  );
}
