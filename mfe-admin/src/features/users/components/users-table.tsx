import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import type { RoleItem, UserListItem } from '@pvz/contracts/api/users';
import { dateTimeColumn } from '@pvz/ui/columns';
import { DataTable } from '@pvz/ui/data-table';
import { useMemo } from 'react';

interface UsersTableProps {
  users: readonly UserListItem[];
  roles: readonly RoleItem[];
  loading: boolean;
  onEdit(user: UserListItem): void;
  onDelete(user: UserListItem): void;
}

export function UsersTable({ users, roles, loading, onEdit, onDelete }: UsersTableProps) {
  const columns = useMemo<GridColDef<UserListItem>[]>(() => {
    const roleName = new Map(roles.map((role) => [role.code, role.name]));
    return [
      { field: 'username', headerName: 'Имя пользователя', flex: 1, minWidth: 160 },
      {
        field: 'role',
        headerName: 'Роль',
        flex: 1,
        minWidth: 160,
        valueGetter: (_value, row) => roleName.get(row.role) ?? row.role,
      },
      dateTimeColumn<UserListItem>('createdAt', 'Создан'),
      dateTimeColumn<UserListItem>('updatedAt', 'Изменён'),
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Действия',
        width: 110,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="edit"
            icon={<EditIcon />}
            label={`Изменить ${row.username}`}
            onClick={() => onEdit(row)}
          />,
          <GridActionsCellItem
            key="delete"
            icon={<DeleteIcon />}
            label={`Удалить ${row.username}`}
            onClick={() => onDelete(row)}
          />,
        ],
      },
    ];
  }, [roles, onEdit, onDelete]);

  return (
    <DataTable
      rows={users}
      columns={columns}
      loading={loading}
      exportFileName="Пользователи"
      initialState={{
        sorting: { sortModel: [{ field: 'username', sort: 'asc' }] },
        pagination: { paginationModel: { pageSize: 25 } },
      }}
      sx={{ bgcolor: 'background.paper' }}
      autoHeight
    />
  );
}
