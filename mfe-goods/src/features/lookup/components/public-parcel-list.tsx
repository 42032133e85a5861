import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PublicParcel } from '@pvz/contracts/api/goods-lookup';
import { goodsStatusTitle } from '@pvz/contracts/goods';
import { formatMoney } from '@pvz/ui/format';

/** What a parcel is, as its client knows it: the product, else the marketplace and the count of items. */
function productOf(parcel: PublicParcel): string {
  if (parcel.productName) return parcel.productName;
  const items = parcel.itemsCount ? `, товаров: ${parcel.itemsCount}` : '';
  return parcel.marketplace ? `Заказ ${parcel.marketplace}${items}` : `Заказ${items}`;
}

/** The client's parcels, one card each: made for a phone screen. */
export function PublicParcelList({ parcels }: { parcels: readonly PublicParcel[] }) {
  return (
    <Stack component="ul" aria-label="Заказы" sx={{ gap: 1, listStyle: 'none', p: 0, m: 0 }}>
      {parcels.map((parcel, index) => (
        // the public answer carries no ids: the order of the list is the parcels' identity here
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Paper component="li" key={index} variant="outlined" sx={{ p: 2 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, alignItems: 'flex-start' }}>
            <Stack sx={{ gap: 0.5, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 500, wordBreak: 'break-word' }}>{productOf(parcel)}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {parcel.point ?? 'ПВЗ не выбран'}
                {parcel.cell !== null && ` · ячейка ${parcel.cell}`}
              </Typography>
              <Chip
                size="small"
                label={goodsStatusTitle[parcel.status]}
                color={parcel.status === 'at-point' ? 'success' : 'default'}
                sx={{ alignSelf: 'flex-start' }}
              />
            </Stack>
            {parcel.amountDue !== undefined && (
              <Typography sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>{formatMoney(parcel.amountDue)}</Typography>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
