import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@pvz/ui/page-header';
import { Link } from '@pvz/ui/router';
import { MarketplaceLinks } from './marketplace-links';

/** /client/order: the ways to order — through the cabinet or by oneself. */
export function OrderWays() {
  return (
    <Stack sx={{ gap: 2 }}>
      <PageHeader title="Оформить заказ" />
      <Card variant="outlined" component="section" aria-label="Через личный кабинет">
        <CardContent>
          <Typography variant="h6" component="h2">
            Через личный кабинет
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            Вставьте ссылки на товары Ozon, Wildberries или Яндекс Маркета — мы выкупим их и привезём в выбранный пункт
            выдачи. Оплата при получении, цена с нашей услугой видна сразу.
          </Typography>
        </CardContent>
        <CardActions>
          <Button variant="contained" component={Link} to="/client/order/accept-order">
            Перейти в корзину
          </Button>
        </CardActions>
      </Card>
      <Card variant="outlined" component="section" aria-label="Самостоятельно">
        <CardContent>
          <Typography variant="h6" component="h2">
            Самостоятельно
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            Закажите сами на наш пункт приёма и отправьте нам штрих-код получения.
          </Typography>
        </CardContent>
        <CardActions>
          <Button variant="outlined" component={Link} to="/client/order/independently">
            Как заказать самостоятельно
          </Button>
        </CardActions>
      </Card>
      <Typography variant="h6" component="h2">
        Как скопировать ссылку на товар
      </Typography>
      <MarketplaceLinks base="/client/order/info" />
    </Stack>
  );
}
