import { createCipheriv, createHmac, randomBytes } from 'node:crypto';
import type { EncryptedPayload } from '@pvz/contracts/api/common';

/** The AES-256 key of one session: derived from the server secret, so nothing extra is stored. */
export function sessionListKey(secret: string, sessionId: string): Buffer {
  return createHmac('sha256', secret).update(`list-key:${sessionId}`).digest();
}

/**
 * Encrypts a list answer with AES-256-GCM under the session's key. The tag is appended to the
 * ciphertext, the layout WebCrypto's AES-GCM decrypt expects.
 */
export function encryptForSession(secret: string, sessionId: string, value: unknown): EncryptedPayload {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sessionListKey(secret, sessionId), iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return { iv: iv.toString('base64'), data: data.toString('base64') };
}
