import type { Kysely } from 'kysely';
import pg from 'pg';
import type { EmbeddedPGlite } from './pglite-dialect.js';
import type { Database } from './schema.js';

/**
 * LISTEN on a PostgreSQL channel (issue 19's realtime fan-out): every gateway instance hears what any
 * instance NOTIFYs. On the server it is one dedicated connection per instance, opened again after it
 * drops (`onReconnect` then says that notifications may have been missed); on the embedded database it
 * is PGlite's own listener. Kysely has no LISTEN of its own, so each database says how it listens.
 */
export interface Listening {
  stop(): Promise<void>;
}
export type Listen = (
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect: () => void,
) => Promise<Listening>;

const listeners = new WeakMap<Kysely<Database>, Listen>();

export function setListen(db: Kysely<Database>, listen: Listen): void {
  listeners.set(db, listen);
}

export function listenOf(db: Kysely<Database>): Listen {
  const listen = listeners.get(db);
  if (!listen) throw new Error('this database cannot LISTEN');
  return listen;
}

export function pgliteListen(pglite: EmbeddedPGlite): Listen {
  return async (channel, onPayload) => {
    const unsubscribe = await pglite.listen(channel, onPayload);
    return { stop: () => unsubscribe() };
  };
}

const RETRY_MS = 1_000;

export function serverListen(url: string): Listen {
  return async (channel, onPayload, onReconnect) => {
    let client: pg.Client | null = null;
    let stopped = false;
    let retry: NodeJS.Timeout | undefined;
    const connect = async (again: boolean) => {
      const next = new pg.Client({ connectionString: url, keepAlive: true });
      next.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
      });
      next.on('error', () => reconnect());
      next.on('end', () => reconnect());
      client = next;
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      if (again) onReconnect();
    };
    const reconnect = () => {
      if (stopped || retry) return;
      const old = client;
      client = null;
      // the dead connection may still say `error`: heard and ignored, never an uncaught event
      old?.removeAllListeners();
      old?.on('error', () => {});
      old?.end().catch(() => {});
      retry = setTimeout(() => {
        retry = undefined;
        connect(true).catch(() => reconnect());
      }, RETRY_MS);
    };
    await connect(false);
    return {
      async stop() {
        stopped = true;
        clearTimeout(retry);
        const open = client;
        client = null;
        open?.removeAllListeners();
        await open?.end().catch(() => {});
      },
    };
  };
}
