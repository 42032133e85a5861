import { createHash } from 'node:crypto';
import { messages } from '@pvz/contracts/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Db } from '../db/database.js';
import { isUniqueViolation } from '../db/errors.js';
import type { Database } from '../db/schema.js';
import { AppError, conflict, unauthorized } from '../errors.js';

export interface Operation {
  /** the client-made operation id */
  id: string;
  actor: { kind: 'staff' | 'client'; id: number };
  /** the route, so that one id cannot mean two different things */
  action: string;
  /** of the request's body, so that one id cannot carry two different requests */
  requestHash: string;
}

interface OperationAnswer {
  status: number;
  body: unknown;
}

/** JSON with the keys of every object in order: the same request always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'null';
  const entries = Object.entries(value)
    .filter(([, inner]) => inner !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonical(inner)}`).join(',')}}`;
}

/** The operation a request carries: its body's `operationId`, its signed-in caller and its body's hash. */
function operationOf(request: FastifyRequest, action: string): Operation {
  const auth = request.auth;
  if (!auth) throw unauthorized();
  const body = request.body as { operationId: string };
  return {
    id: body.operationId,
    actor: auth.kind === 'staff' ? { kind: 'staff', id: auth.user.id } : { kind: 'client', id: auth.client.id },
    action,
    requestHash: createHash('sha256').update(canonical(body)).digest('base64url'),
  };
}

/** Raised inside the transaction when another request already finished this operation. */
class AlreadyDone extends Error {}

async function storedAnswer(db: Kysely<Database>, operation: Operation): Promise<OperationAnswer> {
  const stored = await db
    .selectFrom('operations')
    .select(['actor_id', 'client_id', 'action', 'request_hash', 'status', 'result'])
    .where('id', '=', operation.id)
    .executeTakeFirstOrThrow();
  const owner = operation.actor.kind === 'staff' ? stored.actor_id : stored.client_id;
  if (owner !== operation.actor.id || stored.action !== operation.action) throw conflict(messages.operationReused);
  if (stored.request_hash !== null && stored.request_hash !== operation.requestHash)
    throw conflict(messages.operationRequestDiffers);
  return { status: stored.status, body: stored.result };
}

/** Writes the operation's answer unless its id is taken; answers whether it wrote. */
async function record(executor: Db, operation: Operation, status: number, body: unknown): Promise<boolean> {
  const written = await executor
    .insertInto('operations')
    .values({
      id: operation.id,
      actor_id: operation.actor.kind === 'staff' ? operation.actor.id : null,
      client_id: operation.actor.kind === 'client' ? operation.actor.id : null,
      action: operation.action,
      request_hash: operation.requestHash,
      status,
      result: JSON.stringify(body),
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return written !== undefined;
}

/**
 * After the work failed: a refusal (4xx) is recorded as the operation's answer and raised, unless
 * another request took the id first; then, as when the work found the operation done, the first answer.
 */
async function refusedOrDone(db: Kysely<Database>, operation: Operation, error: unknown): Promise<OperationAnswer> {
  if (error instanceof AppError && error.statusCode < 500) {
    const body = { error: error.message, code: error.code, ...error.extra };
    if (await record(db, operation, error.statusCode, body)) throw error;
  } else if (!(error instanceof AlreadyDone)) {
    throw error;
  }
  return storedAnswer(db, operation);
}

/**
 * Runs a mutation at most once per operation id (a scan replayed from the offline queue, a double
 * click, a retry after a lost answer) and answers a repeat of the same request with the first
 * answer, refusals included; the same id with another request is refused (409).
 *
 * The id is written in the same transaction as the change, after it: a concurrent repeat either
 * waits on the same rows and is refused by the state it finds, or collides on the id — both end in
 * reading the first answer.
 */
async function runOnce(
  db: Kysely<Database>,
  operation: Operation,
  work: (trx: Transaction<Database>) => Promise<unknown>,
): Promise<OperationAnswer> {
  try {
    const body = await db.transaction().execute(async (trx) => {
      const answer = await work(trx);
      if (!(await record(trx, operation, 200, answer))) throw new AlreadyDone();
      return answer;
    });
    return { status: 200, body };
  } catch (error) {
    return refusedOrDone(db, operation, error);
  }
}

/**
 * runOnce for a mutation that is one statement writing its own operation row with its answer (a
 * database function whose last step inserts into `operations`): one round trip in the statement's
 * own transaction. The id already taken is the statement's unique violation of `operations_pkey`,
 * which undoes the change; a refusal must change nothing, as it is recorded afterwards.
 */
async function runOnceInStatement(
  db: Kysely<Database>,
  operation: Operation,
  statement: (operation: Operation) => Promise<unknown>,
): Promise<OperationAnswer> {
  try {
    return { status: 200, body: await statement(operation) };
  } catch (error) {
    const taken = isUniqueViolation(error) && (error as { constraint?: string }).constraint === 'operations_pkey';
    return refusedOrDone(db, operation, taken ? new AlreadyDone() : error);
  }
}

/**
 * A route's idempotent mutation in one call: the request's operation (`action` names the route) runs
 * `work` at most once (see runOnce) and the reply carries the first answer, its status included;
 * `shown` turns a successful answer into what this caller is sent.
 */
export async function answerOnce<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  action: string,
  work: (trx: Transaction<Database>) => Promise<T>,
  shown: (body: T) => unknown = (body) => body,
) {
  return sendAnswer(reply, await requestOnce(request, action, work), shown);
}

/** The first answer to the request's operation (see runOnce), for a route that has more to do before replying. */
export function requestOnce<T>(
  request: FastifyRequest,
  action: string,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<OperationAnswer> {
  return runOnce(request.server.db, operationOf(request, action), work);
}

/**
 * answerOnce for a mutation that is one statement writing its own operation row (see runOnceInStatement);
 * the statement gets the operation to write, and `shown` turns its answer, or the stored one of a repeat,
 * into what this caller is sent.
 */
export async function answerOnceInStatement<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  action: string,
  statement: (operation: Operation) => Promise<T>,
  shown: (body: T) => unknown,
) {
  return sendAnswer(reply, await runOnceInStatement(request.server.db, operationOf(request, action), statement), shown);
}

export function sendAnswer<T>(
  reply: FastifyReply,
  answer: OperationAnswer,
  shown: (body: T) => unknown = (body) => body,
) {
  return reply.status(answer.status).send(answer.status === 200 ? shown(answer.body as T) : answer.body);
}
