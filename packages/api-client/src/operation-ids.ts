import { wasRefused } from '@pvz/api-client/error-message';
import { useCallback, useRef } from 'react';

/**
 * An operation id per user action. Trying the same action again after the answer was lost (no
 * network, a server failure) reuses its id, so the gateway does it at most once; an answered
 * action, or a different one, gets a new id.
 *
 * `action` names the action with what it sends, e.g. `delete:purchase:[4,5]`.
 */
export function useOperationIds() {
  const pending = useRef(new Map<string, string>());
  return useCallback(async <R>(action: string, call: (operationId: string) => Promise<R>): Promise<R> => {
    const operationId = pending.current.get(action) ?? crypto.randomUUID();
    pending.current.set(action, operationId);
    try {
      const result = await call(operationId);
      pending.current.delete(action);
      return result;
    } catch (error) {
      if (wasRefused(error)) pending.current.delete(action);
      throw error;
    }
  }, []);
}
