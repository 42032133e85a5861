import { errorMessage } from '@pvz/api-client/error-message';
import { useOperationIds } from '@pvz/api-client/operation-ids';
import type { ReturnRow } from '@pvz/contracts/api/returns';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useGoodsShipReturnsMutation } from '../api/ship-returns';
import { useGoodsVerifyReturnsMutation } from '../api/verify-returns';
import type { Refund } from '../components/verify-dialog';

/** The two bulk steps with their dialogs' state: what is asked, the gateway's refusal, the toast. */
export function useReturnSteps(selected: readonly ReturnRow[], onDone: () => void) {
  const [asking, setAsking] = useState<'ship' | 'verify' | null>(null);
  const [refusal, setRefusal] = useState<string>();
  const [ship, shipping] = useGoodsShipReturnsMutation();
  const [verify, verifying] = useGoodsVerifyReturnsMutation();
  const once = useOperationIds();
  const { enqueueSnackbar } = useSnackbar();
  const ids = selected.map((row) => row.id);

  const finish = (message: string) => {
    enqueueSnackbar(message, { variant: 'success' });
    setAsking(null);
    setRefusal(undefined);
    onDone();
  };
  const run = async (call: () => Promise<{ message: string }>) => {
    try {
      finish((await call()).message);
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  };

  return {
    asking,
    refusal,
    busy: shipping.isLoading || verifying.isLoading,
    ask: (step: 'ship' | 'verify') => {
      setRefusal(undefined);
      setAsking(step);
    },
    cancel: () => setAsking(null),
    confirmShip: () => run(() => once(`ship:${ids.join(',')}`, (operationId) => ship({ operationId, ids }).unwrap())),
    confirmVerify: (refunds: Refund[]) =>
      run(() => once(`verify:${JSON.stringify(refunds)}`, (operationId) => verify({ operationId, refunds }).unwrap())),
  };
}
