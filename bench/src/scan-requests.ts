import { randomUUID } from 'node:crypto';
import type autocannon from 'autocannon';
import { browserEncodings } from './bench-config.ts';
import type { PacedRequest } from './paced-load.ts';
import type { PoolParcel } from './scan-pool.ts';

/** The next pool parcel for each request, shared by every scan run. */
export interface ScanCursor {
  next: number;
  /** set when the pool ran out and a parcel had to be sent again (its answer is a 409) */
  exhausted: boolean;
}

const scanPath = '/api/goods/accept-scan';

/** The body the acceptance page sends: a new operation id and the next parcel, scanned at its own point. */
function nextScanBody(pool: readonly PoolParcel[], cursor: ScanCursor): string {
  if (cursor.next >= pool.length) cursor.exhausted = true;
  const parcel = pool[Math.min(cursor.next, pool.length - 1)] as PoolParcel;
  cursor.next++;
  return JSON.stringify({ operationId: randomUUID(), pvzId: parcel.pointId, code: `1/${parcel.goodsId}` });
}

const scanHeaders = (cookie: string) => ({ ...browserEncodings, 'content-type': 'application/json', cookie });

/** POST /api/goods/accept-scan for autocannon, a new parcel per request. */
export function scanRequests(pool: readonly PoolParcel[], cursor: ScanCursor, cookie: string): autocannon.Request[] {
  return [
    {
      method: 'POST',
      path: scanPath,
      headers: scanHeaders(cookie),
      setupRequest: (request) => ({ ...request, body: nextScanBody(pool, cursor) }),
    },
  ];
}

/** The same scans for the paced generator. */
export function pacedScans(pool: readonly PoolParcel[], cursor: ScanCursor, cookie: string): () => PacedRequest {
  return () => ({ method: 'POST', path: scanPath, headers: scanHeaders(cookie), body: nextScanBody(pool, cursor) });
}
