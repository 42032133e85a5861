import type { RealtimeEvent } from '@pvz/contracts/api/chat';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ChatSignal } from './chat-notify.js';
import { type ChatViewer, messagesAfter, sees, selectMessages, toMessage } from './chat-rows.js';

/** The most messages a socket that comes back is sent; its page reloads beyond that. */
const RESUME_MAX = 500;

/** A socket of one viewer; `last` is the newest message id it was sent. */
export interface ChatSocket {
  viewer: ChatViewer;
  last: number;
  send(event: RealtimeEvent): void;
}

/**
 * The sockets this gateway instance holds and what they hear. A signal names rows by id; the hub reads
 * them once and sends each socket what its viewer may see (a staff note never reaches a client).
 */
export class ChatHub {
  private readonly sockets = new Set<ChatSocket>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
  ) {}

  add(socket: ChatSocket): void {
    this.sockets.add(socket);
  }

  remove(socket: ChatSocket): void {
    this.sockets.delete(socket);
  }

  get size(): number {
    return this.sockets.size;
  }

  /**
   * What the socket's viewer may see after `after` (at most RESUME_MAX messages: more means the page
   * reloads its lists over HTTP), then where it stands now. `after` 0 is a new page that has just
   * loaded its lists: it gets nothing before now, only where now is.
   */
  async resume(socket: ChatSocket, after: number): Promise<void> {
    if (after === 0) {
      const newest = await this.db
        .selectFrom('chat_messages')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst();
      socket.last = Math.max(socket.last, Number(newest?.id ?? 0));
      socket.send({ type: 'resumed', last: socket.last });
      return;
    }
    const missed = await messagesAfter(this.db, socket.viewer, after, RESUME_MAX);
    for (const message of missed) socket.send({ type: 'message', message });
    socket.last = Math.max(socket.last, after, missed.at(-1)?.id ?? 0);
    socket.send({ type: 'resumed', last: socket.last });
  }

  /** The LISTEN connection was lost for a while: every socket gets what it may have missed. */
  async resync(): Promise<void> {
    for (const socket of this.sockets) {
      try {
        await this.resume(socket, socket.last);
      } catch (error) {
        this.log.warn({ err: error }, 'a chat socket could not be brought up to date');
      }
    }
  }

  async hear(payload: string): Promise<void> {
    let what: ChatSignal;
    try {
      what = JSON.parse(payload) as ChatSignal;
    } catch {
      return;
    }
    if (this.sockets.size === 0) return;
    try {
      await this.deliver(what);
    } catch (error) {
      this.log.warn({ err: error }, 'a chat signal could not be delivered');
    }
  }

  private async deliver(what: ChatSignal): Promise<void> {
    const thread = await this.db
      .selectFrom('chat_threads')
      .select(['id', 'client_id', 'point_id', 'deleted_at', 'status', 'assigned_to'])
      .where('id', '=', what.t)
      .executeTakeFirst();
    if (!thread) return;
    if (what.k === 'thread') {
      // a deleted thread is told to those who saw it until now, so that it leaves their screens
      const event = {
        type: 'thread' as const,
        thread: {
          id: thread.id,
          status: thread.status,
          assignedTo: thread.assigned_to,
          deleted: thread.deleted_at !== null,
        },
      };
      // who of the staff has the thread is staff's to know
      const forClient = { ...event, thread: { ...event.thread, assignedTo: null } };
      const before = { ...thread, deleted_at: null };
      for (const socket of this.sockets)
        if (sees(socket.viewer, before)) socket.send(socket.viewer.kind === 'staff' ? event : forClient);
      return;
    }
    const audience = [...this.sockets].filter((socket) => sees(socket.viewer, thread));
    if (what.k === 'message') {
      const row = await selectMessages(this.db).where('m.id', '=', what.id).executeTakeFirst();
      if (!row) return;
      const forStaff = toMessage(row);
      const forClient = toMessage(row, false);
      for (const socket of audience) {
        if (forStaff.internal && socket.viewer.kind !== 'staff') continue;
        const message = socket.viewer.kind === 'staff' ? forStaff : forClient;
        // ids are not given in commit order: a later id may arrive first, so none is skipped (clients keep messages by id)
        socket.last = Math.max(socket.last, message.id);
        socket.send({ type: 'message', message });
      }
      return;
    }
    // typing and read receipts go to the other side only
    const otherSide = audience.filter((socket) => (socket.viewer.kind === 'staff') !== (what.by === 'staff'));
    if (what.k === 'typing') {
      // a client sees that support is typing, never who (a staff name is a sign-in login)
      for (const socket of otherSide) socket.send({ type: 'typing', threadId: thread.id, by: what.by, name: null });
      return;
    }
    for (const socket of otherSide) socket.send({ type: 'read', threadId: thread.id, by: what.by, messageId: what.m });
  }
}
