import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePublicSiteQuery } from '@pvz/api-client/public-site';
import { NotFoundRoute } from '@pvz/ui/not-found';
import { PageHeader } from '@pvz/ui/page-header';
import { Link, Route, Routes, useParams } from '@pvz/ui/router';
import { GuideSteps } from './guide-steps';
import { guideOf } from './marketplace-guides';
import { MarketplaceLinks } from './marketplace-links';

/** Who reads the guide: a signed-in client goes on to the barcode form, a visitor to sign in first. */
export type GuideAudience = 'client' | 'visitor';

const basePath: Record<GuideAudience, string> = {
  client: '/client/order/independently',
  visitor: '/order/independently',
};

function NextStep({ audience }: { audience: GuideAudience }) {
  return audience === 'client' ? (
    <Button variant="contained" size="large" component={Link} to="/client/delivery">
      Отправить штрих-код
    </Button>
  ) : (
    <Button variant="contained" size="large" component={Link} to="/auth/client/login">
      Войти или зарегистрироваться
    </Button>
  );
}

function OrderAddress() {
  const site = usePublicSiteQuery();
  return (
    <Paper variant="outlined" component="section" aria-label="Адрес для заказа" sx={{ p: 2 }}>
      <Typography variant="subtitle2" sx={{ color: 'text.secondary' }}>
        Наш пункт приёма — укажите его при заказе
      </Typography>
      {site.isLoading ? (
        <CircularProgress size={24} aria-label="Загрузка" />
      ) : (
        <Typography variant="h6" component="p">
          {site.data?.orderAddress || 'Адрес уточните у администратора'}
        </Typography>
      )}
    </Paper>
  );
}

function Overview({ audience }: { audience: GuideAudience }) {
  return (
    <Stack sx={{ gap: 2 }}>
      <PageHeader title="Как заказать самостоятельно" />
      <Typography>
        Закажите товар сами на нашем пункте приёма, а потом отправьте нам штрих-код получения — мы заберём заказ и
        привезём его в ваш пункт выдачи.
      </Typography>
      <OrderAddress />
      <Typography variant="h6" component="h2">
        Выберите маркетплейс
      </Typography>
      <MarketplaceLinks base={basePath[audience]} />
    </Stack>
  );
}

function MarketplaceGuidePage({ audience }: { audience: GuideAudience }) {
  const guide = guideOf(useParams().marketplace);
  if (!guide) return <NotFoundRoute />;
  return (
    <Stack sx={{ gap: 2 }}>
      <PageHeader title={`Как заказать ${guide.onSite} самостоятельно`} />
      <OrderAddress />
      <GuideSteps steps={guide.addressSteps} label="Шаги" />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
        <NextStep audience={audience} />
        <Button component={Link} to={basePath[audience]}>
          Другой маркетплейс
        </Button>
      </Stack>
      {audience === 'visitor' && <Alert severity="info">Штрих-код можно отправить после входа в личный кабинет.</Alert>}
    </Stack>
  );
}

/** The «by oneself» pages, the same for the cabinet (/client/order/independently) and visitors (/order/independently). */
export function IndependentlyGuide({ audience }: { audience: GuideAudience }) {
  return (
    <Routes>
      <Route index element={<Overview audience={audience} />} />
      <Route path=":marketplace" element={<MarketplaceGuidePage audience={audience} />} />
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}
