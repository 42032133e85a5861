import type { RealtimeEvent, RealtimeRequest } from '@pvz/contracts/api/chat';
import type { FastifyInstance } from 'fastify';
import type { Client } from '../../helpers/test-app.js';

/** A chat socket of a test caller through Fastify's WebSocket injection, with what it heard. */
export async function liveSocket(
  app: FastifyInstance,
  url: string,
  caller: Client | null,
  headers: Record<string, string> = {},
) {
  const ws = await app.injectWS(url, { headers: { ...(caller && { cookie: caller.jar.header() }), ...headers } });
  const events: RealtimeEvent[] = [];
  ws.on('message', (data) => events.push(JSON.parse(String(data)) as RealtimeEvent));
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  return {
    ws,
    events,
    closed,
    send: (frame: RealtimeRequest) => ws.send(JSON.stringify(frame)),
    /** waits until an event like this one was heard (5 s at most) and gives it */
    async heard<T extends RealtimeEvent>(predicate: (event: RealtimeEvent) => event is T, ms = 5_000): Promise<T> {
      const started = Date.now();
      for (;;) {
        const found = events.find(predicate);
        if (found) return found;
        if (Date.now() - started > ms) throw new Error(`not heard within ${ms} ms: ${JSON.stringify(events)}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    /** the bodies of the messages heard, in order */
    bodies: () => events.flatMap((event) => (event.type === 'message' ? [event.message.body] : [])),
  };
}

export const messageSaying =
  (body: string) =>
  (event: RealtimeEvent): event is Extract<RealtimeEvent, { type: 'message' }> =>
    event.type === 'message' && event.message.body === body;

export const eventOf =
  <K extends RealtimeEvent['type']>(type: K) =>
  (event: RealtimeEvent): event is Extract<RealtimeEvent, { type: K }> =>
    event.type === type;
