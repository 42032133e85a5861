import { errorMessage } from '@pvz/api-client/error-message';
import { useOperationIds } from '@pvz/api-client/operation-ids';
import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';

/**
 * A dialog's action, sent at most once however often it is pressed (`useOperationIds`): answered, its
 * message is a toast and `onDone` runs; refused, the gateway's words stay for the dialog to show.
 */
export function useDialogAction(onDone: () => void) {
  const once = useOperationIds();
  const { enqueueSnackbar } = useSnackbar();
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (action: string, call: (operationId: string) => Promise<{ message: string }>) => {
      setBusy(true);
      try {
        const answer = await once(action, call);
        enqueueSnackbar(answer.message, { variant: 'success' });
        onDone();
      } catch (error) {
        setRefusal(errorMessage(error));
      } finally {
        setBusy(false);
      }
    },
    [once, enqueueSnackbar, onDone],
  );
  return { run, refusal, setRefusal, busy };
}
