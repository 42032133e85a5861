import { PageHeader } from '@pvz/ui/page-header';

// TODO(slice): placeholder until the slice lands.
export function PurchaseChroniclePage() {
  return <PageHeader title="…" />;
}
export function BarcodeChroniclePage() {
  return <PageHeader title="…" />;
}
export function ShopChroniclePage() {
  return <PageHeader title="…" />;
}
