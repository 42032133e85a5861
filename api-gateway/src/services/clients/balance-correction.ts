import { randomUUID } from 'node:crypto';
import { messages } from '@pvz/contracts/messages';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { badRequest, unprocessable } from '../../errors.js';
import { balanceOf, postLedgerMove } from './ledger.js';

export interface Correction {
  clientId: number;
  reason: string;
  operationId?: string;
  by: string;
}

function reasonOf(input: string): string {
  const reason = input.trim();
  if (reason.length === 0) throw badRequest(messages.balanceReasonEmpty);
  return reason;
}

const keyOf = (operationId: string | undefined) => `staff:${operationId ?? randomUUID()}`;

/** A staff move of `amount` kopecks (+/−) with a reason; answers the new balance. */
export async function addToBalance(db: Kysely<Database>, correction: Correction, amount: number): Promise<number> {
  if (amount === 0) throw badRequest(messages.balanceAmountZero);
  const reason = reasonOf(correction.reason);
  return db.transaction().execute(async (trx) => {
    await postLedgerMove(trx, {
      clientId: correction.clientId,
      amount,
      reason,
      key: keyOf(correction.operationId),
      by: correction.by,
    });
    return balanceOf(trx, correction.clientId);
  });
}

/**
 * Staff set the balance to `target` kopecks: one ledger move of the difference, computed under the
 * client's lock. A retried request with the same operation id changes nothing more.
 */
export async function setBalance(db: Kysely<Database>, correction: Correction, target: number): Promise<number> {
  if (target < 0) throw unprocessable(messages.balanceNegative);
  const reason = reasonOf(correction.reason);
  const key = keyOf(correction.operationId);
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('clients').select('id').where('id', '=', correction.clientId).forUpdate().execute();
    const used = await trx
      .selectFrom('client_balance_ledger')
      .select('id')
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    if (!used) {
      const difference = target - (await balanceOf(trx, correction.clientId));
      if (difference === 0) throw unprocessable(messages.balanceUnchanged);
      await postLedgerMove(trx, { clientId: correction.clientId, amount: difference, reason, key, by: correction.by });
    }
    return balanceOf(trx, correction.clientId);
  });
}
