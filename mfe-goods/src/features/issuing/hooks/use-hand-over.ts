import { errorMessage } from '@pvz/api-client/error-message';
import type { IssueAnswer } from '@pvz/contracts/api/goods';
import type { Outcome } from '@pvz/contracts/goods';
import { describe } from '@pvz/contracts/messages';
import { playError, playSuccess, speak } from '@pvz/scanning/feedback';
import { useSnackbar } from 'notistack';
import { useCallback, useRef } from 'react';
import { useGoodsIssueMutation } from '../api/issue-parcels';

/**
 * Hands parcels over with an outcome: toasts and speaks the gateway's answer, or its refusal. A retry
 * of the same parcels and outcome after a failure keeps its operation id, so a hand-over whose answer
 * was lost on the way is not made twice.
 */
export function useHandOver(pvzId: number) {
  const [issue, state] = useGoodsIssueMutation();
  const { enqueueSnackbar } = useSnackbar();
  const attempt = useRef<{ key: string; operationId: string } | null>(null);

  const handOver = useCallback(
    async (ids: readonly number[], outcome: Outcome): Promise<IssueAnswer | null> => {
      const key = `${outcome}:${ids.join(',')}`;
      if (attempt.current?.key !== key) attempt.current = { key, operationId: crypto.randomUUID() };
      try {
        const answer = await issue({
          operationId: attempt.current.operationId,
          pvzId,
          ids: [...ids],
          outcome,
        }).unwrap();
        attempt.current = null;
        playSuccess();
        speak(answer.message);
        enqueueSnackbar(answer.message, { variant: 'success' });
        if (answer.freedCell !== null) enqueueSnackbar(describe.cellFreed(answer.freedCell), { variant: 'info' });
        return answer;
      } catch (error) {
        playError();
        enqueueSnackbar(errorMessage(error), { variant: 'error' });
        return null;
      }
    },
    [issue, pvzId, enqueueSnackbar],
  );

  return { handOver, busy: state.isLoading };
}
