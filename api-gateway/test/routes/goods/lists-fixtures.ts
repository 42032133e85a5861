import type { Outcome } from '@pvz/contracts/goods';
import type { GoodsKind } from '@pvz/contracts/goods-columns';
import type { Kysely } from 'kysely';
import type { Database } from '../../../src/db/schema.js';

const HOUR = 3_600_000;
/** A moment `days` days and `hours` hours before now. */
export const ago = (days: number, hours = 0) => new Date(Date.now() - days * 24 * HOUR - hours * HOUR);

export interface GoodsSeed {
  kind?: GoodsKind;
  pointId: number | null;
  phone?: string;
  marketplaceId?: number | null;
  createdAt?: Date;
  orderedAt?: Date | null;
  deliveredScAt?: Date | null;
  deliveredPvzAt?: Date | null;
  issuedAt?: Date | null;
  outcome?: Outcome | null;
  deletedAt?: Date | null;
  priceSite?: number;
  amountDue?: number;
  income?: number;
  collected?: number | null;
}

/** A goods row written straight into the database, with the time stamps a test needs. */
export async function seedGoods(db: Kysely<Database>, seed: GoodsSeed): Promise<number> {
  const row = await db
    .insertInto('goods')
    .values({
      kind: seed.kind ?? 'purchase',
      point_id: seed.pointId,
      client_phone: seed.phone ?? '+79130000000',
      marketplace_id: seed.marketplaceId ?? null,
      created_at: seed.createdAt ?? new Date(),
      ordered_at: seed.orderedAt ?? null,
      delivered_sc_at: seed.deliveredScAt ?? null,
      delivered_pvz_at: seed.deliveredPvzAt ?? null,
      issued_at: seed.issuedAt ?? null,
      outcome: seed.outcome ?? null,
      deleted_at: seed.deletedAt ?? null,
      price_site: seed.priceSite ?? 0,
      amount_due: seed.amountDue ?? 0,
      income: seed.income ?? 0,
      collected: seed.collected ?? null,
      created_by: 'test',
      updated_by: 'test',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const idsOf = (page: { rows: { id: number }[] }) => page.rows.map((row) => row.id);
