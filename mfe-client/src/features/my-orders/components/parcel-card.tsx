import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { ClientParcel } from '@pvz/contracts/api/client-orders';
import { type GoodsStatus, goodsStatusTitle } from '@pvz/contracts/goods';
import { formatMoscowDate } from '@pvz/contracts/moscow-time';
import { formatDateTime, formatMoney } from '@pvz/ui/format';

/** The steps every parcel goes through; the last one is «Выдан» or «Отказ». */
const path: readonly GoodsStatus[] = ['created', 'ordered', 'at-sorting-center', 'at-point', 'issued'];

function productOf(parcel: ClientParcel): string {
  if (parcel.productName) return parcel.productName;
  const items = parcel.itemsCount ? `, товаров: ${parcel.itemsCount}` : '';
  return parcel.marketplace ? `Заказ ${parcel.marketplace}${items}` : `Заказ${items}`;
}

/** One parcel: what it is, where it goes (and until when it is kept there), its steps with their dates, and what is left to pay or was paid. */
export function ParcelCard({ parcel }: { parcel: ClientParcel }) {
  const reached = new Map(parcel.timeline.map((step) => [step.status, step.at]));
  const steps = parcel.status === 'refused' ? [...path.slice(0, -1), 'refused' as const] : path;
  const activeStep = steps.findLastIndex((status) => reached.has(status));
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }}>
      <Stack sx={{ gap: 1 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, alignItems: 'flex-start' }}>
          <Stack sx={{ minWidth: 0, gap: 0.5 }}>
            {parcel.productLink ? (
              <Link
                href={parcel.productLink}
                target="_blank"
                rel="noopener noreferrer"
                sx={{ wordBreak: 'break-word' }}
              >
                {productOf(parcel)}
              </Link>
            ) : (
              <Typography sx={{ fontWeight: 500, wordBreak: 'break-word' }}>{productOf(parcel)}</Typography>
            )}
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {parcel.point ? `${parcel.point.name}, ${parcel.point.address}` : 'ПВЗ не выбран'}
            </Typography>
            {parcel.keptUntil && (
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                Хранится до {formatMoscowDate(parcel.keptUntil)}
              </Typography>
            )}
          </Stack>
          <Stack sx={{ alignItems: 'flex-end', gap: 0.5, flexShrink: 0 }}>
            <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
              {parcel.amountPaid === null
                ? formatMoney(parcel.amountDue)
                : `Оплачено ${formatMoney(parcel.amountPaid)}`}
            </Typography>
            <Chip
              size="small"
              label={parcel.cell === null ? goodsStatusTitle[parcel.status] : `Ячейка ${parcel.cell}`}
              color={parcel.status === 'at-point' ? 'success' : parcel.status === 'refused' ? 'warning' : 'default'}
            />
          </Stack>
        </Stack>
        <Stepper activeStep={activeStep} orientation="vertical" aria-label="Статус заказа" sx={{ mt: 0.5 }}>
          {steps.map((status) => {
            const at = reached.get(status);
            return (
              <Step key={status} completed={at !== undefined}>
                <StepLabel
                  error={status === 'refused'}
                  optional={at && <Typography variant="caption">{formatDateTime(at)}</Typography>}
                  sx={{ py: 0 }}
                >
                  {goodsStatusTitle[status]}
                </StepLabel>
              </Step>
            );
          })}
        </Stepper>
      </Stack>
    </Paper>
  );
}
