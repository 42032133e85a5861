import { errorMessage } from '@pvz/api-client/error-message';
import { describe } from '@pvz/contracts/messages';
import { useCallback, useState } from 'react';
import { useGoodsAddParcelToBoxMutation } from '../api/add-parcel';
import { announce, type ScanOutcome } from './announce';

/**
 * Item labels scanned into a box: each scan is one operation, answered «Товар в коробке!» or why not
 * («Ошибка. Товар не этого ПВЗ!»), with its sound and the words spoken.
 */
export function useBoxParcelScan(boxId: number | null) {
  const [addParcel] = useGoodsAddParcelToBoxMutation();
  const [outcome, setOutcome] = useState<ScanOutcome | null>(null);
  const scan = useCallback(
    async (code: string) => {
      if (boxId === null) return;
      try {
        const answer = await addParcel({ operationId: crypto.randomUUID(), boxId, code }).unwrap();
        const done = { ok: true, message: answer.message, detail: describe.boxParcelCount(answer.box.parcels) };
        setOutcome(done);
        announce(done);
      } catch (error) {
        const refused = { ok: false, message: errorMessage(error) };
        setOutcome(refused);
        announce(refused);
      }
    },
    [addParcel, boxId],
  );
  return { outcome, scan, reset: () => setOutcome(null) };
}
