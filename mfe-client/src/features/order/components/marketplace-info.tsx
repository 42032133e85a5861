import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { NotFoundRoute } from '@pvz/ui/not-found';
import { PageHeader } from '@pvz/ui/page-header';
import { Link, useParams } from '@pvz/ui/router';
import { GuideSteps } from './guide-steps';
import { guideOf } from './marketplace-guides';

/** /client/order/info/:marketplace — how to copy a product link of that marketplace for the cart. */
export function MarketplaceInfo() {
  const guide = guideOf(useParams().marketplace);
  if (!guide) return <NotFoundRoute />;
  return (
    <Stack sx={{ gap: 2 }}>
      <PageHeader title={`Как скопировать ссылку на товар ${guide.fromSite}`} />
      <GuideSteps steps={guide.linkSteps} label="Шаги" />
      <Button variant="contained" size="large" component={Link} to="/client/order/accept-order">
        Перейти в корзину
      </Button>
    </Stack>
  );
}
