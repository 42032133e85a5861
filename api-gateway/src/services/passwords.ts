import { hash, verify } from '@node-rs/argon2';

// Argon2id with the library defaults (m=19456 KiB, t=2, p=1), the OWASP-recommended minimum.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** A hash of nothing, verified against when an account does not exist, so both cases take as long. */
const decoyHash = hash('decoy password that matches nothing');

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    await verify(await decoyHash, password);
    return false;
  }
  return verify(passwordHash, password);
}
