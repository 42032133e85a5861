import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { useSession } from '@pvz/api-client/hooks';

const steps = [
  {
    Icon: ShoppingCartIcon,
    title: 'Закажите',
    text: 'Товары с Ozon, Wildberries и Яндекс Маркета — сами или через нас.',
  },
  { Icon: LocalShippingIcon, title: 'Мы доставим', text: 'Заберём заказ на пункте приёма и привезём в выбранный ПВЗ.' },
  { Icon: QrCode2Icon, title: 'Получите', text: 'Покажите QR-код из личного кабинета на пункте выдачи.' },
];

/** /client/main: the client's home in the cabinet. */
export default function ClientMainPage() {
  const session = useSession();
  if (session.status !== 'client') return null;
  return (
    <Stack sx={{ gap: 3 }}>
      <div>
        <Typography variant="h4" component="h1">
          Здравствуйте, {session.client.fio}!
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>Ваш номер: {session.client.phoneNumber}</Typography>
      </div>
      <Typography variant="h6" component="h2">
        Как это работает
      </Typography>
      <Grid container spacing={2}>
        {steps.map(({ Icon, title, text }) => (
          <Grid key={title} size={{ xs: 12, sm: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Icon color="primary" fontSize="large" />
                <Typography variant="subtitle1" component="h3" sx={{ mt: 1, fontWeight: 600 }}>
                  {title}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {text}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
