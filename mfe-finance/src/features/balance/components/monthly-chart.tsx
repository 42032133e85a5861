import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { MonthlyFlows } from '@pvz/contracts/api/balance';
import { kopecksToRubles, rublesToKopecksNumber } from '@pvz/contracts/money';
import { formatMoney } from '@pvz/ui/format';

const monthTitle = new Intl.DateTimeFormat('ru-RU', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const roubles = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });

/** Receipts (cash, online) and withdrawals per month, side by side: the picture a manager looks at first. */
export function MonthlyChart({ months }: { months: MonthlyFlows['months'] }) {
  if (months.length === 0) return null;
  const rubles = (value: number | null) => (value === null ? '' : formatMoney(rublesToKopecksNumber(value)));
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label="Поступления и выводы по месяцам">
      <Typography variant="subtitle1" component="h2">
        Поступления и выводы по месяцам
      </Typography>
      <BarChart
        height={260}
        xAxis={[{ scaleType: 'band', data: months.map((row) => monthTitle.format(new Date(row.month))) }]}
        yAxis={[{ valueFormatter: (value: number) => `${roubles.format(value)} ₽`, width: 72 }]}
        series={[
          { label: 'Наличные', data: months.map((row) => kopecksToRubles(row.cashIn)), valueFormatter: rubles },
          { label: 'Онлайн', data: months.map((row) => kopecksToRubles(row.onlineIn)), valueFormatter: rubles },
          { label: 'Выведено', data: months.map((row) => kopecksToRubles(row.out)), valueFormatter: rubles },
        ]}
      />
    </Paper>
  );
}
