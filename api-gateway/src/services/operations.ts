import { messages } from '@pvz/contracts/messages';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { AppError, conflict } from '../errors.js';

export interface Operation {
  /** the client-made operation id */
  id: string;
  actorId: number;
  /** the route, so that one id cannot mean two different things */
  action: string;
}

export interface OperationAnswer {
  status: number;
  body: unknown;
}

/** Raised inside the transaction when another request already finished this operation. */
class AlreadyDone extends Error {}

function storedAnswer(db: Kysely<Database>, operation: Operation): Promise<OperationAnswer> {
  return db
    .selectFrom('operations')
    .select(['actor_id', 'action', 'status', 'result'])
    .where('id', '=', operation.id)
    .executeTakeFirstOrThrow()
    .then((stored) => {
      if (stored.actor_id !== operation.actorId || stored.action !== operation.action)
        throw conflict(messages.operationReused);
      return { status: stored.status, body: stored.result };
    });
}

/**
 * Runs a mutation at most once per operation id (a scan replayed from the offline queue, a double
 * click, a retry after a lost answer) and answers a repeat with the first answer, refusals included.
 *
 * The id is written in the same transaction as the change, after it: a concurrent repeat either
 * waits on the same rows and is refused by the state it finds, or collides on the id — both end in
 * reading the first answer.
 */
export async function runOnce(
  db: Kysely<Database>,
  operation: Operation,
  work: (trx: Transaction<Database>) => Promise<unknown>,
): Promise<OperationAnswer> {
  const record = (executor: Kysely<Database> | Transaction<Database>, status: number, body: unknown) =>
    executor
      .insertInto('operations')
      .values({
        id: operation.id,
        actor_id: operation.actorId,
        action: operation.action,
        status,
        result: JSON.stringify(body),
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();

  try {
    const body = await db.transaction().execute(async (trx) => {
      const answer = await work(trx);
      if (!(await record(trx, 200, answer))) throw new AlreadyDone();
      return answer;
    });
    return { status: 200, body };
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500) {
      const body = { error: error.message, code: error.code, ...error.extra };
      if (await record(db, error.statusCode, body)) throw error;
    } else if (!(error instanceof AlreadyDone)) {
      throw error;
    }
    return storedAnswer(db, operation);
  }
}
