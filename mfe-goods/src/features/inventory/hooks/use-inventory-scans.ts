import { useSession } from '@pvz/api-client/hooks';
import type { InventoryScope } from '@pvz/contracts/api/inventory';
import { kindOfRecordType } from '@pvz/contracts/goods';
import { messages } from '@pvz/contracts/messages';
import { parseScanCode } from '@pvz/contracts/scan-codes';
import { playError, playSuccess, speak } from '@pvz/scanning/feedback';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { type InventoryScan, readScans, type ScanStorageKey, writeScans } from './inventory-scan-storage';

/** What the last scan did, for the line under the scan field. */
export type ScanResult =
  | { status: 'counted'; code: string }
  | { status: 'repeated'; code: string; message: string }
  | { status: 'refused'; code: string; message: string };

/** The item a label names, or null when the code is no item label (a box label, a client QR, noise). */
function itemKey(code: string): string | null {
  const scanned = parseScanCode(code);
  if (scanned?.type === 'item') return `${kindOfRecordType[scanned.recordType]}:${scanned.id}`;
  if (scanned?.type === 'old-item') return `old:${scanned.oldId}`;
  return null;
}

/**
 * The items scanned at a point during a count, kept in the browser's storage until the check is done
 * or the operator starts again. Each item counts once; what is not an item label is refused at once.
 */
export function useInventoryScans(scope: InventoryScope, pointId: number | null) {
  const session = useSession();
  const userId = session.status === 'staff' ? session.user.id : null;
  const storageKey = useMemo<ScanStorageKey | null>(
    () => (pointId === null ? null : { userId, scope, pointId }),
    [userId, scope, pointId],
  );
  const [scans, setScans] = useState<InventoryScan[]>(() => (storageKey ? readScans(storageKey) : []));
  const [last, setLast] = useState<ScanResult | null>(null);

  // another point, count or user: that count's own scans
  useEffect(() => {
    setScans(storageKey ? readScans(storageKey) : []);
    setLast(null);
  }, [storageKey]);

  const scan = useCallback(
    (code: string) => {
      if (!storageKey) return;
      const key = itemKey(code);
      if (key === null) {
        playError();
        setLast({ status: 'refused', code, message: messages.inventoryNotAnItem });
        return;
      }
      // read back from storage: another scan may have landed since this render
      const stored = readScans(storageKey);
      if (stored.some((item) => item.key === key)) {
        playError();
        speak(messages.inventoryAlreadyScanned);
        setLast({ status: 'repeated', code, message: messages.inventoryAlreadyScanned });
        return;
      }
      const next = [...stored, { key, code, at: Date.now() }];
      writeScans(storageKey, next);
      setScans(next);
      playSuccess();
      setLast({ status: 'counted', code });
    },
    [storageKey],
  );

  /** Forgets the scans a check has taken; a scan made while it ran stays for the next count. */
  const forget = useCallback(
    (checked: readonly InventoryScan[]) => {
      if (!storageKey) return;
      const taken = new Set(checked.map((item) => item.key));
      const rest = readScans(storageKey).filter((item) => !taken.has(item.key));
      writeScans(storageKey, rest);
      setScans(rest);
      setLast(null);
    },
    [storageKey],
  );

  const clear = useCallback(() => {
    if (storageKey) writeScans(storageKey, []);
    setScans([]);
    setLast(null);
  }, [storageKey]);

  return { scans, last, scan, forget, clear };
}
