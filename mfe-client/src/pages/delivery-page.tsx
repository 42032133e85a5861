import { NotFoundRoute } from '@pvz/ui/not-found';
import { Route, Routes } from '@pvz/ui/router';
import { DeliveryForm } from '../features/delivery/components/delivery-form';
import { MyDeliveries } from '../features/delivery/components/my-deliveries';

/** /client/delivery/*: the client's barcode deliveries, and the form to send a new barcode (/main). */
export default function DeliveryPage() {
  return (
    <Routes>
      <Route index element={<MyDeliveries />} />
      <Route path="main" element={<DeliveryForm />} />
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}
