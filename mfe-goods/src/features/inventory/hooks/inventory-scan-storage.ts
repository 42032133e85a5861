import type { InventoryScope } from '@pvz/contracts/api/inventory';

/** One item scanned during a count. */
export interface InventoryScan {
  /** the item's identity, so that one item is counted once whatever form its label was read in */
  key: string;
  code: string;
  /** ms since the epoch */
  at: number;
}

export interface ScanStorageKey {
  userId: number | null;
  scope: InventoryScope;
  pointId: number;
}

/**
 * A count in progress lives in the browser's storage, per user, count and point, so that a reload or
 * a crashed tab does not lose an hour of scanning. localStorage rather than IndexedDB: it is read
 * synchronously on mount, and a few thousand short codes fit easily.
 */
const storageName = ({ userId, scope, pointId }: ScanStorageKey) =>
  `pvz-inventory:${userId ?? 'anonymous'}:${scope}:${pointId}`;

function isScan(value: unknown): value is InventoryScan {
  const scan = value as InventoryScan | null;
  return (
    typeof scan === 'object' &&
    scan !== null &&
    typeof scan.key === 'string' &&
    typeof scan.code === 'string' &&
    typeof scan.at === 'number'
  );
}

export function readScans(key: ScanStorageKey): InventoryScan[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageName(key)) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isScan) : [];
  } catch {
    return [];
  }
}

export function writeScans(key: ScanStorageKey, scans: readonly InventoryScan[]): void {
  if (scans.length === 0) localStorage.removeItem(storageName(key));
  else localStorage.setItem(storageName(key), JSON.stringify(scans));
}
