import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { DebtorView } from '@pvz/contracts/api/service-balances';
import { findPage } from '@pvz/contracts/pages';
import { NotFoundRoute } from '@pvz/ui/not-found';
import { PageHeader } from '@pvz/ui/page-header';
import { Link, Route, Routes, useLocation } from '@pvz/ui/router';
import { DebtorsView } from '../features/debtors/components/debtors-view';

const views: { view: DebtorView; path: string; title: string }[] = [
  { view: 'all', path: '', title: 'Все долги' },
  { view: 'monthly', path: 'monthly', title: 'По месяцам' },
  { view: 'current', path: 'current', title: 'Текущий месяц' },
];

/** «Должники» (/payments/debtors, /monthly, /current): every debt, by month, or this month's. */
export default function DebtorsPage() {
  const { title } = findPage('finance-debtors');
  const last = useLocation().pathname.split('/').pop();
  const current = views.find((tab) => tab.path === last)?.path ?? '';
  return (
    <>
      <PageHeader title={title} />
      <Tabs value={current} sx={{ mb: 2 }} aria-label="Вид">
        {views.map((tab) => (
          <Tab
            key={tab.view}
            value={tab.path}
            label={tab.title}
            component={Link}
            to={`/payments/debtors${tab.path && `/${tab.path}`}`}
          />
        ))}
      </Tabs>
      <Routes>
        {views.map((tab) => (
          <Route
            key={tab.view}
            path={tab.path || '/'}
            element={<DebtorsView from="payments" view={tab.view} exportFileName={`${title}: ${tab.title}`} />}
          />
        ))}
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </>
  );
}
