import { messages } from '@pvz/contracts/messages';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors.js';
import type { Database } from '../../db/schema.js';
import { conflict } from '../../errors.js';

/** The id of the registered client a referral link's phone names, or undefined. */
export async function inviterIdOf(db: Kysely<Database>, phone: string): Promise<number | undefined> {
  const inviter = await db.selectFrom('clients').select('id').where('phone_number', '=', phone).executeTakeFirst();
  return inviter?.id;
}

/** Binds a client to the one who invited them; a client already bound is a 409. */
export async function bindReferral(db: Kysely<Database>, referredId: number, referrerId: number): Promise<void> {
  try {
    await db
      .insertInto('client_referrals')
      .values({ referred_client_id: referredId, referrer_client_id: referrerId })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.referralAlreadyBound);
    throw error;
  }
}
