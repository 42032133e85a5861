import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import { normalizePhone } from '@pvz/contracts/phone';
import { NotFoundRoute } from '@pvz/ui/not-found';
import { PageHeader } from '@pvz/ui/page-header';
import { Route, Routes, useParams } from '@pvz/ui/router';
import { useGoodsPhoneCardQuery } from '../features/lookup/api/get-phone-card';
import { PhoneAddressCard } from '../features/lookup/components/phone-address-card';
import { PhoneParcelsTable } from '../features/lookup/components/phone-parcels-table';

function PhoneCardView() {
  const phone = normalizePhone(useParams().phone ?? '');
  const card = useGoodsPhoneCardQuery(phone.ok ? phone.phone : '', { skip: !phone.ok });
  if (!phone.ok) return <NotFoundRoute />;
  if (card.isLoading) return <CircularProgress aria-label="Загрузка" />;
  if (card.error) return <Alert severity="error">{errorMessage(card.error)}</Alert>;
  if (!card.data) return null;
  return (
    <Stack sx={{ gap: 2 }}>
      <PhoneAddressCard card={card.data} />
      {card.data.rows.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>Товаров клиента на ваших ПВЗ нет</Typography>
      ) : (
        <PhoneParcelsTable rows={card.data.rows} />
      )}
    </Stack>
  );
}

/** /phone/{fromName}: the client's address card and parcels of the user's points. */
export default function PhonePage() {
  return (
    <>
      <PageHeader title="Карточка клиента" />
      <Routes>
        <Route path=":phone" element={<PhoneCardView />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </>
  );
}
