import { type Outcome, paymentOf, refusalOutcomes } from '@pvz/contracts/goods';
import { collectedAtHandOver, moneyAfterOutcome } from '@pvz/contracts/goods-money';
import { messages } from '@pvz/contracts/messages';
import type { SiteSettings } from '@pvz/contracts/settings';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { conflict, notFound, unprocessable } from '../../errors.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';
import { assertColumnWritable } from '../columns.js';
import { postCounterTakings } from '../ledger/goods-money.js';
import type { OnlinePaymentProvider } from '../payments/online-payments.js';
import { releaseCellIfEmpty } from './cells.js';
import { recordEvents } from './events.js';

export interface HandOver {
  pointId: number;
  ids: readonly number[];
  outcome: Outcome;
  operationId: string;
}

export interface HandOverResult {
  collected: { cash: number; online: number };
  freedCell: number | null;
}

/**
 * Hands parcels over to one client at one point (DOMAIN.md §1): each must be that point's, accepted
 * and not handed over yet, all of the same client. The outcome sets each row's money (a refusal
 * owes the refusal fee, a defect or a substitution nothing), the cash taken is rounded to the step,
 * the money taken goes to the point's cash box or online money in the ledger, and the cell is freed
 * when nothing is left in it.
 */
export async function handOver(
  trx: Transaction<Database>,
  actor: StaffAuth,
  request: HandOver,
  settings: SiteSettings,
  payments: OnlinePaymentProvider,
): Promise<HandOverResult> {
  const rows = await trx
    .selectFrom('goods')
    .select(['id', 'kind', 'point_id', 'client_phone', 'cell', 'delivered_pvz_at', 'issued_at', 'amount_due', 'income'])
    .where('id', 'in', request.ids)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .forUpdate()
    .execute();
  if (rows.length !== new Set(request.ids).size) throw notFound(messages.goodsNotFound);
  // a hand-over writes «Выдан клиенту» and «Дополнительно» of each row's kind
  for (const kind of new Set(rows.map((row) => row.kind)))
    for (const key of ['issued', 'additionally']) assertColumnWritable(kind, actor.access.columns[kind], key);
  if (rows.some((row) => row.point_id !== request.pointId)) throw unprocessable(messages.issueMixedPoints);
  if (new Set(rows.map((row) => row.client_phone)).size > 1) throw unprocessable(messages.parcelOfOtherClient);
  if (rows.some((row) => row.issued_at)) throw conflict(messages.alreadyIssued);
  if (rows.some((row) => !row.delivered_pvz_at)) throw unprocessable(messages.notAccepted);

  const payment = paymentOf(request.outcome);
  const now = new Date();
  let taken = 0;
  for (const row of rows) {
    const money = moneyAfterOutcome({ due: row.amount_due, income: row.income }, request.outcome, settings.refusalFee);
    const collected = collectedAtHandOver(money.due, request.outcome, settings.cashRoundingStep);
    taken += collected;
    await trx
      .updateTable('goods')
      .set({
        issued_at: now,
        outcome: request.outcome,
        amount_due: money.due,
        income: money.income,
        collected,
        updated_at: now,
        updated_by: actor.user.username,
      })
      .where('id', '=', row.id)
      .execute();
  }
  const reference =
    payment === 'online'
      ? await payments.confirm({ amount: taken, goodsIds: request.ids, confirmedBy: actor.user.username })
      : null;
  if (payment === 'online' && reference === null) throw unprocessable(messages.onlinePaymentNotConfirmed);
  await postCounterTakings(trx, {
    pointId: request.pointId,
    outcome: request.outcome,
    amount: taken,
    goodsIds: rows.map((row) => row.id),
    operationId: request.operationId,
    userId: actor.user.id,
  });
  await recordEvents(
    trx,
    actor,
    rows.map((row) => ({
      goodsId: row.id,
      type: refusalOutcomes.includes(request.outcome) ? 'refused' : 'issued',
      pointId: request.pointId,
      operationId: request.operationId,
      details: { outcome: request.outcome, ...(reference && { payment: reference }) },
    })),
  );

  const [first] = rows;
  let freedCell: number | null = null;
  if (
    first?.cell &&
    first.client_phone &&
    (await releaseCellIfEmpty(trx, request.pointId, first.cell, first.client_phone))
  )
    freedCell = first.cell;
  return {
    collected: { cash: payment === 'cash' ? taken : 0, online: payment === 'online' ? taken : 0 },
    freedCell,
  };
}
