import { errorMessage } from '@pvz/api-client/error-message';
import { playError, playSuccess, speak } from '@pvz/scanning/feedback';
import { useCallback, useState } from 'react';
import { useGoodsPackReturnMutation } from '../api/pack-return';

/** The last scan into the box and what the gateway said. */
export interface PackLine {
  code: string;
  ok: boolean;
  message: string;
}

/**
 * Scans into a return box: each label is sent with its own operation id (a replay packs once), the
 * answer is heard (the success or the error sound, the message spoken) and shown.
 */
export function useReturnBoxScans(boxId: number | null) {
  const [pack] = useGoodsPackReturnMutation();
  const [last, setLast] = useState<PackLine | null>(null);

  const scan = useCallback(
    async (code: string) => {
      if (boxId === null) return;
      try {
        const answer = await pack({ operationId: crypto.randomUUID(), boxId, code }).unwrap();
        playSuccess();
        setLast({ code, ok: true, message: answer.message });
      } catch (error) {
        const message = errorMessage(error);
        playError();
        speak(message);
        setLast({ code, ok: false, message });
      }
    },
    [boxId, pack],
  );

  return { scan, last };
}
