import { connectRealtime, type RealtimeStatus } from '@pvz/api-client/realtime';
import { REALTIME_SESSION_ENDED, type RealtimeEvent } from '@pvz/contracts/api/chat';

/** The browser's WebSocket as far as the connection uses it: opened, answered and dropped by the test. */
class FakeSocket {
  static readonly OPEN = 1;
  static made: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  open() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  hear(event: RealtimeEvent) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
}

const message = (id: number): RealtimeEvent => ({
  type: 'message',
  message: {
    id,
    threadId: 1,
    author: 'staff',
    authorName: 'admin',
    body: `№${id}`,
    internal: false,
    files: [],
    createdAt: '',
  },
});

beforeEach(() => {
  jest.useFakeTimers();
  FakeSocket.made = [];
});
afterEach(() => jest.useRealTimers());

describe('the realtime connection', () => {
  it('resumes after the last message it saw, reconnecting after 1, 2, 5 and then 10 s', () => {
    const events: RealtimeEvent[] = [];
    const statuses: RealtimeStatus[] = [];
    const connection = connectRealtime('/api/client-chat/live', {
      onEvent: (event) => events.push(event),
      onStatus: (status) => statuses.push(status),
      WebSocketClass: FakeSocket as unknown as typeof WebSocket,
    });
    const first = FakeSocket.made[0] as FakeSocket;
    expect(first.url).toBe('ws://localhost/api/client-chat/live');
    first.open();
    expect(first.sent).toEqual([{ type: 'resume', after: 0 }]);
    first.hear({ type: 'resumed', last: 4 });
    first.hear(message(7));
    first.hear(message(5));
    expect(events).toHaveLength(3);

    first.close();
    for (const [wait, count] of [
      [1_000, 2],
      [2_000, 3],
      [5_000, 4],
      [10_000, 5],
      [10_000, 6],
    ] as const) {
      jest.advanceTimersByTime(wait - 1);
      expect(FakeSocket.made).toHaveLength(count - 1);
      jest.advanceTimersByTime(1);
      expect(FakeSocket.made).toHaveLength(count);
      (FakeSocket.made.at(-1) as FakeSocket).close();
    }
    jest.advanceTimersByTime(10_000);
    const latest = FakeSocket.made.at(-1) as FakeSocket;
    latest.open();
    expect(latest.sent).toEqual([{ type: 'resume', after: 7 }]);
    expect(statuses.at(-1)).toBe('online');
    connection.close();
  });

  it('pings every 30 s and takes a line that does not answer within 10 s for dead', () => {
    const connection = connectRealtime('/api/tickets/live', {
      onEvent: () => {},
      WebSocketClass: FakeSocket as unknown as typeof WebSocket,
    });
    const socket = FakeSocket.made[0] as FakeSocket;
    socket.open();
    jest.advanceTimersByTime(30_000);
    expect(socket.sent.at(-1)).toEqual({ type: 'ping' });
    socket.hear({ type: 'pong' });
    jest.advanceTimersByTime(10_000);
    expect(socket.readyState).toBe(FakeSocket.OPEN);
    jest.advanceTimersByTime(20_000);
    jest.advanceTimersByTime(10_000);
    expect(socket.readyState).toBe(3);
    jest.advanceTimersByTime(1_000);
    expect(FakeSocket.made).toHaveLength(2);
    connection.close();
  });

  it('says hello first for a guest, and stops for good when closed', () => {
    const connection = connectRealtime('/api/public/chat/live', {
      onEvent: () => {},
      hello: { type: 'hello', threadId: 3, token: 't' },
      WebSocketClass: FakeSocket as unknown as typeof WebSocket,
    });
    const socket = FakeSocket.made[0] as FakeSocket;
    socket.open();
    expect(socket.sent).toEqual([{ type: 'hello', threadId: 3, token: 't', after: 0 }]);
    connection.close();
    jest.advanceTimersByTime(60_000);
    expect(FakeSocket.made).toHaveLength(1);
  });

  it('does not come back when the gateway says the session ended', () => {
    const statuses: RealtimeStatus[] = [];
    connectRealtime('/api/tickets/live', {
      onEvent: () => {},
      onStatus: (status) => statuses.push(status),
      WebSocketClass: FakeSocket as unknown as typeof WebSocket,
    });
    const socket = FakeSocket.made[0] as FakeSocket;
    socket.open();
    socket.close(REALTIME_SESSION_ENDED);
    jest.advanceTimersByTime(60_000);
    expect(FakeSocket.made).toHaveLength(1);
    expect(statuses.at(-1)).toBe('offline');
  });
});
