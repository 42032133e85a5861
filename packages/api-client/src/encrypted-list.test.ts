import { createCipheriv, randomBytes } from 'node:crypto';
import { decryptList, queryEncryptedList } from '@pvz/api-client/encrypted-list';
import { messages } from '@pvz/contracts/messages';

function encrypt(key: Buffer, value: unknown) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(value)), cipher.final(), cipher.getAuthTag()]);
  return { iv: iv.toString('base64'), data: data.toString('base64') };
}

describe('encrypted lists', () => {
  it('opens what the gateway encrypted with the session key, Cyrillic included', async () => {
    const key = randomBytes(32);
    const list = [{ username: 'оператор', role: 'PVZ' }];
    await expect(decryptList(key.toString('base64'), encrypt(key, list))).resolves.toEqual(list);
  });

  it('refuses another key and a tampered answer', async () => {
    const key = randomBytes(32);
    const payload = encrypt(key, [1, 2, 3]);
    await expect(decryptList(randomBytes(32).toString('base64'), payload)).rejects.toThrow();
    const bytes = Buffer.from(payload.data, 'base64');
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    await expect(decryptList(key.toString('base64'), { ...payload, data: bytes.toString('base64') })).rejects.toThrow();
  });

  it('says to open the app over HTTPS where the page has no WebCrypto', async () => {
    const key = randomBytes(32);
    const state = { session: { status: 'staff', session: { listKey: key.toString('base64') } } };
    const realCrypto = globalThis.crypto;
    Object.defineProperty(globalThis, 'crypto', { value: {}, configurable: true });
    try {
      const result = await queryEncryptedList('users/get-users', state, () => ({ data: encrypt(key, []) }));
      expect(result).toEqual({ error: { status: 'CUSTOM_ERROR', error: messages.insecureContext } });
    } finally {
      Object.defineProperty(globalThis, 'crypto', { value: realCrypto, configurable: true });
    }
  });
});
