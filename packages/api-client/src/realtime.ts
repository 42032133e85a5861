import {
  REALTIME_HEARTBEAT_MS,
  REALTIME_RECONNECT_MS,
  REALTIME_SESSION_ENDED,
  REALTIME_TIMEOUT_MS,
  type RealtimeEvent,
  type RealtimeRequest,
} from '@pvz/contracts/api/chat';

export type RealtimeStatus = 'connecting' | 'online' | 'offline';

export interface RealtimeOptions {
  onEvent(event: RealtimeEvent): void;
  onStatus?(status: RealtimeStatus): void;
  /** a guest's socket names its thread first (and says there what it saw last) */
  hello?: Omit<Extract<RealtimeRequest, { type: 'hello' }>, 'after'>;
  /** for tests: the WebSocket class */
  WebSocketClass?: typeof WebSocket;
}

export interface RealtimeConnection {
  send(request: RealtimeRequest): void;
  close(): void;
}

/** `/api/...` as a WebSocket address on the page's own host. */
const socketUrl = (path: string) =>
  `${globalThis.location?.protocol === 'https:' ? 'wss' : 'ws'}://${globalThis.location?.host ?? 'localhost'}${path}`;

/**
 * A live connection to one of the gateway's sockets that survives a dropped network or a gateway
 * restart: it pings every 30 s and takes a missing answer within 10 s for a dead line; it reconnects
 * after 1, 2, 5, then every 10 s; each time it opens it asks for everything after the last message id
 * it saw, so nothing is lost. (Written by hand: the browser's WebSocket has no reconnection and the
 * libraries that add one know nothing of our resume.)
 */
export function connectRealtime(path: string, options: RealtimeOptions): RealtimeConnection {
  const Socket = options.WebSocketClass ?? WebSocket;
  let socket: WebSocket | null = null;
  let attempt = 0;
  let last = 0;
  let closed = false;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let deadline: ReturnType<typeof setTimeout> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const stopTimers = () => {
    clearInterval(heartbeat);
    clearTimeout(deadline);
  };
  const send = (request: RealtimeRequest) => {
    if (socket?.readyState === Socket.OPEN) socket.send(JSON.stringify(request));
  };
  const reconnect = () => {
    stopTimers();
    socket = null;
    if (closed) return;
    options.onStatus?.('offline');
    const delay = REALTIME_RECONNECT_MS[Math.min(attempt, REALTIME_RECONNECT_MS.length - 1)];
    attempt += 1;
    retry = setTimeout(open, delay);
  };
  const open = () => {
    options.onStatus?.('connecting');
    const current = new Socket(socketUrl(path));
    socket = current;
    current.onopen = () => {
      attempt = 0;
      if (options.hello) send({ ...options.hello, after: last });
      else send({ type: 'resume', after: last });
      options.onStatus?.('online');
      heartbeat = setInterval(() => {
        send({ type: 'ping' });
        clearTimeout(deadline);
        deadline = setTimeout(() => current.close(), REALTIME_TIMEOUT_MS);
      }, REALTIME_HEARTBEAT_MS);
    };
    current.onmessage = (message: MessageEvent) => {
      let event: RealtimeEvent;
      try {
        event = JSON.parse(String(message.data)) as RealtimeEvent;
      } catch {
        return;
      }
      if (event.type === 'pong') return clearTimeout(deadline);
      if (event.type === 'message') last = Math.max(last, event.message.id);
      if (event.type === 'resumed') last = Math.max(last, event.last);
      options.onEvent(event);
    };
    current.onclose = (event: CloseEvent) => {
      if (socket !== current) return;
      // signed out (here or elsewhere): coming back would be refused; the page's next call signs the user out
      if (event.code === REALTIME_SESSION_ENDED) {
        closed = true;
        stopTimers();
        options.onStatus?.('offline');
        return;
      }
      reconnect();
    };
  };
  open();
  return {
    send,
    close() {
      closed = true;
      clearTimeout(retry);
      stopTimers();
      socket?.close();
      socket = null;
    },
  };
}
