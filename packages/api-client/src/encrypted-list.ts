import type { RootState } from '@pvz/api-client/store';
import type { EncryptedPayload } from '@pvz/contracts/api/common';
import { messages } from '@pvz/contracts/messages';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

type BaseQueryResult = { data?: unknown; error?: FetchBaseQueryError };

function fromBase64(value: string): Uint8Array<ArrayBuffer> {
  const binary = atob(value);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Opens an encrypted list answer with the session's key (AES-256-GCM, WebCrypto). */
export async function decryptList<T>(listKey: string, payload: EncryptedPayload): Promise<T> {
  const key = await crypto.subtle.importKey('raw', fromBase64(listKey), 'AES-GCM', false, ['decrypt']);
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: fromBase64(payload.iv) },
    key,
    fromBase64(payload.data),
  );
  return JSON.parse(new TextDecoder().decode(plain)) as T;
}

/**
 * Body of an RTK Query `queryFn` for a list the gateway sends encrypted:
 * `queryFn: (_arg, api, _extra, baseQuery) => queryEncryptedList<UserList>('users/get-users', api.getState(), baseQuery)`.
 */
export async function queryEncryptedList<T>(
  url: string,
  state: unknown,
  baseQuery: (arg: string) => BaseQueryResult | PromiseLike<BaseQueryResult>,
): Promise<{ data: T } | { error: FetchBaseQueryError }> {
  const result = await baseQuery(url);
  if (result.error) return { error: result.error };
  const { session } = state as RootState;
  if (session.status !== 'staff' && session.status !== 'client') {
    return { error: { status: 'CUSTOM_ERROR', error: messages.sessionRequired } };
  }
  // WebCrypto exists only on HTTPS pages (and localhost).
  if (!globalThis.crypto?.subtle) return { error: { status: 'CUSTOM_ERROR', error: messages.insecureContext } };
  try {
    return { data: await decryptList<T>(session.session.listKey, result.data as EncryptedPayload) };
  } catch {
    return { error: { status: 'CUSTOM_ERROR', error: messages.listUnreadable } };
  }
}
