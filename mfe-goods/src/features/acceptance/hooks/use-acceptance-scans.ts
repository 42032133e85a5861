import { errorMessage } from '@pvz/api-client/error-message';
import type { AcceptScanAnswer } from '@pvz/contracts/api/goods';
import { describe, messages } from '@pvz/contracts/messages';
import { parseBareId, parseScanCode } from '@pvz/contracts/scan-codes';
import { playError, playSuccess, speak } from '@pvz/scanning/feedback';
import { isRetryableFailure } from '@pvz/scanning/retryable-failure';
import { createScanQueue } from '@pvz/scanning/scan-queue';
import { useScanQueue } from '@pvz/scanning/use-scan-queue';
import { useCallback, useRef, useState } from 'react';
import { useGoodsAcceptScanMutation } from '../api/accept-scan';

/** A scan as the offline queue keeps it: what the gateway gets, and which line of the list it is. */
export interface AcceptPayload {
  pvzId: number;
  code: string;
  scanId: string;
  scannedAt: number;
}

/** What staff check on the parcel just put into its cell: whose, what, and how full the cell is now. */
export interface AcceptedParcel {
  id: number;
  /** the client's name and the last 4 digits of the phone, as far as the user may see them */
  client: string;
  product: string;
  /** parcels in the cell now, this one included */
  cellCount: number;
}

function acceptedParcelOf(answer: AcceptScanAnswer): AcceptedParcel {
  const { row } = answer;
  const lastDigits = row.fromName ? `…${row.fromName.slice(-4)}` : '';
  return {
    id: row.id,
    client: [row.name, lastDigits].filter(Boolean).join(' '),
    product: row.productName ?? '',
    cellCount: answer.cellCount,
  };
}

/** Where a scan of this session stands. */
export type AcceptResult =
  | { status: 'sending' }
  | { status: 'accepted'; cell: number; message: string; parcel: AcceptedParcel }
  /** the gateway said no; «принят ранее» still names the cell */
  | { status: 'refused'; message: string; cell: number | null }
  /** no connection: stored, sent when the connection is back */
  | { status: 'queued' };

export interface AcceptLine {
  scanId: string;
  at: Date;
  code: string;
  result: AcceptResult;
  /** the answer came once the connection was back */
  late: boolean;
}

function refusalOf(error: unknown): AcceptResult {
  const data = (error as { data?: { cell?: unknown } } | null)?.data;
  const cell = typeof data?.cell === 'number' ? data.cell : null;
  return { status: 'refused', message: errorMessage(error), cell };
}

/** The sound (and the cell, spoken) of an answer staff wait for; a late answer is only shown. */
function announce(result: AcceptResult): void {
  if (result.status === 'accepted') {
    playSuccess();
    speak(describe.cellSpoken(result.cell));
  } else if (result.status === 'refused') {
    playError();
    if (result.cell !== null) speak(describe.cellSpoken(result.cell));
  }
}

/**
 * The acceptance scans of this session. Each scan goes through the offline queue and is sent at once,
 * never waiting for the answer to the one before. Its line shows the answer the moment it arrives
 * (straight from the call, before the queue's own bookkeeping), or that it waits for the connection,
 * and then the answer it got later; scans kept from before a reload get their lines back with their
 * answers. `current` is the newest scan answered at once: the big cell staff put the parcel into.
 */
export function useAcceptanceScans() {
  const [acceptScan] = useGoodsAcceptScanMutation();
  const [lines, setLines] = useState<AcceptLine[]>([]);
  const [currentId, setCurrentId] = useState<string | null>(null);
  // the scans whose first attempt is under way: an answer to any other scan is a late one
  const firstAttempts = useRef(new Set<string>());
  // answers may come out of order: an older scan's answer must not hide a newer scan's cell
  const order = useRef(new Map<string, number>());

  const report = useCallback((payload: AcceptPayload, result: AcceptResult) => {
    const { scanId } = payload;
    const late = !firstAttempts.current.has(scanId);
    if (!late) announce(result);
    setLines((all) =>
      all.some((line) => line.scanId === scanId)
        ? all.map((line) => (line.scanId === scanId ? { ...line, result, late } : line))
        : [{ scanId, at: new Date(payload.scannedAt), code: payload.code, result, late }, ...all],
    );
    if (!late)
      setCurrentId((shown) =>
        shown === null || (order.current.get(shown) ?? 0) <= (order.current.get(scanId) ?? 0) ? scanId : shown,
      );
  }, []);

  const [queue] = useState(() =>
    createScanQueue<AcceptPayload, AcceptScanAnswer>({
      name: 'goods-acceptance',
      submit: async (payload, operationId) => {
        const { pvzId, code } = payload;
        try {
          const answer = await acceptScan({ operationId, pvzId, code }).unwrap();
          report(payload, {
            status: 'accepted',
            cell: answer.cell,
            message: answer.message,
            parcel: acceptedParcelOf(answer),
          });
          return answer;
        } catch (error) {
          if (!isRetryableFailure(error)) report(payload, refusalOf(error));
          throw error;
        }
      },
    }),
  );
  const { enqueue, pending } = useScanQueue(queue);

  const scan = useCallback(
    (pvzId: number, code: string) => {
      const payload: AcceptPayload = { pvzId, code, scanId: crypto.randomUUID(), scannedAt: Date.now() };
      order.current.set(payload.scanId, order.current.size + 1);
      firstAttempts.current.add(payload.scanId);
      const line: AcceptLine = {
        scanId: payload.scanId,
        at: new Date(),
        code,
        result: { status: 'sending' },
        late: false,
      };
      setLines((all) => [line, ...all]);
      const known = parseScanCode(code);
      // not a parcel's label (nor its bare id): refused here, without a round trip or a place in the queue
      if (known?.type !== 'item' && known?.type !== 'old-item' && parseBareId(code) === null) {
        report(payload, { status: 'refused', message: messages.codeUnknown, cell: null });
        firstAttempts.current.delete(payload.scanId);
        return;
      }
      enqueue(payload)
        .then(
          ({ outcome }) => outcome.status === 'queued' && report(payload, { status: 'queued' }),
          // IndexedDB itself failed (a full disk, a browser that forbids it): the scan is not kept
          (error: unknown) => report(payload, refusalOf(error)),
        )
        .finally(() => firstAttempts.current.delete(payload.scanId));
    },
    [enqueue, report],
  );

  const current = lines.find((line) => line.scanId === currentId) ?? null;
  const accepted = lines.filter((line) => line.result.status === 'accepted').length;
  return { lines, current, accepted, pending, scan };
}
