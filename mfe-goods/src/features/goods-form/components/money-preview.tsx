import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GoodsQuote } from '@pvz/contracts/api/goods';
import { formatMoney } from '@pvz/ui/format';
import type { QuoteState } from '../hooks/use-goods-quote';

export interface MoneyPreviewProps extends QuoteState {
  /** titles of the sums the user may see; a hidden one is not shown either */
  dueTitle?: string;
  incomeTitle?: string;
}

function sumsOf(quote: GoodsQuote, dueTitle?: string, incomeTitle?: string) {
  return [
    dueTitle !== undefined &&
      quote.amountFromClient !== undefined &&
      `${dueTitle}: ${formatMoney(quote.amountFromClient)}`,
    incomeTitle !== undefined && quote.profit !== undefined && `${incomeTitle}: ${formatMoney(quote.profit)}`,
  ].filter((text): text is string => Boolean(text));
}

/**
 * «Сумма с клиента» and «Доход» as the gateway answers them for the current inputs (the same code
 * saves the row); while it is asked, a spinner instead of sums that may no longer hold.
 */
export function MoneyPreview({ quote, pending, error, dueTitle, incomeTitle }: MoneyPreviewProps) {
  if (dueTitle === undefined && incomeTitle === undefined) return null;
  const sums = quote ? sumsOf(quote, dueTitle, incomeTitle) : [];
  return (
    <Stack
      direction="row"
      aria-label="Предварительный расчёт"
      aria-busy={pending}
      role="status"
      sx={{ gap: 3, flexWrap: 'wrap', alignItems: 'center', minHeight: 28, color: 'text.secondary' }}
    >
      {pending && (
        <>
          <CircularProgress size={16} aria-hidden />
          <Typography>Считаем…</Typography>
        </>
      )}
      {error && <Typography color="warning.main">{error}</Typography>}
      {sums.map((text) => (
        <Typography key={text}>{text}</Typography>
      ))}
    </Stack>
  );
}
