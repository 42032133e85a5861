import type { MyBarcodeDeliveries } from '@pvz/contracts/api/barcode-delivery';
import { bpToPercent } from '@pvz/contracts/goods-money';
import type { Db } from '../../db/database.js';

/** A client's own barcode deliveries, newest first (the latest 100). */
export async function myBarcodeDeliveries(db: Db, phone: string): Promise<MyBarcodeDeliveries> {
  const rows = await db
    .selectFrom('goods as g')
    .leftJoin('points as p', 'p.id', 'g.point_id')
    .leftJoin('marketplaces as m', 'm.id', 'g.marketplace_id')
    .leftJoin('goods_files as gf', 'gf.goods_id', 'g.id')
    .select([
      'g.id',
      'p.name as point',
      'm.name as marketplace',
      'g.items_count',
      'g.percent_bp',
      'g.created_at',
      'g.delivered_sc_at',
      'gf.file_id',
    ])
    .where('g.kind', '=', 'barcode')
    .where('g.client_phone', '=', phone)
    .where('g.deleted_at', 'is', null)
    .orderBy('g.created_at', 'desc')
    .orderBy('g.id', 'desc')
    .limit(100)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    point: row.point ?? '',
    marketplace: row.marketplace ?? '',
    itemsCount: row.items_count,
    percent: bpToPercent(row.percent_bp),
    createdAt: row.created_at.toISOString(),
    fileId: row.file_id,
    collected: row.delivered_sc_at !== null,
  }));
}
