import websocket from '@fastify/websocket';
import {
  REALTIME_HEARTBEAT_MS,
  REALTIME_SESSION_ENDED,
  REALTIME_TIMEOUT_MS,
  type RealtimeRequest,
} from '@pvz/contracts/api/chat';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { WebSocket } from 'ws';
import { listenOf } from '../../db/listen.js';
import { ChatHub, type ChatSocket } from '../../services/chat/chat-hub.js';
import { CHAT_CHANNEL, signal } from '../../services/chat/chat-notify.js';
import { type ChatViewer, visibleThread } from '../../services/chat/chat-rows.js';
import { crossSite } from './same-origin.js';
import type { Auth } from './sessions.js';

/**
 * Who a socket serves: a signed-in caller, as their session says now (asked again every heartbeat), or a
 * guest named by the socket's first frame.
 */
export type SocketViewer =
  | { signedIn(auth: Auth): ChatViewer | null }
  | { guest(hello: Extract<RealtimeRequest, { type: 'hello' }>): Promise<ChatViewer | null> };

declare module 'fastify' {
  interface FastifyInstance {
    chatHub: ChatHub;
    serveChatSocket(socket: WebSocket, request: FastifyRequest, viewer: SocketViewer): void;
  }
}

/** A socket that has said nothing for two heartbeats and a time-out is a dead line: closed. */
const SILENT_LIMIT_MS = 2 * REALTIME_HEARTBEAT_MS + REALTIME_TIMEOUT_MS;
/** The most a socket frame may carry: a ping, a resume, typing. */
const MAX_FRAME_BYTES = 4 * 1024;
/** Frames a socket may send in a window: a ping every 30 s and typing every few seconds fit well inside. */
const FRAMES_PER_WINDOW = 30;
const FRAME_WINDOW_MS = 10_000;
/** A socket's typing is passed on at most this often. */
const TYPING_EVERY_MS = 2_000;
/** What may wait unsent to a socket before it is taken for a reader that does not read. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

function parse(data: unknown): RealtimeRequest | null {
  try {
    const value = JSON.parse(String(data)) as RealtimeRequest;
    return typeof value === 'object' && value !== null && typeof value.type === 'string' ? value : null;
  } catch {
    return null;
  }
}

const whole = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
/** A thread id: an integer column, so a bigger number would only make the database fail. */
const threadIdLike = (value: unknown): value is number => whole(value) && value <= 2_147_483_647;

/**
 * Realtime (issue 19): WebSockets through the gateway and the chat's fan-out across gateway instances
 * through PostgreSQL LISTEN/NOTIFY. A socket from another site is refused (its cookies would be sent).
 */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });
    const hub = new ChatHub(app.db, app.log);
    app.decorate('chatHub', hub);
    const listening = await listenOf(app.db)(
      CHAT_CHANNEL,
      (payload) => void hub.hear(payload),
      () => void hub.resync().catch((error) => app.log.warn({ err: error }, 'chat resync failed')),
    );
    app.addHook('onClose', async () => listening.stop());

    app.decorate('serveChatSocket', (socket: WebSocket, request: FastifyRequest, known) => {
      if (crossSite(request, app.config.allowedOrigins)) {
        socket.close(1008, 'cross-site');
        return;
      }
      let chat: ChatSocket | null = null;
      let greeting = false;
      const frames = { count: 0, since: Date.now() };
      let typedAt = 0;
      const send: ChatSocket['send'] = (event) => {
        if (socket.readyState !== socket.OPEN) return;
        // a reader that does not read: closed rather than buffered without end
        if (socket.bufferedAmount > MAX_BUFFERED_BYTES) return socket.close(1008, 'slow reader');
        socket.send(JSON.stringify(event));
      };
      const resume = (after: number) =>
        chat && hub.resume(chat, after).catch((error) => request.log.warn({ err: error }, 'chat resume failed'));
      const join = (viewer: ChatViewer) => {
        chat = { viewer, last: 0, send };
        hub.add(chat);
      };
      const signedIn = 'signedIn' in known ? known.signedIn : null;
      if (signedIn) {
        const viewer = request.auth ? signedIn(request.auth) : null;
        if (!viewer) return socket.close(REALTIME_SESSION_ENDED, 'session ended');
        join(viewer);
      }
      // a guest names the thread first; a socket that says nothing is closed
      const hello = signedIn ? undefined : setTimeout(() => socket.close(1008, 'hello'), REALTIME_TIMEOUT_MS);
      let heardAt = Date.now();
      const sessionId = request.auth?.sessionId;
      // Every heartbeat the server itself asks the session again (a socket that never pings is asked too):
      // a sign-out, a revocation or a lost right on any instance closes the socket; a changed scope is
      // taken at once. A socket silent for too long is a dead line.
      const check = setInterval(async () => {
        if (Date.now() - heardAt > SILENT_LIMIT_MS) return socket.close(1001, 'silent');
        if (!signedIn || !sessionId || !chat) return;
        const auth = await app.sessions.authOf(sessionId).catch(() => undefined);
        if (auth === undefined) return;
        const viewer = auth ? signedIn(auth) : null;
        if (!viewer) return socket.close(REALTIME_SESSION_ENDED, 'session ended');
        chat.viewer = viewer;
      }, app.config.socketCheckMs);
      check.unref();
      const onFrame = async (frame: RealtimeRequest) => {
        if (frame.type === 'ping') return send({ type: 'pong' });
        if (!chat) {
          if (frame.type !== 'hello' || !('guest' in known) || greeting) return;
          greeting = true;
          const viewer = await known.guest(frame).catch(() => null);
          clearTimeout(hello);
          if (!viewer) return socket.close(1008, 'unknown thread');
          // closed while the thread was looked up: nothing to join
          if (socket.readyState !== socket.OPEN) return;
          join(viewer);
          return resume(whole(frame.after) ? frame.after : 0);
        }
        const viewer: ChatViewer = (chat as ChatSocket).viewer;
        if (frame.type === 'resume' && whole(frame.after)) return resume(frame.after);
        if (frame.type === 'typing' && threadIdLike(frame.threadId) && Date.now() - typedAt > TYPING_EVERY_MS) {
          typedAt = Date.now();
          const sees = await visibleThread(app.db, viewer, frame.threadId).then(
            () => true,
            () => false,
          );
          const by = viewer.kind === 'staff' ? 'staff' : 'client';
          if (sees) await signal(app.db, { k: 'typing', t: frame.threadId, by });
        }
      };
      socket.on('message', (data) => {
        heardAt = Date.now();
        // a socket that floods is closed: each frame may cost the database a query
        if (Date.now() - frames.since > FRAME_WINDOW_MS) Object.assign(frames, { count: 0, since: Date.now() });
        frames.count += 1;
        if (frames.count > FRAMES_PER_WINDOW) return socket.close(1008, 'too many frames');
        const frame = parse(data);
        if (!frame) return send({ type: 'error', error: 'bad frame' });
        onFrame(frame).catch((error) => request.log.warn({ err: error }, 'a chat frame failed'));
      });
      socket.on('close', () => {
        clearTimeout(hello);
        clearInterval(check);
        if (chat) hub.remove(chat);
      });
    });
  },
  { name: 'realtime', dependencies: ['database', 'sessions'] },
);
