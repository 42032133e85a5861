import LinkIcon from '@mui/icons-material/Link';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import { type Debtor, debtorKindTitle } from '@pvz/contracts/api/service-balances';
import { formatMonth, formatMoscowDate } from '@pvz/contracts/moscow-time';
import { moneyColumn } from '@pvz/ui/columns';
import { DataTable } from '@pvz/ui/data-table';
import { useSnackbar } from 'notistack';

/** The public page of a debtor's link, on this site. */
export const debtorPageUrl = (link: string) => `${window.location.origin}/debtor/${link}`;

/** Who owes, how much, since when; the link of each one's public page is copied by a click. */
export function DebtorsTable({
  rows,
  loading,
  monthly,
  exportFileName,
}: {
  rows: readonly Debtor[];
  loading: boolean;
  monthly: boolean;
  exportFileName: string;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const copy = async (debtor: Debtor) => {
    try {
      await navigator.clipboard.writeText(debtorPageUrl(debtor.link));
      enqueueSnackbar('Ссылка на страницу долга скопирована', { variant: 'success' });
    } catch {
      enqueueSnackbar(debtorPageUrl(debtor.link), { variant: 'info' });
    }
  };
  const columns: GridColDef<Debtor>[] = [
    ...(monthly
      ? [
          {
            field: 'month',
            headerName: 'Месяц',
            width: 150,
            valueFormatter: (value: string | null) => (value ? formatMonth(value) : ''),
          } satisfies GridColDef<Debtor>,
        ]
      : []),
    {
      field: 'kind',
      headerName: 'Кто',
      width: 110,
      valueFormatter: (value: Debtor['kind']) => debtorKindTitle[value],
    },
    { field: 'name', headerName: 'Должник', flex: 1, minWidth: 180 },
    { field: 'phone', headerName: 'Телефон', width: 150 },
    moneyColumn<Debtor>('owed', 'Долг'),
    { field: 'rows', headerName: 'Строк', type: 'number', width: 90 },
    {
      field: 'since',
      headerName: 'Должен с',
      width: 120,
      valueFormatter: (value: string) => formatMoscowDate(value),
    },
    {
      field: 'link',
      headerName: 'Ссылка',
      type: 'actions',
      width: 80,
      renderCell: ({ row }) => (
        <Tooltip title="Скопировать ссылку на страницу долга">
          <IconButton size="small" aria-label={`Ссылка для ${row.name || row.phone}`} onClick={() => copy(row)}>
            <LinkIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    },
  ];
  return (
    <DataTable
      rows={rows}
      columns={columns}
      getRowId={(row) => row.link + (row.month ?? '')}
      loading={loading}
      exportFileName={exportFileName}
      exportTotals={['owed', 'rows']}
      autoHeight
      localeText={{ noRowsLabel: 'Должников нет' }}
    />
  );
}
