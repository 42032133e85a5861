import { errorMessage } from '@pvz/api-client/error-message';
import { useOperationIds } from '@pvz/api-client/operation-ids';
import type { IssueAnswer } from '@pvz/contracts/api/goods';
import type { Outcome } from '@pvz/contracts/goods';
import { describe } from '@pvz/contracts/messages';
import { playError, playSuccess, speak } from '@pvz/scanning/feedback';
import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { useGoodsIssueMutation } from '../api/issue-parcels';

/**
 * Hands parcels over with an outcome: toasts and speaks the gateway's answer, or its refusal. A retry
 * of the same parcels and outcome after a lost answer keeps its operation id, so a hand-over is not
 * made twice; after an answered refusal a retry is a new attempt.
 */
export function useHandOver(pvzId: number) {
  const [issue, state] = useGoodsIssueMutation();
  const { enqueueSnackbar } = useSnackbar();
  const once = useOperationIds();

  const handOver = useCallback(
    async (ids: readonly number[], outcome: Outcome): Promise<IssueAnswer | null> => {
      try {
        const answer = await once(`issue:${outcome}:${ids.join(',')}`, (operationId) =>
          issue({ operationId, pvzId, ids: [...ids], outcome }).unwrap(),
        );
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
    [issue, pvzId, enqueueSnackbar, once],
  );

  return { handOver, busy: state.isLoading };
}
