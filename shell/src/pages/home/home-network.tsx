import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { GridColDef } from '@mui/x-data-grid';
import type { HomeDay, HomePoint } from '@pvz/contracts/api/home';
import { kopecksToRubles } from '@pvz/contracts/money';
import { moneyColumn } from '@pvz/ui/columns';
import { DataTable } from '@pvz/ui/data-table';

const dayTitle = new Intl.DateTimeFormat('ru-RU', { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
const wholeRubles = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });

const counts = (field: keyof HomePoint, headerName: string): GridColDef<HomePoint> => ({
  field,
  headerName,
  type: 'number',
  width: 130,
});

const columns: GridColDef<HomePoint>[] = [
  { field: 'name', headerName: 'ПВЗ', flex: 1, minWidth: 160 },
  counts('onTheWay', 'Ждут приёмки'),
  counts('atPoint', 'В ячейках'),
  counts('expiring', 'Истекает срок'),
  counts('returnsToShip', 'Возвраты'),
  moneyColumn<HomePoint>('cashToday', 'Наличные сегодня', { empty: '—' }),
  moneyColumn<HomePoint>('onlineToday', 'Онлайн сегодня', { empty: '—' }),
];

/** Each point of a manager's or the director's network in a row: where the work is today. */
export function HomePointsTable({ points }: { points: readonly HomePoint[] }) {
  const withReturns = points.some((point) => point.returnsToShip !== null);
  const withMoney = points.some((point) => point.cashToday !== null);
  return (
    <Paper variant="outlined" component="section" aria-label="ПВЗ сегодня" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        ПВЗ сегодня
      </Typography>
      <DataTable<HomePoint>
        rows={points}
        columns={columns}
        columnVisibilityModel={{ returnsToShip: withReturns, cashToday: withMoney, onlineToday: withMoney }}
        exportFileName="ПВЗ сегодня"
        exportTotals={['onTheWay', 'atPoint', 'expiring', 'returnsToShip', 'cashToday', 'onlineToday']}
        autoHeight
      />
    </Paper>
  );
}

/** Parcels accepted and handed over by day, with the income when the caller sees it: the month at a glance. */
export function HomeDaysChart({ days }: { days: readonly HomeDay[] }) {
  const withIncome = days.every((day) => day.income !== undefined);
  const labels = days.map((day) => dayTitle.format(new Date(`${day.day}T00:00:00Z`)));
  return (
    <Paper variant="outlined" component="section" aria-label="Посылки и доход по дням" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2">
        Посылки {withIncome && 'и доход '}по дням за месяц
      </Typography>
      <Stack sx={{ gap: 1 }}>
        <LineChart
          height={240}
          xAxis={[{ scaleType: 'point', data: labels }]}
          series={[
            { label: 'Принято', data: days.map((day) => day.accepted), showMark: false, curve: 'linear' },
            { label: 'Выдано', data: days.map((day) => day.issued), showMark: false, curve: 'linear' },
          ]}
        />
        {withIncome && (
          <LineChart
            height={200}
            xAxis={[{ scaleType: 'point', data: labels }]}
            yAxis={[{ valueFormatter: (value: number) => `${wholeRubles.format(value)} ₽`, width: 72 }]}
            series={[
              {
                label: 'Доход',
                data: days.map((day) => kopecksToRubles(day.income ?? 0)),
                area: true,
                showMark: false,
                curve: 'linear',
                valueFormatter: (value: number | null) => (value === null ? '' : `${wholeRubles.format(value)} ₽`),
              },
            ]}
          />
        )}
      </Stack>
    </Paper>
  );
}
