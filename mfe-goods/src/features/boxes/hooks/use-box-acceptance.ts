import { errorMessage } from '@pvz/api-client/error-message';
import type { BoxParcelCell } from '@pvz/contracts/api/boxes';
import type { GoodsRow } from '@pvz/contracts/api/goods';
import { messages } from '@pvz/contracts/messages';
import { parseScanCode } from '@pvz/contracts/scan-codes';
import { useCallback, useState } from 'react';
import { useGoodsAcceptBoxMutation } from '../api/accept-box';
import { announce, type ScanOutcome } from './announce';

export interface BoxAcceptance {
  outcome: ScanOutcome;
  boxId: number | null;
  cells: BoxParcelCell[];
  rows: GoodsRow[];
}

/** «Ячейки 1, 2»: the distinct cells of a box, as they are said. */
function cellsSpoken(cells: readonly BoxParcelCell[]): string {
  const numbers = [...new Set(cells.flatMap((parcel) => (parcel.cell === null ? [] : [parcel.cell])))];
  if (numbers.length === 0) return '';
  return numbers.length === 1 ? `Ячейка ${numbers[0]}` : `Ячейки ${numbers.join(', ')}`;
}

function cellsOfRefusal(error: unknown): BoxParcelCell[] {
  const cells = (error as { data?: { cells?: unknown } } | null)?.data?.cells;
  return Array.isArray(cells) ? (cells as BoxParcelCell[]) : [];
}

/**
 * Box labels scanned at a point: the whole box is accepted and every parcel answered with its cell,
 * the cells spoken; a refusal (another point's box, accepted earlier) buzzes and says why.
 */
export function useBoxAcceptance() {
  const [acceptBox, { isLoading }] = useGoodsAcceptBoxMutation();
  const [last, setLast] = useState<BoxAcceptance | null>(null);
  const scan = useCallback(
    async (pvzId: number, code: string) => {
      const scanned = parseScanCode(code);
      if (scanned?.type !== 'box') {
        const refused = { ok: false, message: messages.boxCodeExpected };
        setLast({ outcome: refused, boxId: null, cells: [], rows: [] });
        announce(refused);
        return;
      }
      try {
        const answer = await acceptBox({ operationId: crypto.randomUUID(), pvzId, code }).unwrap();
        const done = { ok: true, message: answer.message, detail: answer.warning ?? undefined };
        setLast({ outcome: done, boxId: answer.box.id, cells: answer.cells, rows: answer.rows });
        announce(done, [answer.message, answer.warning, cellsSpoken(answer.cells)].filter(Boolean).join('. '));
      } catch (error) {
        const cells = cellsOfRefusal(error);
        const refused = { ok: false, message: errorMessage(error) };
        setLast({ outcome: refused, boxId: scanned.id, cells, rows: [] });
        announce(refused, [refused.message, cellsSpoken(cells)].filter(Boolean).join('. '));
      }
    },
    [acceptBox],
  );
  return { last, scan, busy: isLoading };
}
