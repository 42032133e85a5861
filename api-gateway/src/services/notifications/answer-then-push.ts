import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { requestOnce, sendAnswer } from '../operations.js';
import { pushStored } from './notify.js';

/** What a step answers, and the notifications it stored to push once it is committed. */
export interface PushingOutcome<T> {
  answer: T;
  notificationIds: readonly number[];
}

/**
 * A step run once per operation id whose notifications are pushed after its commit (a replay finds
 * them pushed and pushes nothing again); the reply waits for the push attempt, never for its success.
 */
export async function answerOnceThenPush<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  action: string,
  work: (trx: Transaction<Database>) => Promise<PushingOutcome<T>>,
) {
  let notificationIds: readonly number[] = [];
  const answer = await requestOnce(request, action, async (trx) => {
    const outcome = await work(trx);
    notificationIds = outcome.notificationIds;
    return outcome.answer;
  });
  const { server } = request;
  await pushStored(server.db, { sender: server.pushSender, log: request.log }, notificationIds);
  return sendAnswer(reply, answer);
}

/**
 * A step of a request that carries no operation id (a guest's), in a transaction of its own, whose
 * notifications are pushed after its commit; the reply waits for the push attempt as above.
 */
export async function commitThenPush<T>(
  request: FastifyRequest,
  work: (trx: Transaction<Database>) => Promise<PushingOutcome<T>>,
): Promise<T> {
  const { server } = request;
  const outcome = await server.db.transaction().execute(work);
  await pushStored(server.db, { sender: server.pushSender, log: request.log }, outcome.notificationIds);
  return outcome.answer;
}
