import { PageHeader } from '@pvz/ui/page-header';

// TODO(slice): placeholder until the slice lands.
export function PointInventoryPage() {
  return <PageHeader title="…" />;
}
export function ShopInventoryPage() {
  return <PageHeader title="…" />;
}
