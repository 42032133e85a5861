import { ServiceBalanceView } from '../features/service-balance/components/service-balance-view';

/** «Баланс доставки» (/balance/delivery): the delivery service's money. */
export default function DeliveryBalancePage() {
  return <ServiceBalanceView action="delivery" page="finance-delivery-balance" />;
}
