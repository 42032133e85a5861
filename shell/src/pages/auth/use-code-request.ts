import { errorMessage } from '@pvz/api-client/error-message';
import type { CodePurpose, SendCodeResponse } from '@pvz/contracts/api/client-identity';
import { useSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { useClientCodeGiveUpMutation, useClientCodeSendMutation } from './client-code-api';

/**
 * Asking the bot for a code: the request the server answered, seconds until a new one may be asked
 * (the server enforces it; this only shows it), and giving a request up so its code is spent.
 */
export function useCodeRequest(purpose: CodePurpose) {
  const { enqueueSnackbar } = useSnackbar();
  const [send, { isLoading: sending }] = useClientCodeSendMutation();
  const [giveUp] = useClientCodeGiveUpMutation();
  const [request, setRequest] = useState<SendCodeResponse | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!request) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [request]);

  const resendIn = request ? Math.max(0, Math.ceil((Date.parse(request.resendAt) - now) / 1000)) : 0;

  /** Spends the current code (if any), e.g. when the client changes the phone. */
  const abandon = () => {
    if (request) void giveUp({ id: request.id });
    setRequest(null);
  };

  /** Asks for a code; false when the server refused (its message is shown). */
  const ask = async (phoneNumber: string): Promise<boolean> => {
    try {
      if (request) await giveUp({ id: request.id });
      const answer = await send({ phoneNumber, purpose }).unwrap();
      setNow(Date.now());
      setRequest(answer);
      return true;
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
      return false;
    }
  };

  return { request, resendIn, sending, ask, abandon };
}
