import { refusalOutcomes } from '@pvz/contracts/goods';
import { describe, messages } from '@pvz/contracts/messages';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { badRequest, notFound, unprocessable } from '../../errors.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';
import { assertColumnWritable } from '../columns.js';
import { recordEvents } from '../goods/events.js';
import { postReturnRefunds } from '../ledger/return-refunds.js';
import { priceOf, refusableKinds } from './return-rows.js';

/** The live refusable rows by id, locked; an id missing is a 404, a row without a refusal a 422 naming it. */
async function lockReturns(trx: Transaction<Database>, ids: readonly number[]) {
  const rows = await trx
    .selectFrom('goods')
    .selectAll()
    .where('id', 'in', ids)
    .where('kind', 'in', [...refusableKinds])
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .forUpdate()
    .execute();
  if (rows.length !== new Set(ids).size) throw notFound(messages.goodsNotFound);
  const notRefused = rows.find((row) => row.outcome === null || !refusalOutcomes.includes(row.outcome));
  if (notRefused) throw unprocessable(describe.returnNotRefused(notRefused.id));
  return rows;
}

/**
 * «Отправлено»: the parcels went back to their marketplace. Every row must be a refusal not shipped
 * yet and the caller must write «Отправлено» of its kind; otherwise nothing changes.
 */
export async function shipReturns(
  trx: Transaction<Database>,
  actor: StaffAuth,
  ids: readonly number[],
  operationId: string,
) {
  const rows = await lockReturns(trx, ids);
  for (const row of rows) assertColumnWritable(row.kind, actor.access.columns[row.kind], 'shipped');
  const shipped = rows.find((row) => row.shipped_at !== null);
  if (shipped) throw unprocessable(describe.returnShippedAlready(shipped.id));
  await markShipped(trx, actor, rows, operationId, {});
}

/** Stamps «Отправлено» on rows not shipped yet, with an event each. */
export async function markShipped(
  trx: Transaction<Database>,
  actor: StaffAuth,
  rows: readonly { id: number; point_id: number | null }[],
  operationId: string,
  details: Record<string, unknown>,
) {
  if (rows.length === 0) return;
  const now = new Date();
  const who = actor.user.username;
  await trx
    .updateTable('goods')
    .set({ shipped_at: now, shipped_by: who, updated_at: now, updated_by: who })
    .where(
      'id',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
  await recordEvents(
    trx,
    actor,
    rows.map((row) => ({ goodsId: row.id, type: 'return-shipped', pointId: row.point_id, operationId, details })),
  );
}

export interface Refund {
  id: number;
  priceRefund: number;
}

/** Refund amounts as typed: whole kopecks, not negative, each row once. */
export function assertRefundsWellFormed(refunds: readonly Refund[]): void {
  if (new Set(refunds.map((refund) => refund.id)).size !== refunds.length)
    throw badRequest(messages.refundRowsRepeated);
  const bad = refunds.find((refund) => !Number.isSafeInteger(refund.priceRefund) || refund.priceRefund < 0);
  if (bad) throw badRequest(describe.refundInvalid(bad.id));
}

/**
 * «Проверено»: the marketplace confirmed the return and refunded `priceRefund` (at most the parcel's
 * price), posted to the bank account in the ledger. Only shipped, not yet verified refusals; the
 * caller must write «Проверено» of each kind.
 */
export async function verifyReturns(
  trx: Transaction<Database>,
  actor: StaffAuth,
  refunds: readonly Refund[],
  operationId: string,
) {
  assertRefundsWellFormed(refunds);
  const rows = await lockReturns(
    trx,
    refunds.map((refund) => refund.id),
  );
  for (const row of rows) assertColumnWritable(row.kind, actor.access.columns[row.kind], 'verified');
  const verified = rows.find((row) => row.verified_at !== null);
  if (verified) throw unprocessable(describe.returnVerifiedAlready(verified.id));
  const notShipped = rows.find((row) => row.shipped_at === null);
  if (notShipped) throw unprocessable(describe.returnNotShipped(notShipped.id));
  const amounts = new Map(refunds.map((refund) => [refund.id, refund.priceRefund]));
  const tooLarge = rows.find((row) => (amounts.get(row.id) ?? 0) > priceOf(row));
  if (tooLarge) throw badRequest(describe.refundAbovePrice(tooLarge.id));

  const now = new Date();
  const who = actor.user.username;
  for (const row of rows) {
    await trx
      .updateTable('goods')
      .set({
        verified_at: now,
        verified_by: who,
        price_refund: amounts.get(row.id) ?? 0,
        updated_at: now,
        updated_by: who,
      })
      .where('id', '=', row.id)
      .execute();
  }
  const marketplaces = await trx
    .selectFrom('marketplaces')
    .select(['id', 'name'])
    .where('id', 'in', [...new Set(rows.map((row) => row.marketplace_id ?? 0))])
    .execute();
  await postReturnRefunds(
    trx,
    rows.map((row) => ({
      goodsId: row.id,
      amount: amounts.get(row.id) ?? 0,
      marketplaceId: row.marketplace_id,
      marketplaceName: marketplaces.find((marketplace) => marketplace.id === row.marketplace_id)?.name ?? null,
    })),
    actor.user.id,
  );
  await recordEvents(
    trx,
    actor,
    rows.map((row) => ({
      goodsId: row.id,
      type: 'return-verified',
      pointId: row.point_id,
      operationId,
      details: { priceRefund: amounts.get(row.id) ?? 0 },
    })),
  );
}
