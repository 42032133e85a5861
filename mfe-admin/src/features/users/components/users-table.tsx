import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import type { Choice } from '@pvz/api-client/reference-choices';
import type { RoleChoice, UserListItem } from '@pvz/contracts/api/users';
import { dateTimeColumn } from '@pvz/ui/columns';
import { DataTable } from '@pvz/ui/data-table';
import { useMemo } from 'react';

interface UsersTableProps {
  users: readonly UserListItem[];
  roles: readonly RoleChoice[];
  points: readonly Choice[];
  loading: boolean;
  canWrite: boolean;
  onShowAccess(user: UserListItem): void;
  onEdit(user: UserListItem): void;
  onDelete(user: UserListItem): void;
}

export function UsersTable({
  users,
  roles,
  points,
  loading,
  canWrite,
  onShowAccess,
  onEdit,
  onDelete,
}: UsersTableProps) {
  const columns = useMemo<GridColDef<UserListItem>[]>(() => {
    const roleName = new Map(roles.map((role) => [role.code, role.name]));
    const pointName = new Map(points.map((point) => [point.id, point.name]));
    return [
      { field: 'username', headerName: 'Имя пользователя', flex: 1, minWidth: 160 },
      {
        field: 'role',
        headerName: 'Роль',
        flex: 1,
        minWidth: 160,
        valueGetter: (_value, row) => roleName.get(row.role) ?? row.role,
      },
      {
        field: 'scope',
        headerName: 'ПВЗ',
        flex: 1,
        minWidth: 160,
        sortable: false,
        valueGetter: (_value, row) =>
          row.role === 'ADMIN' || row.scope.allPoints
            ? 'Все ПВЗ'
            : row.scope.pointIds.map((id) => pointName.get(id) ?? `№ ${id}`).join(', '),
      },
      dateTimeColumn<UserListItem>('createdAt', 'Создан'),
      dateTimeColumn<UserListItem>('updatedAt', 'Изменён'),
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Действия',
        width: 140,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="access"
            icon={<VisibilityIcon />}
            label={`Права ${row.username}`}
            onClick={() => onShowAccess(row)}
          />,
          ...(canWrite
            ? [
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
              ]
            : []),
        ],
      },
    ];
  }, [roles, points, canWrite, onShowAccess, onEdit, onDelete]);

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
