import { Stack, Typography } from '@mui/material';
import type { CounterKind } from '@pvz/contracts/goods';
import { barcodeMoney, percentToBp, purchaseMoney, type RowMoney, shopMoney } from '@pvz/contracts/goods-money';
import { rublesToKopecks } from '@pvz/contracts/money';
import { defaultSettings } from '@pvz/contracts/settings';
import { formatMoney } from '@pvz/ui/format';
import type { FormValues } from '../form-fields';

function kopecksOf(value: string | boolean | undefined): number | null {
  const text = typeof value === 'string' ? value.trim() : '';
  return text ? rublesToKopecks(text) : 0;
}

function percentBpOf(value: string | boolean | undefined): number | null {
  const text = typeof value === 'string' ? value.trim().replace(',', '.') : '';
  return text ? percentToBp(Number(text)) : 0;
}

/** What the row will come to, by the same rules the gateway applies; null while an input does not parse. */
function previewMoney(kind: CounterKind, values: FormValues): RowMoney | null {
  const prepayment = kopecksOf(values.prepayment);
  const percentBp = percentBpOf(values.percentClient);
  // a preview only: the gateway rounds with the step of its settings
  const step = defaultSettings.cashRoundingStep;
  if (prepayment === null || percentBp === null) return null;
  if (kind === 'purchase') {
    const priceSite = kopecksOf(values.priceSite);
    const extraIncome = kopecksOf(values.deliveredKGT);
    if (priceSite === null || extraIncome === null) return null;
    return purchaseMoney({ priceSite, percentBp, prepayment, extraIncome }, step);
  }
  if (kind === 'barcode') {
    const declaredValue = kopecksOf(values.priceProgram);
    return declaredValue === null ? null : barcodeMoney({ declaredValue, percentBp, prepayment }, step);
  }
  const price = kopecksOf(values.priceSite);
  return price === null ? null : shopMoney({ price, prepayment });
}

export interface MoneyPreviewProps {
  kind: CounterKind;
  values: FormValues;
  /** titles of the sums the user may see; a hidden one is not previewed either */
  dueTitle?: string;
  incomeTitle?: string;
}

/** «Сумма с клиента» and «Доход» as the row would have them; the gateway decides the stored amounts. */
export function MoneyPreview({ kind, values, dueTitle, incomeTitle }: MoneyPreviewProps) {
  const money = previewMoney(kind, values);
  if (!money || (!dueTitle && !incomeTitle)) return null;
  return (
    <Stack
      direction="row"
      aria-label="Предварительный расчёт"
      role="status"
      sx={{ gap: 3, flexWrap: 'wrap', color: 'text.secondary' }}
    >
      {dueTitle && (
        <Typography>
          {dueTitle}: {formatMoney(money.due)}
        </Typography>
      )}
      {incomeTitle && (
        <Typography>
          {incomeTitle}: {formatMoney(money.income)}
        </Typography>
      )}
    </Stack>
  );
}
