import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { BalanceHistory } from '@pvz/contracts/api/balance';
import { kopecksToRubles, rublesToKopecksNumber } from '@pvz/contracts/money';
import { formatMoney } from '@pvz/ui/format';

const dayTitle = new Intl.DateTimeFormat('ru-RU', { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
const roubles = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });

/** A point's cash box and online money at the end of each day: how the balance went over the period. */
export function BalanceHistoryChart({ days }: { days: BalanceHistory['days'] }) {
  if (days.length === 0) return null;
  const rubles = (value: number | null) => (value === null ? '' : formatMoney(rublesToKopecksNumber(value)));
  return (
    <Box component="section" aria-label="Баланс по дням" sx={{ mb: 2 }}>
      <Typography variant="subtitle1" component="h3">
        Баланс по дням
      </Typography>
      <LineChart
        height={220}
        xAxis={[
          {
            scaleType: 'point',
            data: days.map((row) => dayTitle.format(new Date(`${row.day}T00:00:00Z`))),
          },
        ]}
        yAxis={[{ valueFormatter: (value: number) => `${roubles.format(value)} ₽`, width: 72 }]}
        series={[
          {
            label: 'Наличные',
            data: days.map((row) => kopecksToRubles(row.cash)),
            valueFormatter: rubles,
            showMark: false,
          },
          {
            label: 'Онлайн',
            data: days.map((row) => kopecksToRubles(row.online)),
            valueFormatter: rubles,
            showMark: false,
          },
        ]}
      />
    </Box>
  );
}
