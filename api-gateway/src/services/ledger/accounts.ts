import type { Db } from '../../db/database.js';

/**
 * The kinds of ledger accounts and whether each may go below zero. Money the network holds (a point's
 * cash box or online money, a person's cash, a bank account, a service's or a partner's earnings) never
 * does: the database refuses the transfer. Outside parties (the clients who pay, a debtor, a licensee,
 * a marketplace, an expense, the owners' capital) are the other side of those moves and may.
 */
export const accountKinds = {
  'point-cash': { allowNegative: false },
  'point-online': { allowNegative: false },
  'person-cash': { allowNegative: false },
  bank: { allowNegative: false },
  'delivery-service': { allowNegative: false },
  'sorting-service': { allowNegative: false },
  'partner-income': { allowNegative: false },
  'manager-income': { allowNegative: false },
  clients: { allowNegative: true },
  debtor: { allowNegative: true },
  licensee: { allowNegative: true },
  marketplace: { allowNegative: true },
  expense: { allowNegative: true },
  /** what the owners put in («Пополнение баланса») */
  capital: { allowNegative: true },
  /** whoever paid into a bank account, as its statement says */
  counterparties: { allowNegative: true },
  /** what the network earns from others (the licensees' fees) */
  revenue: { allowNegative: true },
  /** money set aside to pay credits with */
  'credit-balance': { allowNegative: false },
  /** what the company owes on its credits: minus the debt, never above zero (no paying back more) */
  'credit-debt': { allowNegative: true, allowPositive: false },
} as const satisfies Record<string, { allowNegative: boolean; allowPositive?: false }>;

export type AccountKind = keyof typeof accountKinds;

export interface AccountSpec {
  kind: AccountKind;
  /** what the account is shown as */
  name: string;
  /** the point whose money it is, for point accounts */
  pointId?: number;
  /** the person whose money it is, for personal accounts */
  userId?: number;
  /** another key for accounts of one kind and owner (a bank's number, a debtor's name) */
  key?: string;
}

/** A bank account of the company (the banks table names its key). */
export const bankAccountSpec = (bank: { account_key: string; name: string }): AccountSpec => ({
  kind: 'bank',
  key: bank.account_key,
  name: bank.name,
});

/** The ledger account of the main bank, that cashless money goes to and comes from, and its name. */
export async function mainBankAccount(db: Db): Promise<{ id: number; name: string }> {
  const bank = await db
    .selectFrom('banks')
    .select(['account_key', 'name'])
    .where('is_main', '=', true)
    .executeTakeFirstOrThrow();
  return { id: await ledgerAccount(db, bankAccountSpec(bank)), name: bank.name };
}

/** A person's own cash: what they hold of the company's money. */
export const personCashAccount = (user: { id: number; username: string }): AccountSpec => ({
  kind: 'person-cash',
  userId: user.id,
  name: `Наличные: ${user.username}`,
});

/** What a licensee owes: its invoices less its payments. */
export const licenseeAccount = (licensee: { id: number; name: string }): AccountSpec => ({
  kind: 'licensee',
  key: `l${licensee.id}`,
  name: `Лицензиат: ${licensee.name}`,
});

/** What the licensees' invoices earn the network. */
export const licenseeRevenueAccount: AccountSpec = {
  kind: 'revenue',
  key: 'licensees',
  name: 'Выручка от лицензиатов',
};

/** The credit balance (money set aside for credits) of cash or of cashless money. */
export const creditBalanceAccount = (payment: 'cash' | 'cashless'): AccountSpec => ({
  kind: 'credit-balance',
  key: payment,
  name: `Кредитный баланс ${payment === 'cash' ? 'нал' : 'безнал'}`,
});

/** The debt on credits taken in cash or cashless money. */
export const creditDebtAccount = (payment: 'cash' | 'cashless'): AccountSpec => ({
  kind: 'credit-debt',
  key: payment,
  name: `Задолженность по кредитам ${payment === 'cash' ? 'нал' : 'безнал'}`,
});

/** What the owners put in: the other side of a top-up and of a bank's opening balance. */
export const ownersCapitalAccount: AccountSpec = { kind: 'capital', name: 'Вложения владельцев' };

/** The stable code of an account: its kind and owner, e.g. `point-cash:p12`. */
export function accountCode(spec: Omit<AccountSpec, 'name'>): string {
  const owner = [
    spec.pointId !== undefined && `p${spec.pointId}`,
    spec.userId !== undefined && `u${spec.userId}`,
    spec.key !== undefined && `k${spec.key}`,
  ].filter(Boolean);
  return [spec.kind, ...owner].join(':');
}

/** The id of the account, opened on first use (two first uses at once open it once). */
export async function ledgerAccount(db: Db, spec: AccountSpec): Promise<number> {
  const code = accountCode(spec);
  const opened = await db
    .insertInto('ledger_accounts')
    .values({
      code,
      kind: spec.kind,
      name: spec.name,
      point_id: spec.pointId ?? null,
      user_id: spec.userId ?? null,
      allow_negative: accountKinds[spec.kind].allowNegative,
      allow_positive: !('allowPositive' in accountKinds[spec.kind]),
    })
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (opened) return opened.id;
  const { id } = await db.selectFrom('ledger_accounts').select('id').where('code', '=', code).executeTakeFirstOrThrow();
  return id;
}
