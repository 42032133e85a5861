import type { ScanQueue, ScanQueueResult } from '@pvz/scanning/scan-queue';
import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';

/**
 * A page's view of its scan queue: keeps the queue syncing while the page is open, counts what
 * still waits for the server and hands over the late answers of scans synced after the fact.
 */
export function useScanQueue<TPayload, TAnswer>(
  queue: ScanQueue<TPayload, TAnswer>,
  onSynced?: (result: ScanQueueResult<TPayload, TAnswer>) => void,
) {
  const pending = useSyncExternalStore(queue.subscribePending, queue.pendingCount);
  const reportSynced = useEffectEvent((result: ScanQueueResult<TPayload, TAnswer>) => onSynced?.(result));
  useEffect(() => queue.start(), [queue]);
  useEffect(() => queue.subscribeSynced((result) => reportSynced(result)), [queue]);
  return { enqueue: queue.enqueue, sync: queue.sync, pending };
}
