import { ServiceBalanceView } from '../features/service-balance/components/service-balance-view';

/** «Баланс сортировки» (/balance/sort): the sorting service's money. */
export default function SortBalancePage() {
  return <ServiceBalanceView action="sorting" page="finance-sort-balance" />;
}
