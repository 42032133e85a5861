import { useClientCodeGiveUpMutation, useClientCodeSendMutation } from '@pvz/api-client/client-code-api';
import { errorMessage } from '@pvz/api-client/error-message';
import type { CodePurpose, SendCodeResponse } from '@pvz/contracts/api/client-identity';
import { useSnackbar } from 'notistack';
import { useEffect, useState } from 'react';

/**
 * Asking for a one-time code (the bot or an SMS brings it): the request the server answered and the
 * phone it was for, seconds until a new one may be asked (the server enforces it; this only shows
 * it), and giving a request up so its code is spent.
 */
export function useCodeRequest(purpose: CodePurpose) {
  const { enqueueSnackbar } = useSnackbar();
  const [send, { isLoading: sending }] = useClientCodeSendMutation();
  const [giveUp] = useClientCodeGiveUpMutation();
  const [request, setRequest] = useState<SendCodeResponse | null>(null);
  const [phone, setPhone] = useState<string | null>(null);
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
    forget();
  };

  /** Forgets the request whose code the server has just taken. */
  const forget = () => {
    setRequest(null);
    setPhone(null);
  };

  /** Asks for a code; false when the server refused (its message is shown). */
  const ask = async (phoneNumber: string): Promise<boolean> => {
    try {
      if (request) await giveUp({ id: request.id });
      const answer = await send({ phoneNumber, purpose }).unwrap();
      setNow(Date.now());
      setRequest(answer);
      setPhone(phoneNumber);
      return true;
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
      return false;
    }
  };

  return { request, phone, resendIn, sending, ask, abandon, forget };
}
