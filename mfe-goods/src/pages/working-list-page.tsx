import type { WorkingList, WorkingListKind } from '@pvz/contracts/api/goods-lists';
import { findPage, type PageKey } from '@pvz/contracts/pages';
import { PageHeader } from '@pvz/ui/page-header';
import { WorkingListTable } from '../features/lists/components/working-list-table';

const bothKinds: readonly WorkingListKind[] = ['purchase', 'barcode'];
const shopOnly: readonly WorkingListKind[] = ['shop'];

function WorkingListPage({
  pageKey,
  list,
  kinds = bothKinds,
}: {
  pageKey: PageKey;
  list: WorkingList;
  kinds?: readonly WorkingListKind[];
}) {
  const { title } = findPage(pageKey);
  return (
    <>
      <PageHeader title={title} />
      <WorkingListTable list={list} kinds={kinds} exportFileName={title} />
    </>
  );
}

/** «Ждут обработку»: not ordered yet. */
export function ProcessingPage() {
  return <WorkingListPage pageKey="goods-processing" list="processing" />;
}
/** «Долго в пути»: too long without reaching the sorting centre. */
export function WaitingPage() {
  return <WorkingListPage pageKey="goods-waiting" list="waiting" />;
}
/** «Истекает срок хранения»: too long at the point. */
export function ExpiredPage() {
  return <WorkingListPage pageKey="goods-expired" list="expired" />;
}
/** «Удалённые»: deleted this week. */
export function DeletedPage() {
  return <WorkingListPage pageKey="goods-deleted" list="deleted" />;
}
/** The shop's expired list, a sub-page of the shop (`/spreadsheets/shop/expired`). */
export function ShopExpiredPage() {
  const title = `${findPage('goods-shop').title}: истекает срок хранения`;
  return (
    <>
      <PageHeader title={title} />
      <WorkingListTable list="expired" kinds={shopOnly} exportFileName={title} />
    </>
  );
}
