import { findPage } from '@pvz/contracts/pages';
import { PageHeader } from '@pvz/ui/page-header';
import { TurnoverTable } from '../features/lists/components/turnover-table';

/** «Оборот товаров» (`/balance/table`). */
export default function TurnoverPage() {
  const { title } = findPage('goods-turnover');
  return (
    <>
      <PageHeader title={title} />
      <TurnoverTable exportFileName={title} />
    </>
  );
}
