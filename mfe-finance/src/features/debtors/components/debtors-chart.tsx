import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { Debtors } from '@pvz/contracts/api/service-balances';
import { kopecksToRubles, rublesToKopecksNumber } from '@pvz/contracts/money';
import { formatMoney } from '@pvz/ui/format';

const monthTitle = new Intl.DateTimeFormat('ru-RU', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const roubles = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });

/** What is owed by the month the rows were made: old debts stand out. */
export function DebtorsChart({ months }: { months: Debtors['byMonth'] }) {
  if (months.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Долг по месяцам">
      <Typography variant="subtitle1" component="h2">
        Долг по месяцам
      </Typography>
      <BarChart
        height={220}
        xAxis={[{ scaleType: 'band', data: months.map((row) => monthTitle.format(new Date(row.month))) }]}
        yAxis={[{ valueFormatter: (value: number) => `${roubles.format(value)} ₽`, width: 72 }]}
        series={[
          {
            label: 'Долг',
            data: months.map((row) => kopecksToRubles(row.owed)),
            valueFormatter: (value: number | null) => (value === null ? '' : formatMoney(rublesToKopecksNumber(value))),
          },
        ]}
      />
    </Paper>
  );
}
