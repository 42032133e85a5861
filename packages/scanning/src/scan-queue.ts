import { isRetryableFailure } from '@pvz/scanning/retryable-failure';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/** A scan waiting for the server; the operation id makes its replay harmless. */
export interface QueuedScan<TPayload> {
  operationId: string;
  payload: TPayload;
  createdAt: number;
}

export type ScanOutcome<TAnswer> =
  | { status: 'done'; answer: TAnswer }
  /** the server refused the operation itself (a 4xx); it is not kept */
  | { status: 'refused'; error: unknown }
  /** no answer yet (offline, server down); kept and sent again later */
  | { status: 'queued' };

export interface ScanQueueResult<TPayload, TAnswer> {
  entry: QueuedScan<TPayload>;
  outcome: ScanOutcome<TAnswer>;
}

export interface ScanQueueOptions<TPayload, TAnswer> {
  /** which queue; one IndexedDB database each */
  name: string;
  submit(payload: TPayload, operationId: string): Promise<TAnswer>;
  /** whether a failed submit may succeed later; by default a network failure, a timeout or a 5xx */
  isRetryable?(error: unknown): boolean;
  syncIntervalMs?: number;
}

export interface ScanQueue<TPayload, TAnswer> {
  /** Stores the scan, then submits it at once, without waiting for the scans before it. */
  enqueue(payload: TPayload): Promise<ScanQueueResult<TPayload, TAnswer>>;
  /** Sends the stored scans, oldest first, until one still gets no answer. */
  sync(): Promise<void>;
  /** Syncs now, when the browser comes online and periodically; returns the function that stops it. */
  start(): () => void;
  pendingCount(): number;
  subscribePending(listener: () => void): () => void;
  /** Late answers: the outcome of each scan that `sync` sent. */
  subscribeSynced(listener: (result: ScanQueueResult<TPayload, TAnswer>) => void): () => void;
}

interface QueueSchema<TPayload> extends DBSchema {
  entries: { key: string; value: QueuedScan<TPayload>; indexes: { 'by-created': number } };
}

/**
 * The offline queue of one kind of scan: every scan is stored in IndexedDB first, so neither a lost
 * connection nor a reload loses it, and leaves the queue when the server has answered it.
 */
export function createScanQueue<TPayload, TAnswer>({
  name,
  submit,
  isRetryable = isRetryableFailure,
  syncIntervalMs = 15_000,
}: ScanQueueOptions<TPayload, TAnswer>): ScanQueue<TPayload, TAnswer> {
  const databaseName = `pvz-scan-queue-${name}`;
  let database: Promise<IDBPDatabase<QueueSchema<TPayload>>> | undefined;
  const db = () => {
    database ??= openDB<QueueSchema<TPayload>>(databaseName, 1, {
      upgrade(created) {
        created.createObjectStore('entries', { keyPath: 'operationId' }).createIndex('by-created', 'createdAt');
      },
    });
    return database;
  };

  // entries being submitted by this tab right now, which a sync must not send a second time
  const inFlight = new Set<string>();
  let pending = 0;
  const pendingListeners = new Set<() => void>();
  const syncedListeners = new Set<(result: ScanQueueResult<TPayload, TAnswer>) => void>();

  const recount = async () => {
    const count = await (await db()).count('entries');
    if (count === pending) return;
    pending = count;
    for (const listener of pendingListeners) listener();
  };

  /**
   * Submits an entry the caller marked in flight, and drops it once the server has answered and the
   * entry is stored (`stored`: the store of a new entry, still running while the request is out).
   */
  const attempt = async (entry: QueuedScan<TPayload>, stored?: Promise<unknown>): Promise<ScanOutcome<TAnswer>> => {
    let outcome: ScanOutcome<TAnswer>;
    try {
      outcome = { status: 'done', answer: await submit(entry.payload, entry.operationId) };
    } catch (error) {
      await stored;
      if (isRetryable(error)) {
        await recount();
        return { status: 'queued' };
      }
      outcome = { status: 'refused', error };
    }
    await stored;
    await (await db()).delete('entries', entry.operationId);
    await recount();
    return outcome;
  };

  const inFlightWhile = async <T>(operationId: string, work: () => Promise<T>): Promise<T> => {
    inFlight.add(operationId);
    try {
      return await work();
    } finally {
      inFlight.delete(operationId);
    }
  };

  const drain = async () => {
    const entries = await (await db()).getAllFromIndex('entries', 'by-created');
    for (const entry of entries) {
      // submitted by this tab right now, or already synced by another one
      if (inFlight.has(entry.operationId) || !(await (await db()).getKey('entries', entry.operationId))) continue;
      const outcome = await inFlightWhile(entry.operationId, () => attempt(entry));
      // still no connection: the rest waits, in order, for the next sync
      if (outcome.status === 'queued') break;
      for (const listener of syncedListeners) listener({ entry, outcome });
    }
    await recount();
  };

  // two tabs replaying the same entries at once would only waste requests; the other tab's sync covers them
  const drainUnlessAnotherTabIs = async () => {
    if (!navigator.locks) return drain();
    await navigator.locks.request(databaseName, { ifAvailable: true }, async (lock) => {
      if (lock) await drain();
    });
  };

  let running: Promise<void> | undefined;
  const sync = () => {
    running ??= drainUnlessAnotherTabIs().finally(() => {
      running = undefined;
    });
    return running;
  };
  const syncInBackground = () => {
    sync().catch((error: unknown) => console.error('The scan queue could not sync', error));
  };

  // two scans within one millisecond still sync in the order they were made
  let lastCreatedAt = 0;
  const creationTime = () => {
    lastCreatedAt = Math.max(Date.now(), lastCreatedAt + 1);
    return lastCreatedAt;
  };

  let starts = 0;
  let stopTriggers: (() => void) | undefined;

  return {
    async enqueue(payload) {
      const entry: QueuedScan<TPayload> = { operationId: crypto.randomUUID(), payload, createdAt: creationTime() };
      // marked before it is stored, so a sync running meanwhile leaves it to this call
      return inFlightWhile(entry.operationId, async () => {
        // The request leaves while the entry is being stored: a counter scan must not wait for the
        // disk. A replay of a request that did arrive is harmless (same operation id, first answer).
        const stored = db().then((database) => database.add('entries', entry));
        return { entry, outcome: await attempt(entry, stored) };
      });
    },
    sync,
    start() {
      starts += 1;
      if (starts === 1) {
        window.addEventListener('online', syncInBackground);
        const timer = setInterval(syncInBackground, syncIntervalMs);
        stopTriggers = () => {
          window.removeEventListener('online', syncInBackground);
          clearInterval(timer);
        };
        syncInBackground();
      }
      let stopped = false;
      return () => {
        if (stopped) return;
        stopped = true;
        starts -= 1;
        if (starts === 0) stopTriggers?.();
      };
    },
    pendingCount: () => pending,
    subscribePending(listener) {
      pendingListeners.add(listener);
      return () => pendingListeners.delete(listener);
    },
    subscribeSynced(listener) {
      syncedListeners.add(listener);
      return () => syncedListeners.delete(listener);
    },
  };
}
