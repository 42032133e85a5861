import { errorMessage } from '@pvz/api-client/error-message';
import type { WaitingClient } from '@pvz/contracts/api/goods';
import { describe, messages } from '@pvz/contracts/messages';
import { parseScanCode } from '@pvz/contracts/scan-codes';
import { playError, playSuccess, speak } from '@pvz/scanning/feedback';
import { useNavigate } from '@pvz/ui/router';
import { useSnackbar } from 'notistack';
import { type ReactNode, useCallback, useState } from 'react';
import { useGoodsResolveScanMutation } from '../api/resolve-scan';
import { ClientChooserDialog } from '../components/client-chooser-dialog';
import { notAtPointReason } from '../utils/not-at-point-reason';

/** What the hand-over page is opened with: the parcel whose label opened it, picked already. */
export interface IssueLocationState {
  pick?: number;
}

/** The hand-over page of a client: `{basePath}/{pvzId}/{phone}/{cell}`. */
function clientIssuePath(basePath: string, pvzId: number, phone: string, cell: number): string {
  return `${basePath}/${pvzId}/${encodeURIComponent(phone)}/${cell}`;
}

/** The last four digits of a client's phone, typed at the counter instead of a scan. */
const PHONE_END = /^\d{4}$/;
export const PHONE_END_HINT = 'или 4 цифры телефона';

/**
 * A scan handler that opens a client's hand-over from their pickup QR, one of their parcels' labels,
 * or the last four digits of their phone (with a chooser, rendered by the caller, when several
 * clients at the point match). It takes only what looks like such a code (others go to the next
 * handler) and never waits: the gateway's answer navigates when it comes, so the next scan is read at once.
 */
export function useOpenClientByScan(
  pvzId: number,
  basePath: string,
): { onScan: (code: string) => boolean; chooser: ReactNode } {
  const [resolveScan] = useGoodsResolveScanMutation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [choices, setChoices] = useState<readonly WaitingClient[] | null>(null);

  const refuse = useCallback(
    (message: string) => {
      playError();
      enqueueSnackbar(message, { variant: 'error' });
    },
    [enqueueSnackbar],
  );

  const go = useCallback(
    ({ phone, cell }: { phone: string; cell: number }, pick?: number) => {
      setChoices(null);
      playSuccess();
      speak(describe.cellSpoken(cell));
      const state: IssueLocationState = { pick };
      navigate(clientIssuePath(basePath, pvzId, phone, cell), { state });
    },
    [basePath, pvzId, navigate],
  );

  const open = useCallback(
    async (code: string) => {
      try {
        const found = await resolveScan({ pvzId, code }).unwrap();
        if (found.type === 'clients') {
          const [only] = found.clients;
          if (only && found.clients.length === 1) go(only);
          else setChoices(found.clients);
          return;
        }
        const reason = found.type === 'item' ? notAtPointReason(found.status) : null;
        if (reason) {
          refuse(reason);
          return;
        }
        if (found.phone === null || found.cell === null) {
          refuse(messages.notAccepted);
          return;
        }
        go({ phone: found.phone, cell: found.cell }, found.type === 'item' ? found.id : undefined);
      } catch (error) {
        refuse(errorMessage(error));
      }
    },
    [resolveScan, pvzId, go, refuse],
  );

  const onScan = useCallback(
    (code: string) => {
      const parsed = parseScanCode(code);
      const digits = PHONE_END.test(code.trim());
      if (!digits && (parsed === null || parsed.type === 'box' || parsed.type === 'equipment')) return false;
      void open(code);
      return true;
    },
    [open],
  );

  const chooser = choices && <ClientChooserDialog clients={choices} onChoose={go} onClose={() => setChoices(null)} />;
  return { onScan, chooser };
}
