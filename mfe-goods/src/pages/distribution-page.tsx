import { PageHeader } from '@pvz/ui/page-header';

// TODO(slice): placeholder until the slice lands.
export default function Placeholder() {
  return <PageHeader title="…" />;
}
