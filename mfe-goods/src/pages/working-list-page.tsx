import { PageHeader } from '@pvz/ui/page-header';

// TODO(slice): placeholder until the slice lands.
export function ProcessingPage() {
  return <PageHeader title="…" />;
}
export function WaitingPage() {
  return <PageHeader title="…" />;
}
export function ExpiredPage() {
  return <PageHeader title="…" />;
}
export function DeletedPage() {
  return <PageHeader title="…" />;
}
