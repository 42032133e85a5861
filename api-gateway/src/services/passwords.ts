import { hash, type Options, verify } from '@node-rs/argon2';

/** Argon2id with the library defaults (m=19456 KiB, t=2, p=1), the OWASP-recommended minimum. */
let cost: Options = {};

/**
 * The gateway's test suite only (its Jest setup): new hashes at Argon2's smallest cost. The suite hashes
 * and verifies some 1,200 passwords, 12 ms of CPU each at the real cost (15 s of the run), to check what
 * a hash is for, not how long it takes. A hash carries its own cost: verifying needs nothing from here.
 */
export function lowerPasswordCostForTests(): void {
  cost = { memoryCost: 64, timeCost: 1 };
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, cost);
}

/** A hash of nothing, verified against when an account does not exist, so both cases take as long. */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    decoyHash ??= hashPassword('decoy password that matches nothing');
    await verify(await decoyHash, password);
    return false;
  }
  return verify(passwordHash, password);
}
