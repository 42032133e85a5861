import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { errorMessage } from '@pvz/api-client/error-message';
import { usePageLevel } from '@pvz/api-client/page-level';
import type { Employee } from '@pvz/contracts/api/employees';
import { formatMoscowDate } from '@pvz/contracts/moscow-time';
import { findPage } from '@pvz/contracts/pages';
import { moneyColumn } from '@pvz/ui/columns';
import { DataTable } from '@pvz/ui/data-table';
import { PageHeader } from '@pvz/ui/page-header';
import { useDeferredValue, useState } from 'react';
import { useEmployeesQuery } from '../features/payroll/api/payroll-api';
import { EmployeeDialog } from '../features/payroll/components/employee-dialog';

const day = (value: string | null) => (value ? formatMoscowDate(value) : '');

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'ФИО', flex: 1, minWidth: 200 },
  { field: 'job', headerName: 'Должность', width: 170 },
  { field: 'point', headerName: 'ПВЗ', width: 160, valueGetter: (value: Employee['point']) => value?.name ?? 'Офис' },
  { field: 'company', headerName: 'Компания', width: 140 },
  moneyColumn<Employee>('paymentPerShift', 'За смену'),
  { field: 'hoursPerShift', headerName: 'Часов в смене', type: 'number', width: 120 },
  { field: 'bank', headerName: 'Банк', width: 120 },
  { field: 'hiredOn', headerName: 'Принят', width: 110, valueFormatter: day },
  { field: 'leftOn', headerName: 'Уволен', width: 110, valueFormatter: day },
  {
    field: 'user',
    headerName: 'Пользователь',
    width: 140,
    valueGetter: (value: Employee['user']) => value?.name ?? '',
  },
];

/** «Сотрудники» (/advance-report/employees): who the network pays, for what shift, since when; a click edits. */
export default function EmployeesPage() {
  const { title } = findPage('finance-employees');
  const canWrite = usePageLevel('finance-employees') === 'write';
  const [q, setQ] = useState('');
  const search = useDeferredValue(q.trim());
  const employees = useEmployeesQuery(search ? { q: search } : {});
  const [editing, setEditing] = useState<Employee | 'new' | null>(null);

  return (
    <>
      <PageHeader
        title={title}
        actions={
          canWrite && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              Добавить
            </Button>
          )
        }
      />
      <Stack sx={{ gap: 2 }}>
        <TextField
          size="small"
          label="ФИО"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          sx={{ width: 260 }}
        />
        {employees.isError && <Alert severity="error">{errorMessage(employees.error)}</Alert>}
        <DataTable
          rows={employees.data?.employees ?? []}
          columns={columns}
          loading={employees.isFetching}
          exportFileName={title}
          autoHeight
          onRowClick={canWrite ? ({ row }) => setEditing(row) : undefined}
          sx={canWrite ? { '& .MuiDataGrid-row': { cursor: 'pointer' } } : undefined}
          localeText={{ noRowsLabel: 'Сотрудников пока нет' }}
        />
      </Stack>
      {editing && <EmployeeDialog employee={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}
