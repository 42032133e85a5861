import type { ClientListItem, ClientProfile, LedgerItem, ReferralItem } from '@pvz/contracts/api/client-account';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { issuedTotalOf } from './issued-total.js';

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/** Clients with their balance, their inviter's phone and how many they invited. */
export function selectClientItems(db: Kysely<Database>) {
  return db
    .selectFrom('clients as c')
    .leftJoin('client_referrals as r', 'r.referred_client_id', 'c.id')
    .leftJoin('clients as inviter', 'inviter.id', 'r.referrer_client_id')
    .select([
      'c.id',
      'c.phone_number',
      'c.fio',
      'c.gender',
      'c.age',
      'c.docs_accepted_at',
      'c.info_accepted_at',
      'c.phone_verified_at',
      'c.created_at',
      'inviter.phone_number as referrer_phone',
      sql<string>`(select coalesce(sum(l.amount), 0) from client_balance_ledger l where l.client_id = c.id)`.as(
        'balance',
      ),
      sql<string>`(select count(*) from client_referrals i where i.referrer_client_id = c.id)`.as('invited_count'),
    ]);
}

type ClientRow = Awaited<ReturnType<ReturnType<typeof selectClientItems>['executeTakeFirstOrThrow']>>;

export function toClientListItem(row: ClientRow): ClientListItem {
  return {
    id: row.id,
    phoneNumber: row.phone_number,
    fio: row.fio,
    gender: row.gender,
    age: row.age,
    balance: Number(row.balance),
    referrerPhone: row.referrer_phone,
    invitedCount: Number(row.invited_count),
    docsAcceptedAt: iso(row.docs_accepted_at),
    infoAcceptedAt: iso(row.info_accepted_at),
    createdAt: row.created_at.toISOString(),
  };
}

export function toClientProfile(row: ClientRow): ClientProfile {
  return {
    id: row.id,
    phoneNumber: row.phone_number,
    fio: row.fio,
    gender: row.gender,
    age: row.age,
    docsAcceptedAt: iso(row.docs_accepted_at),
    infoAcceptedAt: iso(row.info_accepted_at),
    balance: Number(row.balance),
    phoneVerified: row.phone_verified_at !== null,
  };
}

/** The client's own profile, or undefined when the account is gone. */
export async function findClientProfile(db: Kysely<Database>, clientId: number): Promise<ClientProfile | undefined> {
  const row = await selectClientItems(db).where('c.id', '=', clientId).executeTakeFirst();
  return row && toClientProfile(row);
}

/** Referrals with both sides and the friend's issued orders. */
export function selectReferralItems(db: Kysely<Database>) {
  return db
    .selectFrom('client_referrals as r')
    .innerJoin('clients as inviter', 'inviter.id', 'r.referrer_client_id')
    .innerJoin('clients as friend', 'friend.id', 'r.referred_client_id')
    .select([
      'r.id',
      'r.created_at',
      'r.bonus_accrued_at',
      'inviter.id as referrer_id',
      'inviter.phone_number as referrer_phone',
      'inviter.fio as referrer_fio',
      'friend.id as referred_id',
      'friend.phone_number as referred_phone',
      'friend.fio as referred_fio',
      issuedTotalOf(sql.ref('friend.phone_number')).as('issued_total'),
    ])
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc');
}

type ReferralRow = Awaited<ReturnType<ReturnType<typeof selectReferralItems>['executeTakeFirstOrThrow']>>;

export function toReferralItem(row: ReferralRow): ReferralItem {
  return {
    id: row.id,
    referrerId: row.referrer_id,
    referrerPhone: row.referrer_phone,
    referrerFio: row.referrer_fio,
    referredId: row.referred_id,
    referredPhone: row.referred_phone,
    referredFio: row.referred_fio,
    createdAt: row.created_at.toISOString(),
    bonusAccruedAt: iso(row.bonus_accrued_at),
    issuedTotal: Number(row.issued_total),
  };
}

export async function ledgerOf(db: Kysely<Database>, clientId: number): Promise<LedgerItem[]> {
  const rows = await db
    .selectFrom('client_balance_ledger')
    .select(['id', 'amount', 'reason', 'created_by', 'created_at'])
    .where('client_id', '=', clientId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    amount: row.amount,
    reason: row.reason,
    createdBy: row.created_by,
    createdAt: row.created_at.toISOString(),
  }));
}

/** A phone as a friend's inviter sees it: `+7 *** ***-**-89`. */
export function maskPhone(phone: string): string {
  return `+7 *** ***-**-${phone.slice(-2)}`;
}
