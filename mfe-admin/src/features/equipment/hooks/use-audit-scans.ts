import type { EquipmentRegister } from '@pvz/contracts/equipment';
import { parseScanCode } from '@pvz/contracts/scan-codes';
import { useCallback, useEffect, useRef, useState } from 'react';

export type AuditScanOutcome = { ok: true; id: number; repeated: boolean } | { ok: false };

const storageKey = (register: EquipmentRegister, pointId: number | null) =>
  `pvz.equipment-audit.${register}.${pointId ?? 'none'}`;

function stored(key: string): number[] {
  try {
    const value: unknown = JSON.parse(globalThis.localStorage?.getItem(key) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id) && id > 0) : [];
  } catch {
    return [];
  }
}

/**
 * The labels scanned during an audit at a point, each item once, kept in the browser until the count
 * is checked or started again (a reload or a lost tab loses nothing). Any register's label counts: the
 * gateway tells an item of the other register apart.
 */
export function useAuditScans(register: EquipmentRegister, pointId: number | null) {
  const key = storageKey(register, pointId);
  const [ids, setIds] = useState<number[]>(() => stored(key));
  // what the next scan is checked against, before the state of the last one is rendered
  const current = useRef(ids);
  const keep = useCallback(
    (next: number[]) => {
      current.current = next;
      setIds(next);
      globalThis.localStorage?.setItem(key, JSON.stringify(next));
    },
    [key],
  );
  useEffect(() => {
    const saved = stored(key);
    current.current = saved;
    setIds(saved);
  }, [key]);

  const scan = useCallback(
    (code: string): AuditScanOutcome => {
      const scanned = parseScanCode(code);
      if (scanned?.type !== 'equipment') return { ok: false };
      const repeated = current.current.includes(scanned.id);
      if (!repeated) keep([...current.current, scanned.id]);
      return { ok: true, id: scanned.id, repeated };
    },
    [keep],
  );
  const clear = useCallback(() => keep([]), [keep]);
  return { ids, scan, clear };
}
