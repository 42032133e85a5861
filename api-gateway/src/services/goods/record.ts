import type { GoodsKind } from '@pvz/contracts/goods-columns';
import { messages } from '@pvz/contracts/messages';
import type { Db } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { selectGoods, toGoodsRow } from './rows.js';

/** A row with its whole history, oldest step first. */
export async function goodsRecord(db: Db, secret: string, kind: GoodsKind, where: { id: number } | { oldId: number }) {
  const row = await selectGoods(db)
    .where('g.kind', '=', kind)
    .where('g.deleted_at', 'is', null)
    .where('id' in where ? 'g.id' : 'g.old_id', '=', 'id' in where ? where.id : where.oldId)
    .executeTakeFirst();
  if (!row) throw notFound(messages.goodsNotFound);
  const events = await db
    .selectFrom('goods_events as e')
    .leftJoin('points as p', 'p.id', 'e.point_id')
    .select(['e.id', 'e.at', 'e.type', 'e.actor', 'e.point_id', 'p.name as point_name', 'e.scan', 'e.details'])
    .where('e.goods_id', '=', row.id)
    .orderBy('e.id')
    .execute();
  return {
    row: toGoodsRow(row, secret),
    events: events.map((event) => ({
      id: Number(event.id),
      at: event.at.toISOString(),
      type: event.type,
      actor: event.actor,
      point: event.point_id === null ? null : { id: event.point_id, name: event.point_name ?? '' },
      scan: event.scan,
      details: event.details,
    })),
  };
}

/** The point of a purchase by the id it had in the product before this one; null when none. */
export async function pointOfOldId(db: Db, oldId: number): Promise<number | null> {
  const found = await db.selectFrom('goods').select('point_id').where('old_id', '=', oldId).executeTakeFirst();
  return found?.point_id ?? null;
}
