import ContactPageIcon from '@mui/icons-material/ContactPage';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import type { ClientListItem } from '@pvz/contracts/api/client-account';
import { dateTimeColumn } from '@pvz/ui/columns';
import { DataTable } from '@pvz/ui/data-table';
import { formatMoney } from '@pvz/ui/format';
import { useMemo } from 'react';

const genderNames = { male: 'Мужской', female: 'Женский' } as const;

interface ClientsTableProps {
  clients: readonly ClientListItem[];
  loading: boolean;
  onOpen(client: ClientListItem): void;
}

/**
 * Every client with balance and referral facts; sorting, filters, paging and xlsx export by DataTable.
 * The card button comes first, so a narrow screen reaches it without scrolling sideways.
 */
export function ClientsTable({ clients, loading, onOpen }: ClientsTableProps) {
  const columns = useMemo<GridColDef<ClientListItem>[]>(
    () => [
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Карточка',
        width: 90,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="open"
            icon={<ContactPageIcon />}
            label={`Карточка ${row.phoneNumber}`}
            onClick={() => onOpen(row)}
          />,
        ],
      },
      { field: 'phoneNumber', headerName: 'Телефон', minWidth: 150 },
      { field: 'fio', headerName: 'Имя', flex: 1, minWidth: 180 },
      {
        field: 'balance',
        headerName: 'Бонусный баланс',
        type: 'number',
        minWidth: 150,
        valueFormatter: (value: number) => formatMoney(value),
      },
      { field: 'referrerPhone', headerName: 'Пригласил', minWidth: 150 },
      { field: 'invitedCount', headerName: 'Пригласил друзей', type: 'number', minWidth: 150 },
      {
        field: 'gender',
        headerName: 'Пол',
        minWidth: 110,
        valueGetter: (_value, row) => (row.gender ? genderNames[row.gender] : ''),
      },
      { field: 'age', headerName: 'Возраст', type: 'number', minWidth: 100 },
      dateTimeColumn<ClientListItem>('docsAcceptedAt', 'Документы приняты'),
      dateTimeColumn<ClientListItem>('createdAt', 'Зарегистрирован'),
    ],
    [onOpen],
  );
  return (
    <DataTable
      rows={clients}
      columns={columns}
      loading={loading}
      exportFileName="Клиенты"
      initialState={{
        sorting: { sortModel: [{ field: 'createdAt', sort: 'desc' }] },
        pagination: { paginationModel: { pageSize: 25 } },
      }}
      sx={{ bgcolor: 'background.paper' }}
      autoHeight
    />
  );
}
