import { messages } from '@pvz/contracts/messages';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors.js';
import type { Database } from '../../db/schema.js';
import { conflict, notFound, unprocessable } from '../../errors.js';
import { loadSettings } from '../settings.js';
import { selectReferralItems, toReferralItem } from './client-views.js';
import { accrueReferralBonus } from './referral-bonus.js';

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

/**
 * Accrues now the bonus of the referral a client was invited by (the staff button); a referral whose
 * phones are not both proven is a 422. Answers whether it was accrued now, and the referral.
 */
export async function accrueBonusOfFriend(db: Kysely<Database>, friendId: number, by: string) {
  const referral = await db
    .selectFrom('client_referrals')
    .select('id')
    .where('referred_client_id', '=', friendId)
    .executeTakeFirst();
  if (!referral) throw notFound(messages.referralNotFound);
  const outcome = await db.transaction().execute(async (trx) => {
    const settings = await loadSettings(trx);
    return accrueReferralBonus(trx, referral.id, settings.referralBonus, by, new Date());
  });
  if (outcome === 'unproven') throw unprocessable(messages.referralPhonesUnproven);
  const row = await selectReferralItems(db).where('r.id', '=', referral.id).executeTakeFirstOrThrow();
  return { accruedNow: outcome === 'accrued', referral: toReferralItem(row) };
}
