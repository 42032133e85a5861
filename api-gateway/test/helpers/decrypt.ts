import { webcrypto } from 'node:crypto';

/** Decrypts an encrypted list answer the way the browser does: WebCrypto AES-GCM with the session key. */
export async function decryptList<T>(listKey: string, payload: { iv: string; data: string }): Promise<T> {
  const key = await webcrypto.subtle.importKey('raw', Buffer.from(listKey, 'base64'), 'AES-GCM', false, ['decrypt']);
  const plain = await webcrypto.subtle.decrypt(
    { name: 'AES-GCM', iv: Buffer.from(payload.iv, 'base64') },
    key,
    Buffer.from(payload.data, 'base64'),
  );
  return JSON.parse(Buffer.from(plain).toString('utf8')) as T;
}
