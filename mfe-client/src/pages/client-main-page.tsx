import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from '@pvz/api-client/hooks';
import { linkOf, pageCatalogue } from '@pvz/contracts/pages';
import { CatalogueIcon } from '@pvz/ui/icons';
import { Link } from '@pvz/ui/router';
import { useClientMyOrdersQuery } from '../features/my-orders/api/get-my-orders';

const steps = [
  {
    Icon: ShoppingCartIcon,
    title: 'Закажите',
    text: 'Товары с Ozon, Wildberries и Яндекс Маркета — сами или через нас.',
  },
  { Icon: LocalShippingIcon, title: 'Мы доставим', text: 'Заберём заказ на пункте приёма и привезём в выбранный ПВЗ.' },
  { Icon: QrCode2Icon, title: 'Получите', text: 'Покажите QR-код из личного кабинета на пункте выдачи.' },
];

/** The cabinet's sections, as the navigation lists them. */
const sections = pageCatalogue.filter((page) => page.layout === 'client' && page.key !== 'client-main');

/** /client/main: the client's home in the cabinet. */
export default function ClientMainPage() {
  const session = useSession();
  const orders = useClientMyOrdersQuery({ delivered: false }, { skip: session.status !== 'client' });
  if (session.status !== 'client') return null;
  return (
    <Stack sx={{ gap: 3 }}>
      <div>
        <Typography variant="h4" component="h1">
          Здравствуйте, {session.client.fio}!
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>Ваш номер: {session.client.phoneNumber}</Typography>
      </div>
      {orders.data?.readyForPickup && (
        <Alert
          severity="success"
          action={
            <Button component={Link} to="/client/my-orders" color="inherit" size="small">
              Показать QR-код
            </Button>
          }
        >
          Ваш заказ готов к получению
        </Alert>
      )}
      <Grid container spacing={1.5} component="nav" aria-label="Разделы">
        {sections.map((page) => (
          <Grid key={page.key} size={{ xs: 6, sm: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={Link} to={linkOf(page)} sx={{ height: '100%', p: 2 }}>
                <CatalogueIcon name={page.icon} color="primary" />
                <Typography sx={{ mt: 0.5, fontWeight: 500 }}>{page.title}</Typography>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
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
