import type { Banks, BankTransferBody, CreateBankBody } from '@pvz/contracts/api/banks';
import { describe, messages } from '@pvz/contracts/messages';
import { ADMIN_ROLE } from '@pvz/contracts/roles';
import { type SqlBool, sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Database } from '../../db/schema.js';
import { badRequest, conflict, forbidden, notFound } from '../../errors.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';
import { audit } from '../audit.js';
import { bankAccountSpec, ledgerAccount, ownersCapitalAccount } from '../ledger/accounts.js';
import { transfer } from '../ledger/transfers.js';

/** The ledger kinds of the banks' own moves. */
const bankMoveKinds = { opening: 'bank-opening', transfer: 'bank-transfer' } as const;

/** The banks are the director's: the rest of the advance report works with people's cash. */
function assertDirector(actor: StaffAuth) {
  if (actor.user.role !== ADMIN_ROLE) throw forbidden(messages.banksDirector);
}

/** The banks with what each holds now (the main one first); none for anybody but the director. */
export async function listBanks(db: Db, actor: StaffAuth): Promise<Banks> {
  if (actor.user.role !== ADMIN_ROLE) return { banks: [] };
  const rows = await db
    .selectFrom('banks as b')
    .leftJoin('ledger_accounts as a', (join) => join.on(sql<SqlBool>`a.code = 'bank:k' || b.account_key`))
    .select(['b.id', 'b.name', 'b.is_main', 'a.credits_posted', 'a.debits_posted'])
    .orderBy('b.is_main', 'desc')
    .orderBy('b.name')
    .execute();
  return {
    banks: rows.map((row) => ({
      id: row.id,
      name: row.name,
      isMain: row.is_main,
      balance: (row.credits_posted ?? 0) - (row.debits_posted ?? 0),
    })),
  };
}

async function bankById(trx: Db, id: number) {
  const bank = await trx
    .selectFrom('banks')
    .select(['id', 'name', 'account_key'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!bank) throw notFound(messages.bankNotFound);
  return bank;
}

/** A new bank account, holding its opening balance (put in by the owners). */
export async function createBank(trx: Transaction<Database>, actor: StaffAuth, body: CreateBankBody): Promise<Banks> {
  assertDirector(actor);
  const name = body.name.trim();
  if (!name) throw badRequest(messages.nameEmpty);
  const bank = await trx
    .insertInto('banks')
    .values({ name, account_key: `b-${body.operationId}` })
    .returning(['id', 'name', 'account_key'])
    .executeTakeFirstOrThrow()
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict(messages.bankNameTaken);
      throw error;
    });
  const account = await ledgerAccount(trx, bankAccountSpec(bank));
  if (body.opening > 0)
    await transfer(trx, {
      key: `bank-opening:${bank.id}`,
      debitAccountId: await ledgerAccount(trx, ownersCapitalAccount),
      creditAccountId: account,
      amount: body.opening,
      kind: bankMoveKinds.opening,
      userId: actor.user.id,
    });
  await audit(trx, actor, {
    entity: 'bank',
    entityId: bank.id,
    action: 'create',
    after: { name, opening: body.opening },
  });
  return listBanks(trx, actor);
}

/** Money from one bank to another, never more than the source holds. */
export async function transferBetweenBanks(trx: Transaction<Database>, actor: StaffAuth, body: BankTransferBody) {
  assertDirector(actor);
  if (body.fromId === body.toId) throw badRequest(messages.bankSameAccount);
  const [from, to] = [await bankById(trx, body.fromId), await bankById(trx, body.toId)];
  await transfer(trx, {
    key: `bank-transfer:${body.operationId}`,
    debitAccountId: await ledgerAccount(trx, bankAccountSpec(from)),
    creditAccountId: await ledgerAccount(trx, bankAccountSpec(to)),
    amount: body.amount,
    kind: bankMoveKinds.transfer,
    userId: actor.user.id,
    overdraftMessage: describe.advanceShortOfMoney(from.name),
  });
  return listBanks(trx, actor);
}

/** The bank cashless rows post to from now on. */
export async function setMainBank(trx: Transaction<Database>, actor: StaffAuth, id: number) {
  assertDirector(actor);
  await bankById(trx, id);
  await trx.updateTable('banks').set({ is_main: false }).where('is_main', '=', true).execute();
  await trx.updateTable('banks').set({ is_main: true }).where('id', '=', id).execute();
  await audit(trx, actor, { entity: 'bank', entityId: id, action: 'update', after: { isMain: true } });
  return listBanks(trx, actor);
}
