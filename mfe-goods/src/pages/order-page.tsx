import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import { ORDER_LINK_PATTERN } from '@pvz/contracts/api/goods-lookup';
import { goodsKinds } from '@pvz/contracts/goods-columns';
import { formatMoney } from '@pvz/ui/format';
import { NotFoundRoute } from '@pvz/ui/not-found';
import { PageHeader } from '@pvz/ui/page-header';
import { Route, Routes, useParams } from '@pvz/ui/router';
import { useGoodsPublicOrderQuery } from '../features/lookup/api/get-public-order';
import { PublicParcelList } from '../features/lookup/components/public-parcel-list';

const linkPattern = new RegExp(ORDER_LINK_PATTERN);

function Total({ label, kopecks }: { label: string; kopecks: number }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography>{label}</Typography>
      <Typography sx={{ fontWeight: 700 }}>{formatMoney(kopecks)}</Typography>
    </Stack>
  );
}

function OrderView() {
  const link = useParams().link ?? '';
  const valid = linkPattern.test(link);
  const order = useGoodsPublicOrderQuery(link, { skip: !valid });
  const notFound = order.error && 'status' in order.error && order.error.status === 404;
  if (!valid || notFound) return <NotFoundRoute />;
  if (order.isLoading) return <CircularProgress aria-label="Загрузка" />;
  if (order.error) return <Alert severity="error">{errorMessage(order.error)}</Alert>;
  if (!order.data) return null;
  const { kind, parcels, totalDue, dueAtPoint } = order.data;
  return (
    <>
      <PageHeader title="Ваши заказы" />
      <Stack sx={{ gap: 2 }}>
        <Typography sx={{ color: 'text.secondary' }}>{goodsKinds.find((info) => info.kind === kind)?.title}</Typography>
        {totalDue !== undefined && dueAtPoint !== undefined && (
          <Paper variant="outlined" sx={{ p: 2 }} aria-label="Итого" component="section">
            <Stack sx={{ gap: 0.5 }}>
              <Total label="Осталось оплатить" kopecks={totalDue} />
              <Total label="К оплате при получении" kopecks={dueAtPoint} />
            </Stack>
          </Paper>
        )}
        {parcels.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>Сейчас заказов нет</Typography>
        ) : (
          <PublicParcelList parcels={parcels} />
        )}
      </Stack>
    </>
  );
}

/** /spreadsheets/order/{link}: a client's parcels and sums, opened from a signed link without a login. */
export default function OrderPage() {
  return (
    <Routes>
      <Route path=":link" element={<OrderView />} />
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}
