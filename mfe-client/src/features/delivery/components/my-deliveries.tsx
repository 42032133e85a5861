import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import { fileRoutes } from '@pvz/contracts/api/files';
import { formatDateTime } from '@pvz/ui/format';
import { PageHeader } from '@pvz/ui/page-header';
import { Link as RouterLink } from '@pvz/ui/router';
import { useClientMyBarcodeDeliveriesQuery } from '../api/get-my-deliveries';

/** /client/delivery: what barcode delivery is, the way to send a barcode, and the client's barcode deliveries. */
export function MyDeliveries() {
  const deliveries = useClientMyBarcodeDeliveriesQuery();
  return (
    <>
      <PageHeader
        title="Доставка по штрих-коду"
        actions={
          <Button component={RouterLink} to="/client/delivery/main" variant="contained">
            Отправить штрих-код
          </Button>
        }
      />
      <Typography sx={{ mb: 2 }}>
        Купили товар сами? Закажите его на наш пункт приёма, пришлите штрих-код (QR) для получения — мы заберём заказ и
        доставим его в выбранный пункт выдачи.
      </Typography>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Мои отправленные штрих-коды
      </Typography>
      {deliveries.isLoading ? (
        <CircularProgress aria-label="Загрузка" />
      ) : deliveries.error ? (
        <Alert severity="error">{errorMessage(deliveries.error)}</Alert>
      ) : deliveries.data?.length === 0 ? (
        <Typography color="text.secondary">Вы ещё не отправляли штрих-коды</Typography>
      ) : (
        <Stack component="ul" aria-label="Мои отправленные штрих-коды" sx={{ gap: 1, listStyle: 'none', p: 0, m: 0 }}>
          {deliveries.data?.map((delivery) => (
            <Paper component="li" key={delivery.id} variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 1.5 }}>
              {delivery.fileId && (
                <Box
                  component="img"
                  src={fileRoutes.file(delivery.fileId)}
                  alt={`Штрих-код заказа ${delivery.id}`}
                  loading="lazy"
                  sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
                />
              )}
              <Stack sx={{ gap: 0.5, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {delivery.marketplace} → {delivery.point}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatDateTime(delivery.createdAt)} · товаров: {delivery.itemsCount} ·{' '}
                  {delivery.percent.toLocaleString('ru-RU')} %
                </Typography>
                <Box>
                  <Chip
                    size="small"
                    color={delivery.collected ? 'success' : 'default'}
                    label={delivery.collected ? 'Забран с пункта приёма' : 'Ожидает забора'}
                  />
                </Box>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </>
  );
}
