import type { ChronicleKind } from '@pvz/contracts/api/goods-lists';
import { findPage, type PageKey } from '@pvz/contracts/pages';
import { PageHeader } from '@pvz/ui/page-header';
import { ChronicleTable } from '../features/lists/components/chronicle-table';

function ChroniclePage({ pageKey, kind }: { pageKey: PageKey; kind: ChronicleKind }) {
  const { title } = findPage(pageKey);
  return (
    <>
      <PageHeader title={title} />
      <ChronicleTable kind={kind} exportFileName={title} />
    </>
  );
}

/** The full history of the purchases (`/spreadsheets/all-data`). */
export function PurchaseChroniclePage() {
  return <ChroniclePage pageKey="goods-all-data" kind="purchase" />;
}
/** The full history of the barcode deliveries (`/spreadsheets/all-data-cl`). */
export function BarcodeChroniclePage() {
  return <ChroniclePage pageKey="goods-all-data-cl" kind="barcode" />;
}
/** The full history of the shop (`/spreadsheets/all-data-shop`). */
export function ShopChroniclePage() {
  return <ChroniclePage pageKey="goods-all-data-shop" kind="shop" />;
}
