import {
  type InventoryList,
  type InventoryRow,
  type InventoryScope,
  inventoryKinds,
  inventoryLists,
} from '@pvz/contracts/api/inventory';
import type { Db } from '../../db/database.js';
import { type GoodsRecordRow, selectGoods, statusOfRow } from '../goods/rows.js';
import type { ScannedItem } from './scanned-codes.js';

/** A list's row as the report stores it: the amount always there (the answer may hide it). */
export type StoredInventoryRow = InventoryRow & { amount: number };

export interface Comparison {
  lists: Record<InventoryList, StoredInventoryRow[]>;
  unknownCodes: string[];
  /** distinct items scanned, unknown codes included */
  scanned: number;
  /** scanned items that lie where they should */
  found: number;
}

function inventoryRow(row: GoodsRecordRow): StoredInventoryRow {
  return {
    goodsId: row.id,
    kind: row.kind,
    status: statusOfRow(row),
    phone: row.client_phone,
    product: row.product_name || row.marketplace_name || '',
    cell: row.cell,
    amount: row.amount_due,
    point: row.point_name,
  };
}

/** The order a saved report lists its rows in: by cell (none last), then by id. */
function byCellThenId(a: StoredInventoryRow, b: StoredInventoryRow): number {
  return (a.cell ?? Number.MAX_SAFE_INTEGER) - (b.cell ?? Number.MAX_SAFE_INTEGER) || a.goodsId - b.goodsId;
}

/** The rows the labels name; a deleted row is no row. */
async function rowsOfItems(db: Db, items: readonly ScannedItem[]) {
  const ids = items.flatMap((item) => ('id' in item ? [item.id] : []));
  const oldIds = items.flatMap((item) => ('oldId' in item ? [item.oldId] : []));
  if (ids.length === 0 && oldIds.length === 0) return [];
  return selectGoods(db)
    .where('g.deleted_at', 'is', null)
    .where((where) =>
      where.or([
        ...(ids.length > 0 ? [where('g.id', 'in', ids)] : []),
        ...(oldIds.length > 0 ? [where('g.old_id', 'in', oldIds)] : []),
      ]),
    )
    .execute();
}

/**
 * Compares what was scanned at a point with what should lie there (LEGACY-NOTES §2.10):
 * - another: a scanned row of another point, or of a kind this count does not cover;
 * - issued: a scanned row of this count already handed over (a refusal too: it left the shelves' list);
 * - missing: accepted at this point, not handed over, not deleted, of this count's kinds, not scanned;
 * - neverAccepted: a scanned row of this point and count that was never accepted here.
 */
export async function compareWithShelves(
  db: Db,
  pointId: number,
  scope: InventoryScope,
  items: readonly ScannedItem[],
): Promise<Comparison> {
  const kinds: readonly string[] = inventoryKinds[scope];
  const rows = await rowsOfItems(db, items);
  const byId = new Map(rows.map((row) => [`${row.kind}:${row.id}`, row]));
  const byOldId = new Map(rows.flatMap((row) => (row.old_id === null ? [] : [[row.old_id, row] as const])));

  const scannedRows = new Map<number, GoodsRecordRow>();
  const unknownCodes: string[] = [];
  for (const item of items) {
    const row = 'id' in item ? byId.get(`${item.kind}:${item.id}`) : byOldId.get(item.oldId);
    if (row) scannedRows.set(row.id, row);
    else unknownCodes.push(item.code);
  }

  const lists: Record<InventoryList, StoredInventoryRow[]> = {
    another: [],
    issued: [],
    missing: [],
    neverAccepted: [],
  };
  let found = 0;
  for (const row of scannedRows.values()) {
    if (row.point_id !== pointId || !kinds.includes(row.kind)) lists.another.push(inventoryRow(row));
    else if (row.issued_at !== null) lists.issued.push(inventoryRow(row));
    else if (row.delivered_pvz_at === null) lists.neverAccepted.push(inventoryRow(row));
    else found += 1;
  }

  const onShelves = await selectGoods(db)
    .where('g.point_id', '=', pointId)
    .where('g.kind', 'in', inventoryKinds[scope])
    .where('g.delivered_pvz_at', 'is not', null)
    .where('g.issued_at', 'is', null)
    .where('g.deleted_at', 'is', null)
    .execute();
  lists.missing = onShelves.filter((row) => !scannedRows.has(row.id)).map(inventoryRow);

  for (const list of inventoryLists) lists[list].sort(byCellThenId);
  return { lists, unknownCodes, scanned: scannedRows.size + unknownCodes.length, found };
}
