import { CODE_MAX_ATTEMPTS, type CodePurpose, clientBoundPurposes } from '@pvz/contracts/api/client-identity';
import { messages } from '@pvz/contracts/messages';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { badRequest } from '../../errors.js';
import { randomToken, sameHash, sha256 } from '../tokens.js';
import { codeHash } from './code-hash.js';

export type CodeCheck = { ok: true; id: string; resetToken: string | null } | { ok: false; error: string };

/**
 * Checks a code against the phone's live request for that purpose. A wrong code counts a try and the
 * last allowed try burns the request; a request without a code (no account) fails like a wrong code.
 * A right login code is spent at once; a right reset code is marked verified with a fresh token whose
 * secret only the caller gets. A code of a bound purpose counts only for the client it was made for.
 */
export async function checkCode(
  app: FastifyInstance,
  phone: string,
  purpose: CodePurpose,
  code: string,
  clientId: number | null = null,
): Promise<CodeCheck> {
  const typed = code.replace(/\s/g, '');
  if (!typed) throw badRequest(messages.codeEmpty);
  const bound = clientBoundPurposes.includes(purpose);
  if (bound && clientId === null) return { ok: false, error: messages.codeNotFound };
  return app.db.transaction().execute(async (trx): Promise<CodeCheck> => {
    let live = trx
      .selectFrom('one_time_codes')
      .select(['id', 'code_hash', 'attempts', sql<boolean>`expires_at <= now()`.as('expired')])
      .where('phone', '=', phone)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null);
    if (bound && clientId !== null) live = live.where('client_id', '=', clientId);
    const row = await live.orderBy('created_at', 'desc').limit(1).forUpdate().executeTakeFirst();
    if (!row) return { ok: false, error: messages.codeNotFound };
    if (row.expired) return { ok: false, error: messages.codeExpired };
    const expected = codeHash(app.config.sessionSecret, row.id, typed);
    if (row.code_hash && sameHash(row.code_hash, expected)) {
      const resetToken = purpose === 'reset' ? randomToken() : null;
      await trx
        .updateTable('one_time_codes')
        .set(
          resetToken
            ? { verified_at: sql<Date>`now()`, reset_token_hash: sha256(resetToken) }
            : { used_at: sql<Date>`now()` },
        )
        .where('id', '=', row.id)
        .execute();
      return { ok: true, id: row.id, resetToken };
    }
    const exhausted = row.attempts + 1 >= CODE_MAX_ATTEMPTS;
    await trx
      .updateTable('one_time_codes')
      .set({ attempts: row.attempts + 1, ...(exhausted && { used_at: sql<Date>`now()` }) })
      .where('id', '=', row.id)
      .execute();
    return { ok: false, error: exhausted ? messages.codeAttemptsExhausted : messages.codeNotFound };
  });
}

/** Spends a code record (the Telegram bot's attempt was used); false when there is no such record. */
export async function spendCodeRecord(db: Kysely<Database>, id: string): Promise<boolean> {
  const spent = await db
    .updateTable('one_time_codes')
    .set({ used_at: sql<Date>`coalesce(used_at, now())` })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return spent !== undefined;
}
