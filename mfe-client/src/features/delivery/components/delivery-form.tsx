import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import { messages } from '@pvz/contracts/messages';
import { PageHeader } from '@pvz/ui/page-header';
import { useNavigate } from '@pvz/ui/router';
import { useSnackbar } from 'notistack';
import { type FormEvent, useState } from 'react';
import { useClientCreateBarcodeDeliveryMutation } from '../api/create-barcode-delivery';
import { useClientDeliveryInfoQuery } from '../api/get-delivery-info';
import { useClientUploadBarcodeMutation } from '../api/upload-barcode';
import { BarcodePicker } from './barcode-picker';

/** /client/delivery/main: choose the point and the marketplace, see the % and the address, send the barcode picture. */
export function DeliveryForm() {
  const info = useClientDeliveryInfoQuery();
  const [upload, uploading] = useClientUploadBarcodeMutation();
  const [create, creating] = useClientCreateBarcodeDeliveryMutation();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const [pointId, setPointId] = useState<number | ''>('');
  const [marketplaceId, setMarketplaceId] = useState<number | ''>('');
  const [itemsCount, setItemsCount] = useState('1');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const sending = uploading.isLoading || creating.isLoading;

  if (info.isLoading) return <CircularProgress aria-label="Загрузка" />;
  if (!info.data) return <Alert severity="error">{errorMessage(info.error)}</Alert>;
  const { points, marketplaces, percents, orderAddress } = info.data;
  const percent = percents.find((one) => one.pointId === pointId && one.marketplaceId === marketplaceId)?.percent;
  const count = Number(itemsCount);
  const countValid = Number.isInteger(count) && count >= 1 && count <= 100;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (pointId === '') return setError(messages.pointRequired);
    if (marketplaceId === '') return setError(messages.marketplaceRequired);
    if (!file) return setError(messages.fileMissing);
    try {
      const uploaded = await upload(file).unwrap();
      const created = await create({ pointId, marketplaceId, fileId: uploaded.id, itemsCount: count }).unwrap();
      enqueueSnackbar(created.message, { variant: 'success' });
      enqueueSnackbar(messages.barcodeDeliveryEta, { variant: 'info' });
      navigate('/client/delivery');
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <>
      <PageHeader title="Доставка по штрих-коду" />
      <Paper component="form" noValidate onSubmit={submit} variant="outlined" sx={{ p: 2 }}>
        <Stack sx={{ gap: 2 }}>
          <TextField
            select
            label="Пункт выдачи"
            value={pointId}
            onChange={(event) => setPointId(Number(event.target.value))}
            required
          >
            {points.map((point) => (
              <MenuItem key={point.id} value={point.id}>
                {point.name} — {point.address}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Маркетплейс"
            value={marketplaceId}
            onChange={(event) => setMarketplaceId(Number(event.target.value))}
            required
          >
            {marketplaces.map((marketplace) => (
              <MenuItem key={marketplace.id} value={marketplace.id}>
                {marketplace.name}
              </MenuItem>
            ))}
          </TextField>
          {percent !== undefined && (
            <Alert severity="info" aria-label="Условия доставки">
              Стоимость услуги: {percent.toLocaleString('ru-RU')} % от стоимости товара.
              {orderAddress && (
                <>
                  <br />
                  Закажите товар на пункт выдачи по адресу: <strong>{orderAddress}</strong>
                </>
              )}
            </Alert>
          )}
          <TextField
            label="Количество товаров"
            type="number"
            value={itemsCount}
            onChange={(event) => setItemsCount(event.target.value)}
            error={!countValid}
            helperText={countValid ? ' ' : 'От 1 до 100'}
            slotProps={{ htmlInput: { min: 1, max: 100, inputMode: 'numeric' } }}
          />
          <Typography variant="subtitle2" component="h2">
            Штрих-код (QR) для получения заказа
          </Typography>
          <BarcodePicker file={file} onChange={setFile} />
          {sending && <LinearProgress aria-label="Отправка" />}
          {error && <Alert severity="error">{error}</Alert>}
          <Button type="submit" variant="contained" size="large" disabled={sending || !countValid}>
            Отправить
          </Button>
        </Stack>
      </Paper>
    </>
  );
}
