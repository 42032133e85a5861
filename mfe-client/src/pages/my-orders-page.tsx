import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import type { ParcelBlock } from '@pvz/contracts/api/client-orders';
import { formatMoney } from '@pvz/ui/format';
import { PageHeader } from '@pvz/ui/page-header';
import { Link as RouterLink } from '@pvz/ui/router';
import { useState } from 'react';
import { useClientMyOrdersQuery } from '../features/my-orders/api/get-my-orders';
import { clientKindTitle } from '../features/my-orders/components/kind-titles';
import { ParcelCard } from '../features/my-orders/components/parcel-card';
import { PickupQrCard } from '../features/my-orders/components/pickup-qr-card';

function Sum({ label, kopecks }: { label: string; kopecks: number }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography>{label}</Typography>
      <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{formatMoney(kopecks)}</Typography>
    </Stack>
  );
}

/** Something of the block is still to be received: the pickup QR is worth showing. */
function hasOpenParcels(block: ParcelBlock): boolean {
  return block.parcels.some((parcel) => parcel.status !== 'issued' && parcel.status !== 'refused');
}

function Block({ block }: { block: ParcelBlock }) {
  const title = clientKindTitle[block.kind];
  return (
    <Stack component="section" aria-label={title} sx={{ gap: 1.5 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack sx={{ gap: 0.5 }}>
          <Sum label="Оставшаяся сумма к оплате" kopecks={block.totalDue} />
          <Sum label="Сумма к оплате на выдачу" kopecks={block.dueAtPoint} />
        </Stack>
      </Paper>
      <Stack component="ul" aria-label={`${title}: заказы`} sx={{ gap: 1, listStyle: 'none', p: 0, m: 0 }}>
        {block.parcels.map((parcel) => (
          <ParcelCard key={parcel.id} parcel={parcel} />
        ))}
      </Stack>
    </Stack>
  );
}

/** /client/my-orders: every parcel of the client with its steps, the sums and, while something is to be received, the pickup QR. */
export default function MyOrdersPage() {
  const [delivered, setDelivered] = useState(false);
  const orders = useClientMyOrdersQuery({ delivered });
  return (
    <>
      <PageHeader
        title="Мои заказы"
        actions={
          <FormControlLabel
            control={<Switch checked={delivered} onChange={(event) => setDelivered(event.target.checked)} />}
            label="Показать полученные"
          />
        }
      />
      {orders.isLoading ? (
        <CircularProgress aria-label="Загрузка" />
      ) : orders.error ? (
        <Alert severity="error">{errorMessage(orders.error)}</Alert>
      ) : orders.data && orders.data.blocks.length > 0 ? (
        <Stack sx={{ gap: 3 }}>
          {orders.data.blocks.some(hasOpenParcels) && <PickupQrCard />}
          {orders.data.blocks.map((block) => (
            <Block key={block.kind} block={block} />
          ))}
        </Stack>
      ) : (
        <Alert severity="info">
          Заказов пока нет. <RouterLink to="/client/order">Оформить заказ</RouterLink>
        </Alert>
      )}
    </>
  );
}
