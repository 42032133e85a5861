import { normalizeScan } from '@pvz/contracts/scan-codes';
import { playError } from '@pvz/scanning/feedback';
import {
  createScanHandlerRegistry,
  type ScanHandler,
  type ScanHandlerRegistry,
  type ScanHandlerSlot,
} from '@pvz/scanning/scan-handler-registry';
import { listenForWedgeScans, type WedgeTiming } from '@pvz/scanning/wedge-listener';
import { createContext, type DependencyList, type ReactNode, useContext, useEffect, useState } from 'react';

interface ScanService {
  register: ScanHandlerRegistry['register'];
  dispatch(code: string): boolean;
}

const ScanContext = createContext<ScanService | null>(null);

function createScanService(): ScanService {
  const registry = createScanHandlerRegistry();
  return {
    register: registry.register,
    dispatch(raw) {
      const code = normalizeScan(raw);
      if (code === '') return false;
      const taken = registry.offer(code);
      if (!taken) playError();
      return taken;
    },
  };
}

export interface ScanProviderProps extends WedgeTiming {
  children: ReactNode;
}

/**
 * The app's one scanning service: listens for the keyboard-wedge scanner and hands each code to the
 * handlers on screen; a code nobody takes buzzes. A provider inside another (a remote's page inside the
 * shell) uses the outer one, so a scan is never handled twice.
 */
export function ScanProvider({ children, maxKeyGapMs, duplicateWindowMs, minLength }: ScanProviderProps) {
  const outer = useContext(ScanContext);
  const [own] = useState(createScanService);
  const service = outer ?? own;
  useEffect(() => {
    if (outer) return;
    return listenForWedgeScans({ onScan: own.dispatch, maxKeyGapMs, duplicateWindowMs, minLength });
  }, [outer, own, maxKeyGapMs, duplicateWindowMs, minLength]);
  return <ScanContext value={service}>{children}</ScanContext>;
}

function useScanService(hook: string): ScanService {
  const service = useContext(ScanContext);
  if (!service) throw new Error(`${hook} needs a ScanProvider above it`);
  return service;
}

/**
 * Registers what a scan means while the component is mounted. The newest handler sees each code first
 * and returns true when it took it. `deps` lists what the handler reads, as for useCallback.
 */
export function useScanHandler(handler: ScanHandler, deps: DependencyList): void {
  const { register } = useScanService('useScanHandler');
  // one slot for the component's lifetime: a new handler must not move it above later dialogs
  const [slot] = useState<ScanHandlerSlot>(() => ({ handle: handler }));
  useEffect(
    () => {
      slot.handle = handler;
    },
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller lists the handler's dependencies
    deps,
  );
  useEffect(() => register(slot), [register, slot]);
}

/** Feeds a code read some other way (camera, typed by hand) into the same handlers as the scanner's. */
export function useDispatchScan(): (code: string) => boolean {
  return useScanService('useDispatchScan').dispatch;
}
