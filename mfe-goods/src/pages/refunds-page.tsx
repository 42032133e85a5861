import { usePageLevel } from '@pvz/api-client/page-level';
import { PageHeader } from '@pvz/ui/page-header';
import { ReturnsTable } from '../features/returns/components/returns-table';

/**
 * /spreadsheets/refunds: the refused parcels of the user's points. Point staff mark «Отправлено» when
 * a parcel goes back to its marketplace; the office marks «Проверено» with the refund.
 */
export default function RefundsPage() {
  const level = usePageLevel('goods-refunds');
  return (
    <>
      <PageHeader title="Возвраты" />
      <ReturnsTable source="all" canChange={level === 'write'} exportFileName="Возвраты" />
    </>
  );
}
