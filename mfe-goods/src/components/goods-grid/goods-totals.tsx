import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GoodsTotals as Totals } from '@pvz/contracts/api/goods';
import { formatMoney } from '@pvz/ui/format';
import type { GoodsColumn } from './goods-columns';

const totalKeys = ['priceSite', 'priceProgram', 'prepayment', 'deliveredKGT', 'amountFromClient', 'profit'] as const;

/** The sums over every row the filters match; a column the user may not see has no sum. */
export function GoodsTotals({ totals, columns }: { totals: Totals; columns: readonly GoodsColumn[] }) {
  const shown = totalKeys.flatMap((key) => {
    const value = totals[key];
    const column = columns.find((candidate) => candidate.key === key);
    return typeof value === 'number' && column ? [{ key, title: column.title, value }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <Stack
      component="section"
      aria-label="Итого"
      direction="row"
      sx={{ gap: 3, flexWrap: 'wrap', px: 1, py: 1.5, fontVariantNumeric: 'tabular-nums' }}
    >
      <Typography sx={{ fontWeight: 600 }}>Итого</Typography>
      {shown.map(({ key, title, value }) => (
        <Typography key={key}>
          {title}: {formatMoney(value)}
        </Typography>
      ))}
    </Stack>
  );
}
