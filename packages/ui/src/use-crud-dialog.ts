import { errorMessage } from '@pvz/api-client/error-message';
import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';

type CrudDialog<T> = { kind: 'create' } | { kind: 'edit'; item: T } | { kind: 'delete'; item: T } | null;

/**
 * The dialogs of a table page: which one is open, and `run` for a change that toasts and closes on
 * success, or toasts the gateway's words and keeps the dialog (with the refusal shown in it) on failure.
 */
export function useCrudDialog<T>() {
  const { enqueueSnackbar } = useSnackbar();
  const [dialog, setDialog] = useState<CrudDialog<T>>(null);
  const [refusal, setRefusal] = useState<string>();

  const open = useCallback((next: CrudDialog<T>) => {
    setRefusal(undefined);
    setDialog(next);
  }, []);
  const close = useCallback(() => open(null), [open]);

  /** `success` is the toast, or makes it from what the change answered. */
  const run = useCallback(
    async <R>(change: () => Promise<R>, success: string | ((result: R) => string)) => {
      try {
        const result = await change();
        enqueueSnackbar(typeof success === 'string' ? success : success(result), { variant: 'success' });
        open(null);
      } catch (error) {
        const message = errorMessage(error);
        enqueueSnackbar(message, { variant: 'error' });
        setRefusal(message);
      }
    },
    [enqueueSnackbar, open],
  );

  return { dialog, open, close, refusal, run };
}
