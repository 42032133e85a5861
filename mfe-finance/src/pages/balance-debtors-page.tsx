import { findPage } from '@pvz/contracts/pages';
import { PageHeader } from '@pvz/ui/page-header';
import { DebtorsView } from '../features/debtors/components/debtors-view';

/** «Баланс должников» (/balance/debtors): what business customers owe now, and since when. */
export default function BalanceDebtorsPage() {
  const { title } = findPage('finance-balance-debtors');
  return (
    <>
      <PageHeader title={title} />
      <DebtorsView from="balance" view="all" exportFileName={title} />
    </>
  );
}
