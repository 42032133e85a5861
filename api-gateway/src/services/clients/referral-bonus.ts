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
 * referral row is locked, so the job and a staff click cannot both credit it. Answers false when it
 * was accrued before.
 */
export async function accrueReferralBonus(
  trx: Transaction<Database>,
  referralId: number,
  bonus: number,
  by: string,
  now: Date,
): Promise<boolean> {
  const referral = await trx
    .selectFrom('client_referrals as r')
    .innerJoin('clients as c', 'c.id', 'r.referred_client_id')
    .select(['r.id', 'r.referrer_client_id', 'r.bonus_accrued_at', 'c.phone_number'])
    .where('r.id', '=', referralId)
    .forUpdate('r')
    .executeTakeFirstOrThrow();
  if (referral.bonus_accrued_at !== null) return false;
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
  return true;
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
    .select('r.id')
    .where('r.bonus_accrued_at', 'is', null)
    .where(sql<boolean>`${issuedTotalOf(sql.ref('c.phone_number'))} >= ${settings.referralThreshold}`)
    .orderBy('r.id')
    .execute();
  let credited = 0;
  for (const referral of due) {
    if (await accrueReferralBonus(trx, referral.id, settings.referralBonus, 'system', now)) credited += 1;
  }
  return credited;
}
