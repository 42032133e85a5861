import { messages } from '@pvz/contracts/messages';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { badRequest, unprocessable } from '../../errors.js';
import { balanceOf, postLedgerMove } from './ledger.js';

export interface Correction {
  clientId: number;
  reason: string;
  /** the request's operation id: it keys the ledger move, so one click moves the balance once */
  operationId: string;
  by: string;
}

function reasonOf(input: string): string {
  const reason = input.trim();
  if (reason.length === 0) throw badRequest(messages.balanceReasonEmpty);
  return reason;
}

const keyOf = (operationId: string) => `staff:${operationId}`;

/** A staff move of `amount` kopecks (+/−) with a reason; answers the new balance. */
export async function addToBalance(
  trx: Transaction<Database>,
  correction: Correction,
  amount: number,
): Promise<number> {
  if (amount === 0) throw badRequest(messages.balanceAmountZero);
  await postLedgerMove(trx, {
    clientId: correction.clientId,
    amount,
    reason: reasonOf(correction.reason),
    key: keyOf(correction.operationId),
    by: correction.by,
  });
  return balanceOf(trx, correction.clientId);
}

/** Staff set the balance to `target` kopecks: one ledger move of the difference, computed under the client's lock. */
export async function setBalance(trx: Transaction<Database>, correction: Correction, target: number): Promise<number> {
  if (target < 0) throw unprocessable(messages.balanceNegative);
  const reason = reasonOf(correction.reason);
  await trx.selectFrom('clients').select('id').where('id', '=', correction.clientId).forUpdate().execute();
  const difference = target - (await balanceOf(trx, correction.clientId));
  if (difference === 0) throw unprocessable(messages.balanceUnchanged);
  await postLedgerMove(trx, {
    clientId: correction.clientId,
    amount: difference,
    reason,
    key: keyOf(correction.operationId),
    by: correction.by,
  });
  return balanceOf(trx, correction.clientId);
}
