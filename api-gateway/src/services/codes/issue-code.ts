import { randomUUID } from 'node:crypto';
import {
  CODE_RESEND_SECONDS,
  CODE_TTL_SECONDS,
  CODES_PER_ADDRESS_PER_HOUR,
  CODES_PER_PHONE_PER_HOUR,
  type CodePurpose,
  clientBoundPurposes,
  type SendCodeResponse,
} from '@pvz/contracts/api/client-identity';
import { messages } from '@pvz/contracts/messages';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { conflict, tooManyRequests } from '../../errors.js';
import { codeHash, generateCode } from './code-hash.js';
import { botLink } from './telegram-bot.js';

/** Who asks for a code: the caller's address (as the limits count it), and the signed-in client for the bound purposes. */
export interface CodeAsker {
  ip: string;
  clientId: number | null;
}

/**
 * Whether a code is made for this request. Sign-in and reset codes go only to a registered phone
 * (every phone gets the same answer); registration and a new profile phone only to a free one (the
 * registration call itself says a phone is taken, in the spec's words); a verification code only to
 * the asking client's own unproven phone.
 */
async function codeFor(
  trx: Db,
  phone: string,
  purpose: CodePurpose,
  clientId: number | null,
): Promise<'make' | 'none' | 'taken'> {
  const owner = await trx
    .selectFrom('clients')
    .select(['id', 'phone_verified_at'])
    .where('phone_number', '=', phone)
    .executeTakeFirst();
  switch (purpose) {
    case 'login':
    case 'reset':
      return owner ? 'make' : 'none';
    case 'register':
    case 'phone-change':
      return owner ? 'taken' : 'make';
    case 'verify':
      return owner && owner.id === clientId && owner.phone_verified_at === null ? 'make' : 'none';
  }
}

/**
 * Writes down a request for a code and, when one is due, makes the code and sends it. Every phone
 * gets the same limits: a new request waits CODE_RESEND_SECONDS after the last one for the same
 * purpose (a sign-in code right after registering is not held up), and a phone and an address may ask
 * a few times an hour. A new code ends the earlier ones of the same purpose.
 */
export async function issueCode(
  app: FastifyInstance,
  asker: CodeAsker,
  phone: string,
  purpose: CodePurpose,
): Promise<SendCodeResponse> {
  const id = randomUUID();
  const code = generateCode();
  const clientId = clientBoundPurposes.includes(purpose) ? asker.clientId : null;
  const issued = await app.db.transaction().execute(async (trx) => {
    // requests for one phone are judged one after another
    await sql`select pg_advisory_xact_lock(hashtext(${`one-time-code:${phone}`}))`.execute(trx);
    // a request answered «taken» sent nothing, so it holds up no later request of the phone's owner;
    // a code of a bound purpose waits only for the same client's earlier one
    const { rows } = await sql<{ by_phone: string; by_address: string; wait_seconds: number | null }>`
      select count(*) filter (where phone = ${phone}
               and not (purpose in ('register', 'phone-change') and code_hash is null)) as by_phone,
             count(*) filter (where ip = ${asker.ip}) as by_address,
             ceil(extract(epoch from max(created_at) filter (where phone = ${phone} and purpose = ${purpose}
               and client_id is not distinct from ${clientId}::integer)
               + make_interval(secs => ${CODE_RESEND_SECONDS}) - now()))::integer as wait_seconds
      from one_time_codes
      where created_at > now() - interval '1 hour' and (phone = ${phone} or ip = ${asker.ip})`.execute(trx);
    const counts = rows[0];
    if (Number(counts?.by_address) >= CODES_PER_ADDRESS_PER_HOUR) return { refused: messages.codesTooMany };
    const due = await codeFor(trx, phone, purpose, clientId);
    // a taken phone gets no code, so it waits for none: only the address limit guards its answer
    if (due !== 'taken') {
      if (counts?.wait_seconds && counts.wait_seconds > 0)
        return { refused: messages.codeResendWait(counts.wait_seconds) };
      if (Number(counts?.by_phone) >= CODES_PER_PHONE_PER_HOUR) return { refused: messages.codesTooMany };
    }
    if (due !== 'taken') {
      // a new code ends the earlier ones of the purpose: a bound purpose's, only the same client's
      let earlier = trx
        .updateTable('one_time_codes')
        .set({ used_at: sql<Date>`now()` })
        .where('phone', '=', phone)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null);
      if (clientId !== null) earlier = earlier.where('client_id', '=', clientId);
      await earlier.execute();
    }
    const row = await trx
      .insertInto('one_time_codes')
      .values({
        id,
        phone,
        purpose,
        client_id: clientId,
        code_hash: due === 'make' ? codeHash(app.config.sessionSecret, id, code) : null,
        ip: asker.ip,
        expires_at: sql<Date>`now() + make_interval(secs => ${CODE_TTL_SECONDS})`,
      })
      .returning(['created_at', 'expires_at'])
      .executeTakeFirstOrThrow();
    return { row, due };
  });
  if ('refused' in issued) throw tooManyRequests(issued.refused);
  if (issued.due === 'taken') throw conflict(purpose === 'register' ? messages.phoneTaken : messages.clientPhoneTaken);
  // not awaited: how long delivery takes must not tell whether the phone has an account
  if (issued.due === 'make') void app.codeDelivery.deliver(phone, purpose, code);
  return {
    id,
    expiresAt: issued.row.expires_at.toISOString(),
    resendAt: new Date(issued.row.created_at.getTime() + CODE_RESEND_SECONDS * 1000).toISOString(),
    botLink: botLink(app.config.telegram),
    channels: app.codeDelivery.channels,
  };
}
