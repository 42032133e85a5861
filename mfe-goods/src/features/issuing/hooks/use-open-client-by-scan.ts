import { errorMessage } from '@pvz/api-client/error-message';
import { describe, messages } from '@pvz/contracts/messages';
import { parseScanCode } from '@pvz/contracts/scan-codes';
import { playError, playSuccess, speak } from '@pvz/scanning/feedback';
import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useGoodsResolveScanMutation } from '../api/resolve-scan';
import { notAtPointReason } from '../utils/not-at-point-reason';

/** The hand-over page of a client: `{basePath}/{pvzId}/{phone}/{cell}`. */
function clientIssuePath(basePath: string, pvzId: number, phone: string, cell: number): string {
  return `${basePath}/${pvzId}/${encodeURIComponent(phone)}/${cell}`;
}

/**
 * A scan handler that opens a client's hand-over from their pickup QR or from one of their parcels'
 * labels. It takes only what looks like such a code (others go to the next handler) and never waits:
 * the gateway's answer navigates when it comes, so the next scan is read at once.
 */
export function useOpenClientByScan(pvzId: number, basePath: string): (code: string) => boolean {
  const [resolveScan] = useGoodsResolveScanMutation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();

  const refuse = useCallback(
    (message: string) => {
      playError();
      enqueueSnackbar(message, { variant: 'error' });
    },
    [enqueueSnackbar],
  );

  const open = useCallback(
    async (code: string) => {
      try {
        const found = await resolveScan({ pvzId, code }).unwrap();
        const reason = found.type === 'item' ? notAtPointReason(found.status) : null;
        if (reason) {
          refuse(reason);
          return;
        }
        if (found.phone === null || found.cell === null) {
          refuse(messages.notAccepted);
          return;
        }
        playSuccess();
        speak(describe.cellSpoken(found.cell));
        navigate(clientIssuePath(basePath, pvzId, found.phone, found.cell));
      } catch (error) {
        refuse(errorMessage(error));
      }
    },
    [resolveScan, pvzId, basePath, navigate, refuse],
  );

  return useCallback(
    (code: string) => {
      const parsed = parseScanCode(code);
      if (parsed === null || parsed.type === 'box') return false;
      void open(code);
      return true;
    },
    [open],
  );
}
