import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { AccountFigures, Payment, PointBalance, PointBalances } from '@pvz/contracts/api/balance';
import { moneyColumn } from '@pvz/ui/columns';
import { DataTable } from '@pvz/ui/data-table';
import { formatMoney } from '@pvz/ui/format';

type Row = {
  id: number;
  pointName: string;
} & Record<`${Payment}${Capitalize<keyof AccountFigures>}`, number>;

const figureTitles: Record<keyof AccountFigures, string> = {
  balance: 'баланс',
  reserved: 'в заявках',
  available: 'доступно',
  takenInPeriod: 'принято за период',
  outInPeriod: 'выведено за период',
};
const paymentTitle: Record<Payment, string> = { cash: 'Наличные', online: 'Онлайн' };
const capital = (text: string) => `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}`;

const rowOf = (point: PointBalance): Row => {
  const row: Record<string, number | string> = { id: point.point.id, pointName: point.point.name };
  for (const payment of ['cash', 'online'] as const)
    for (const [key, value] of Object.entries(point[payment])) row[`${payment}${capital(key)}`] = value;
  return row as Row;
};

const figureColumns = (payment: Payment, keys: (keyof AccountFigures)[]): GridColDef<Row>[] =>
  keys.map((key) => moneyColumn<Row>(`${payment}${capital(key)}`, `${paymentTitle[payment]}: ${figureTitles[key]}`));

const columns: GridColDef<Row>[] = [
  { field: 'pointName', headerName: 'ПВЗ', width: 200 },
  ...figureColumns('cash', ['balance', 'reserved', 'available', 'takenInPeriod', 'outInPeriod']),
  ...figureColumns('online', ['balance', 'takenInPeriod', 'outInPeriod']),
];

/** Every figure column: summed into the export's «Итого» row. */
const moneyFields = columns.filter((column) => column.type === 'number').map((column) => column.field);

/** Each point's money: a click on a row opens the moves behind its figures. */
export function PointBalancesTable({
  answer,
  loading,
  exportFileName,
  onOpen,
}: {
  answer?: PointBalances;
  loading: boolean;
  exportFileName: string;
  onOpen(pointId: number): void;
}) {
  const totals = answer?.totals;
  return (
    <>
      <DataTable<Row>
        rows={(answer?.points ?? []).map(rowOf)}
        columns={columns}
        loading={loading}
        exportFileName={exportFileName}
        exportTotals={moneyFields}
        autoHeight
        onRowClick={(params) => onOpen(Number(params.id))}
        localeText={{ noRowsLabel: 'У вас нет ПВЗ с деньгами в этом периоде' }}
        sx={{ bgcolor: 'background.paper', '& .MuiDataGrid-row': { cursor: 'pointer' } }}
      />
      {totals && (
        <Stack
          component="section"
          aria-label="Итого"
          direction="row"
          sx={{ gap: 3, flexWrap: 'wrap', px: 1, py: 1.5, fontVariantNumeric: 'tabular-nums' }}
        >
          <Typography sx={{ fontWeight: 600 }}>Итого</Typography>
          <Typography>Наличные: {formatMoney(totals.cash.balance)}</Typography>
          <Typography>доступно {formatMoney(totals.cash.available)}</Typography>
          <Typography>Онлайн: {formatMoney(totals.online.balance)}</Typography>
          <Typography>
            За период принято {formatMoney(totals.cash.takenInPeriod + totals.online.takenInPeriod)}, выведено{' '}
            {formatMoney(totals.cash.outInPeriod + totals.online.outInPeriod)}
          </Typography>
        </Stack>
      )}
    </>
  );
}
