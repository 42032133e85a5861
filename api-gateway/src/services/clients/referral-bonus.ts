import { messages } from '@pvz/contracts/messages';
import type { SiteSettings } from '@pvz/contracts/settings';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { issuedTotalOf } from './issued-total.js';
import { postLedgerMove } from './ledger.js';

/** The ledger key of the bonus for one referral: whatever runs it, it is credited once. */
export const referralBonusKey = (referralId: number) => `referral-bonus:${referralId}`;

/**
 * Credits the inviter the referral bonus for one friend and marks the referral accrued. The
 * referral row is locked, so the job and a staff click cannot both credit it. Answers `earlier` when
 * it was accrued before, `unproven` while either phone is not proven by a code.
 */
export async function accrueReferralBonus(
  trx: Transaction<Database>,
  referralId: number,
  bonus: number,
  by: string,
  now: Date,
): Promise<'accrued' | 'earlier' | 'unproven'> {
  const referral = await trx
    .selectFrom('client_referrals as r')
    .innerJoin('clients as c', 'c.id', 'r.referred_client_id')
    .innerJoin('clients as inviter', 'inviter.id', 'r.referrer_client_id')
    .select([
      'r.id',
      'r.referrer_client_id',
      'r.bonus_accrued_at',
      'c.phone_number',
      sql<boolean>`c.phone_verified_at is not null and inviter.phone_verified_at is not null`.as('bothProven'),
    ])
    .where('r.id', '=', referralId)
    .forUpdate('r')
    .executeTakeFirstOrThrow();
  // a bonus is earned on purchases of a proven phone, by an inviter whose own phone is proven
  if (referral.bonus_accrued_at !== null) return 'earlier';
  if (!referral.bothProven) return 'unproven';
  if (bonus > 0) {
    await postLedgerMove(trx, {
      clientId: referral.referrer_client_id,
      amount: bonus,
      reason: messages.referralBonusReason(referral.phone_number),
      key: referralBonusKey(referral.id),
      by,
    });
  }
  await trx.updateTable('client_referrals').set({ bonus_accrued_at: now }).where('id', '=', referral.id).execute();
  return 'accrued';
}

/**
 * The scheduled job: every friend whose issued orders reached the threshold earns the inviter the
 * bonus, once. Answers how many bonuses it credited.
 */
export async function accrueDueReferralBonuses(
  trx: Transaction<Database>,
  settings: SiteSettings,
  now: Date,
): Promise<number> {
  const due = await trx
    .selectFrom('client_referrals as r')
    .innerJoin('clients as c', 'c.id', 'r.referred_client_id')
    .innerJoin('clients as inviter', 'inviter.id', 'r.referrer_client_id')
    .select('r.id')
    .where('r.bonus_accrued_at', 'is', null)
    .where('c.phone_verified_at', 'is not', null)
    .where('inviter.phone_verified_at', 'is not', null)
    .where(sql<boolean>`${issuedTotalOf(sql.ref('c.phone_number'))} >= ${settings.referralThreshold}`)
    .orderBy('r.id')
    .execute();
  let credited = 0;
  for (const referral of due) {
    if ((await accrueReferralBonus(trx, referral.id, settings.referralBonus, 'system', now)) === 'accrued')
      credited += 1;
  }
  return credited;
}
