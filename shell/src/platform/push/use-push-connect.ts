import { errorMessage } from '@pvz/api-client/error-message';
import { pushTokenRefreshMs } from '@pvz/contracts/api/notifications';
import { messages } from '@pvz/contracts/messages';
import { useSnackbar } from 'notistack';
import { useCallback, useEffect, useState } from 'react';
import { browserPushToken, PushError, type PushFailure } from './browser-token';
import {
  useLazyPushWebConfigQuery,
  usePushCreateClientTokenMutation,
  usePushCreateEmployeeTokenMutation,
} from './push-api';

/** Who connects this browser: a client (by phone) or a staff user (by username), for themselves. */
export type PushOwnerKind = 'client' | 'staff';

const failureMessage: Record<PushFailure, string> = {
  blocked: messages.pushBlocked,
  unsupported: messages.pushUnsupported,
  failed: messages.pushSubscribeFailed,
};

const STORAGE_KEY = 'pvz-push-connected';

interface Connected {
  owner: string;
  at: number;
}

function lastConnected(): Connected | null {
  try {
    return JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Connected | null;
  } catch {
    return null;
  }
}

/**
 * «Подключить уведомления»: gets this browser's token and connects it for the owner, with toasts.
 * A browser connected before asks for a fresh token once 7 days have passed (spec §9), silently.
 */
export function usePushConnect(kind: PushOwnerKind, id: string) {
  const [loadConfig] = useLazyPushWebConfigQuery();
  const [createClientToken] = usePushCreateClientTokenMutation();
  const [createEmployeeToken] = usePushCreateEmployeeTokenMutation();
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);
  const key = `${kind}:${id}`;

  const register = useCallback(async () => {
    const { config } = await loadConfig().unwrap();
    if (!config) return 'in-app-only' as const;
    const token = await browserPushToken(config);
    if (kind === 'client') await createClientToken({ phoneNumber: id, token }).unwrap();
    else await createEmployeeToken({ username: id, token }).unwrap();
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ owner: key, at: Date.now() } satisfies Connected));
    return 'connected' as const;
  }, [kind, id, key, loadConfig, createClientToken, createEmployeeToken]);

  const connect = useCallback(async () => {
    setBusy(true);
    try {
      const outcome = await register();
      if (outcome === 'in-app-only') enqueueSnackbar(messages.pushInAppOnly, { variant: 'info' });
      else enqueueSnackbar(messages.pushConnected, { variant: 'success' });
    } catch (error) {
      const text = error instanceof PushError ? failureMessage[error.reason] : errorMessage(error);
      enqueueSnackbar(text, { variant: 'error' });
    } finally {
      setBusy(false);
    }
  }, [register, enqueueSnackbar]);

  useEffect(() => {
    const last = lastConnected();
    const granted = 'Notification' in window && Notification.permission === 'granted';
    if (!granted || last?.owner !== key || Date.now() - last.at < pushTokenRefreshMs) return;
    // a staff token the server already has answers 409: the device is still connected, nothing to say
    register().catch(() => undefined);
  }, [key, register]);

  return { connect, busy };
}
