import type { GoodsQuoteInput } from '@pvz/contracts/api/goods';
import type { CounterKind } from '@pvz/contracts/goods';
import type { RowMoney } from '@pvz/contracts/goods-money';
import { messages } from '@pvz/contracts/messages';
import type { Db } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { loadSettings } from '../settings.js';
import { activeMarketplace } from './percent.js';
import { fieldsOf, withDefaults, withMoney } from './write.js';

export interface RowQuote {
  marketplace: { id: number; name: string } | null;
  percentBp: number;
  money: RowMoney;
}

/**
 * What create (no `id`) or edit (`id`) would store for these inputs, through the same functions they
 * use, writing nothing: the form shows this and nothing of its own.
 */
export async function quoteRow(db: Db, kind: CounterKind, input: GoodsQuoteInput, id?: number): Promise<RowQuote> {
  const settings = await loadSettings(db);
  const fields = await fieldsOf(db, kind, input);
  let money: RowMoney;
  let row = fields;
  if (id === undefined) {
    row = await withDefaults(db, kind, fields, settings);
    money = toRowMoney(withMoney(kind, row, settings));
  } else {
    const current = await db
      .selectFrom('goods')
      .selectAll()
      .where('id', '=', id)
      .where('kind', '=', kind)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!current) throw notFound(messages.goodsNotFound);
    row = { ...current, ...fields };
    // a handed-over row keeps the money its hand-over wrote (as edit does)
    money = current.issued_at
      ? { due: current.amount_due, income: current.income }
      : toRowMoney(withMoney(kind, row, settings));
  }
  const marketplaceId = row.marketplace_id ?? null;
  return {
    marketplace: marketplaceId === null ? null : ((await activeMarketplace(db, marketplaceId)) ?? null),
    percentBp: row.percent_bp ?? 0,
    money,
  };
}

function toRowMoney(stored: { amount_due: number; income: number }): RowMoney {
  return { due: stored.amount_due, income: stored.income };
}
