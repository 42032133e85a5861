import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { type MonthlyPayment, monthlyPaymentKindTitle } from '@pvz/contracts/api/monthly-payments';
import { formatMoscowDate, formatMoscowDateTime } from '@pvz/contracts/moscow-time';
import { moneyColumn } from '@pvz/ui/columns';
import { DataTable } from '@pvz/ui/data-table';

type Row = MonthlyPayment & { id: number };

const statusOf = (row: MonthlyPayment) =>
  row.paid
    ? `Оплачено ${formatMoscowDateTime(row.paid.at)}, ${row.paid.by}${row.paid.payer ? ` (платил ${row.paid.payer})` : ''}`
    : 'К оплате';

/** The month's payments: due on the 2nd, or paid (when, by whom); each with what the user may do. */
export function MonthlyPaymentsTable({
  rows,
  loading,
  exportFileName,
  canWrite,
  onPay,
  onEdit,
  onDelete,
}: {
  rows: readonly MonthlyPayment[];
  loading: boolean;
  exportFileName: string;
  canWrite: boolean;
  onPay(row: MonthlyPayment): void;
  onEdit(row: MonthlyPayment): void;
  onDelete(row: MonthlyPayment): void;
}) {
  const columns: GridColDef<Row>[] = [
    { field: 'point', headerName: 'ПВЗ', width: 170, valueGetter: (value: Row['point']) => value.name },
    { field: 'company', headerName: 'Компания', width: 180 },
    moneyColumn<Row>('amount', 'Сумма'),
    {
      field: 'kind',
      headerName: 'Тип',
      width: 110,
      valueFormatter: (value: Row['kind']) => monthlyPaymentKindTitle[value],
    },
    {
      field: 'dueOn',
      headerName: 'Срок',
      width: 110,
      valueFormatter: (value: string) => formatMoscowDate(`${value}T12:00:00Z`),
    },
    {
      field: 'status',
      headerName: 'Статус',
      width: 380,
      valueGetter: (_value, row) => statusOf(row),
      renderCell: ({ row, value }) =>
        row.paid ? value : <Chip size="small" color="warning" label={row.stopped ? 'Удалён' : 'К оплате'} />,
    },
    { field: 'note', headerName: 'Комментарий', width: 200 },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Действия',
      width: 280,
      renderCell: ({ row }) =>
        canWrite &&
        !row.stopped && (
          <Stack direction="row" sx={{ gap: 1 }}>
            {!row.paid && (
              <Button size="small" variant="contained" onClick={() => onPay(row)}>
                Оплатить
              </Button>
            )}
            <Button size="small" onClick={() => onEdit(row)}>
              Изменить
            </Button>
            <Button size="small" color="error" onClick={() => onDelete(row)}>
              Удалить
            </Button>
          </Stack>
        ),
    },
  ];
  return (
    <DataTable<Row>
      rows={rows.map((row) => ({ ...row, id: row.templateId }))}
      columns={columns}
      loading={loading}
      exportFileName={exportFileName}
      exportTotals={['amount']}
      autoHeight
      // every column stays rendered: a row is whole in the page (found by its text, read out in full)
      columnBufferPx={4000}
      localeText={{ noRowsLabel: 'В этом месяце платежей нет: добавьте их кнопкой «Добавить платёж»' }}
      sx={{ bgcolor: 'background.paper' }}
    />
  );
}
