import type { ChatColleagues } from '@pvz/contracts/api/chat';
import type { Db } from '../../db/database.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';
import { staffWithPage } from '../staff-access.js';
import { personInScope } from '../tasks/task-people.js';
import { sees, type ThreadFacts, visibleThread } from './chat-rows.js';

/** The active staff who work the support chat (write on its page; the director does), as chat viewers. */
async function chatWorkers(db: Db, onlyUserId?: number) {
  const workers = await staffWithPage(db, 'extra-tickets', 'write', onlyUserId);
  return workers.map(({ id, name, scope }) => ({
    id,
    name,
    viewer: { kind: 'staff' as const, userId: id, scope },
  }));
}

/** Whether the actor may pass the thread to a staff user: they work the chat, see its point and are within reach. */
export async function mayWorkThread(db: Db, actor: StaffAuth, userId: number, thread: ThreadFacts): Promise<boolean> {
  const [worker] = await chatWorkers(db, userId);
  return (
    worker !== undefined &&
    sees(worker.viewer, thread) &&
    (userId === actor.user.id || personInScope(actor.scope, worker.viewer.scope))
  );
}

/** The staff who work the chat and see the thread. */
export async function threadWorkers(db: Db, thread: ThreadFacts): Promise<{ id: number; name: string }[]> {
  const workers = await chatWorkers(db);
  return workers.filter((worker) => sees(worker.viewer, thread)).map(({ id, name }) => ({ id, name }));
}

/**
 * Who a thread the caller sees may be passed to: the staff who work the chat, see it and are within the
 * caller's reach (as personInScope judges: a licensee's staff never learn another network's logins),
 * the caller too.
 */
export async function chatColleagues(db: Db, actor: StaffAuth, threadId: number): Promise<ChatColleagues> {
  const thread = await visibleThread(db, { kind: 'staff', userId: actor.user.id, scope: actor.scope }, threadId);
  const workers = await chatWorkers(db);
  const colleagues = workers.filter(
    (worker) =>
      sees(worker.viewer, thread) && (worker.id === actor.user.id || personInScope(actor.scope, worker.viewer.scope)),
  );
  return { colleagues: colleagues.map(({ id, name }) => ({ id, name })) };
}
