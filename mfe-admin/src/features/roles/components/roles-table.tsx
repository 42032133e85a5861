import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import type { RoleItem } from '@pvz/contracts/api/roles';
import { DataTable } from '@pvz/ui/data-table';
import { useMemo } from 'react';

interface RolesTableProps {
  roles: readonly RoleItem[];
  loading: boolean;
  canWrite: boolean;
  onEdit(role: RoleItem): void;
  onDelete(role: RoleItem): void;
}

export function RolesTable({ roles, loading, canWrite, onEdit, onDelete }: RolesTableProps) {
  const columns = useMemo<GridColDef<RoleItem>[]>(
    () => [
      { field: 'name', headerName: 'Роль', flex: 1, minWidth: 180 },
      { field: 'code', headerName: 'Код', width: 160 },
      { field: 'userCount', headerName: 'Пользователей', type: 'number', width: 140 },
      {
        field: 'pageCount',
        headerName: 'Страниц',
        type: 'number',
        width: 110,
        valueGetter: (_value, row) => (row.fixed ? null : Object.keys(row.pages).length),
        valueFormatter: (value: number | null) => (value === null ? 'все' : String(value)),
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Действия',
        width: 110,
        getActions: ({ row }) =>
          canWrite && !row.fixed
            ? [
                <GridActionsCellItem
                  key="edit"
                  icon={<EditIcon />}
                  label={`Изменить роль ${row.name}`}
                  onClick={() => onEdit(row)}
                />,
                <GridActionsCellItem
                  key="delete"
                  icon={<DeleteIcon />}
                  label={`Удалить роль ${row.name}`}
                  onClick={() => onDelete(row)}
                />,
              ]
            : [],
      },
    ],
    [canWrite, onEdit, onDelete],
  );
  return (
    <DataTable
      rows={roles}
      columns={columns}
      getRowId={(row) => row.code}
      loading={loading}
      exportFileName="Роли"
      autoHeight
      sx={{ bgcolor: 'background.paper' }}
    />
  );
}
