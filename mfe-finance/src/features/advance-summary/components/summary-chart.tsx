import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { AdvanceSummaryRow } from '@pvz/contracts/api/advance-summary';
import { kopecksToRubles, rublesToKopecksNumber } from '@pvz/contracts/money';
import { formatMoney } from '@pvz/ui/format';

const roubles = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });
const money = (value: number | null) => (value === null ? '' : formatMoney(rublesToKopecksNumber(value)));

/** Receipts against expenses by point, side by side: where the money went shows at a glance. */
export function SummaryChart({ rows }: { rows: AdvanceSummaryRow[] }) {
  if (rows.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Поступления и расходы по точкам">
      <Typography variant="subtitle1" component="h2">
        Поступления и расходы по точкам
      </Typography>
      <BarChart
        height={260}
        xAxis={[{ scaleType: 'band', data: rows.map((row) => row.point?.name ?? 'Без точки') }]}
        yAxis={[{ valueFormatter: (value: number) => `${roubles.format(value)} ₽`, width: 80 }]}
        series={[
          { label: 'Поступления', data: rows.map((row) => kopecksToRubles(row.receipts)), valueFormatter: money },
          { label: 'Расходы', data: rows.map((row) => kopecksToRubles(row.expenses)), valueFormatter: money },
        ]}
      />
    </Paper>
  );
}
