import type { InventoryList, InventoryScope } from '@pvz/contracts/api/inventory';
import type { GoodsStatus } from '@pvz/contracts/goods';
import type { GoodsKind } from '@pvz/contracts/goods-columns';
import type { Generated } from 'kysely';
import type { CreatedAt, Json } from '../schema.js';

/** A saved inventory: who counted which point's shelves, when, and what the lists held (0010-inventory). */
export interface InventoryReportsTable {
  id: Generated<number>;
  scope: InventoryScope;
  point_id: number;
  author_id: number;
  author: string;
  created_at: CreatedAt;
  /** distinct items scanned, unknown codes included */
  scanned: number;
  found: number;
  /** the codes that named no row */
  unknown_codes: Json<string[]>;
}

/** A row of a report's list, as it was when the report was made. */
export interface InventoryReportRowsTable {
  report_id: number;
  list: InventoryList;
  goods_id: number;
  kind: GoodsKind;
  status: GoodsStatus;
  client_phone: string | null;
  product: string;
  cell: number | null;
  /** kopecks */
  amount: number;
  point_name: string | null;
}

/** The tables of the inventory slice; `Database` extends this. */
export interface InventoryTables {
  inventory_reports: InventoryReportsTable;
  inventory_report_rows: InventoryReportRowsTable;
}
