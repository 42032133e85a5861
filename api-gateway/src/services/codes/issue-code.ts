import { randomUUID } from 'node:crypto';
import {
  CODE_RESEND_SECONDS,
  CODE_TTL_SECONDS,
  CODES_PER_ADDRESS_PER_HOUR,
  CODES_PER_PHONE_PER_HOUR,
  type CodePurpose,
  type SendCodeResponse,
} from '@pvz/contracts/api/client-identity';
import { messages } from '@pvz/contracts/messages';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { tooManyRequests } from '../../errors.js';
import { codeHash, generateCode } from './code-hash.js';
import { deliverCode } from './deliver-code.js';
import { botLink } from './telegram-bot.js';

/**
 * Writes down a request for a code and, when the phone has an account, makes the code and sends it.
 * Every phone gets the same answer and the same limits: a new request waits CODE_RESEND_SECONDS after
 * the last one, and a phone and an address may ask a few times an hour. A new code ends the earlier ones.
 */
export async function issueCode(
  app: FastifyInstance,
  ip: string,
  phone: string,
  purpose: CodePurpose,
): Promise<SendCodeResponse> {
  const id = randomUUID();
  const code = generateCode();
  const issued = await app.db.transaction().execute(async (trx) => {
    // requests for one phone are judged one after another
    await sql`select pg_advisory_xact_lock(hashtext(${`one-time-code:${phone}`}))`.execute(trx);
    const { rows } = await sql<{ by_phone: string; by_address: string; wait_seconds: number | null }>`
      select count(*) filter (where phone = ${phone}) as by_phone,
             count(*) filter (where ip = ${ip}) as by_address,
             ceil(extract(epoch from max(created_at) filter (where phone = ${phone})
               + make_interval(secs => ${CODE_RESEND_SECONDS}) - now()))::integer as wait_seconds
      from one_time_codes
      where created_at > now() - interval '1 hour' and (phone = ${phone} or ip = ${ip})`.execute(trx);
    const counts = rows[0];
    if (counts?.wait_seconds && counts.wait_seconds > 0)
      return { refused: messages.codeResendWait(counts.wait_seconds) };
    if (
      Number(counts?.by_phone) >= CODES_PER_PHONE_PER_HOUR ||
      Number(counts?.by_address) >= CODES_PER_ADDRESS_PER_HOUR
    ) {
      return { refused: messages.codesTooMany };
    }
    const client = await trx.selectFrom('clients').select('id').where('phone_number', '=', phone).executeTakeFirst();
    await trx
      .updateTable('one_time_codes')
      .set({ used_at: sql<Date>`now()` })
      .where('phone', '=', phone)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
    const row = await trx
      .insertInto('one_time_codes')
      .values({
        id,
        phone,
        purpose,
        code_hash: client ? codeHash(app.config.sessionSecret, id, code) : null,
        ip,
        expires_at: sql<Date>`now() + make_interval(secs => ${CODE_TTL_SECONDS})`,
      })
      .returning(['created_at', 'expires_at'])
      .executeTakeFirstOrThrow();
    return { row, registered: client !== undefined };
  });
  if ('refused' in issued) throw tooManyRequests(issued.refused);
  // not awaited: how long Telegram takes must not tell whether the phone has an account
  if (issued.registered) void deliverCode(app, phone, purpose, code);
  return {
    id,
    expiresAt: issued.row.expires_at.toISOString(),
    resendAt: new Date(issued.row.created_at.getTime() + CODE_RESEND_SECONDS * 1000).toISOString(),
    botLink: botLink(app.config.telegram),
  };
}
