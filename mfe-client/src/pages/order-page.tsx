import { NotFoundRoute } from '@pvz/ui/not-found';
import { Route, Routes } from '@pvz/ui/router';
import { CartPage } from '../features/order/components/cart-page';
import { IndependentlyGuide } from '../features/order/components/independently-guide';
import { MarketplaceInfo } from '../features/order/components/marketplace-info';
import { OrderWays } from '../features/order/components/order-ways';

/** /client/order/*: the ways to order, the cart, the «by oneself» guides and the link instructions. */
export default function OrderPage() {
  return (
    <Routes>
      <Route index element={<OrderWays />} />
      <Route path="accept-order" element={<CartPage />} />
      <Route path="independently/*" element={<IndependentlyGuide audience="client" />} />
      <Route path="info/:marketplace" element={<MarketplaceInfo />} />
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}
