import { createHmac, randomInt } from 'node:crypto';
import { CODE_LENGTH } from '@pvz/contracts/api/client-identity';

/** A code of CODE_LENGTH digits from the system's secure random source. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

/** The keyed hash kept instead of the code; bound to its record so a hash is worth nothing elsewhere. */
export function codeHash(secret: string, recordId: string, code: string): string {
  return createHmac('sha256', secret).update(`one-time-code:${recordId}:${code}`).digest('base64url');
}
