import { scopeIncludesPoint } from '@pvz/contracts/access';
import {
  type AdvanceKind,
  type AdvancePayment,
  type AdvanceRow,
  type AdvanceRowChange,
  type AdvanceRows,
  type AdvanceRowsQuery,
  type AdvanceStatus,
  type CreateAdvanceRowBody,
  type CreditKind,
  isCreditKind,
  type PersonalMovementsQuery,
} from '@pvz/contracts/api/advance-report';
import { describe, messages } from '@pvz/contracts/messages';
import { ADMIN_ROLE } from '@pvz/contracts/roles';
import { type SqlBool, sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { badRequest, conflict, forbidden, notFound, unprocessable } from '../../errors.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';
import { ledgerMovements } from '../balance/movements.js';
import {
  creditBalanceAccount,
  creditDebtAccount,
  ledgerAccount,
  mainBankAccount,
  ownersCapitalAccount,
  personCashAccount,
} from '../ledger/accounts.js';
import { postPending, reserve, transfer, voidPending } from '../ledger/transfers.js';
import { checkedPeriod, withinDays } from '../lists/period.js';
import { storeNotifications } from '../notifications/notify.js';
import { assertActivePoint } from '../point-exists.js';
import { loadStaffAccess } from '../staff-access.js';

/** The ledger kinds of the advance report's moves. */
const advanceMoveKinds: Record<AdvanceKind, string> = {
  expense: 'advance-expense',
  transfer: 'advance-transfer',
  'top-up': 'advance-top-up',
  'credit-new': 'advance-credit-new',
  'credit-to-balance': 'advance-credit-to-balance',
  'credit-repay': 'advance-credit-repay',
  'credit-write-off': 'advance-credit-write-off',
};

const isDirector = (actor: StaffAuth) => actor.user.role === ADMIN_ROLE;

const selectRows = (db: Db) =>
  db
    .selectFrom('advance_rows as a')
    .leftJoin('expense_categories as c', 'c.id', 'a.category_id')
    .leftJoin('companies as co', 'co.id', 'a.company_id')
    .leftJoin('points as p', 'p.id', 'a.point_id')
    .leftJoin('users as r', 'r.id', 'a.recipient_id')
    .innerJoin('users as u', 'u.id', 'a.created_by')
    .select([
      'a.id',
      'a.kind',
      'a.payment',
      'a.category_id',
      'c.name as category_name',
      'a.company_id',
      'co.name as company_name',
      'a.point_id',
      'p.name as point_name',
      'a.recipient_id',
      'r.username as recipient_name',
      'a.amount',
      'a.note',
      'a.created_at',
      'a.created_by',
      'u.username as creator',
      'a.received_at',
      'a.rejected_at',
      sql<string[]>`array(select f.file_id::text from advance_row_files f
        where f.advance_row_id = a.id order by f.file_id)`.as('files'),
    ]);

type Stored = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

const ref = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

function statusOf(row: Stored): AdvanceStatus {
  if (row.rejected_at) return 'rejected';
  return row.kind === 'transfer' && !row.received_at ? 'waiting' : 'done';
}

const toRow = (row: Stored): AdvanceRow => ({
  id: row.id,
  kind: row.kind,
  payment: row.payment,
  category: ref(row.category_id, row.category_name),
  company: ref(row.company_id, row.company_name),
  point: ref(row.point_id, row.point_name),
  recipient: ref(row.recipient_id, row.recipient_name),
  amount: row.amount,
  note: row.note,
  status: statusOf(row),
  createdAt: row.created_at.toISOString(),
  createdBy: { id: row.created_by, name: row.creator },
  receivedAt: row.received_at?.toISOString() ?? null,
  files: row.files,
});

/** The director sees every row; anybody else the rows they made or that were given to them. */
const visibleTo = (actor: StaffAuth) =>
  isDirector(actor)
    ? sql<SqlBool>`true`
    : sql<SqlBool>`(a.created_by = ${actor.user.id} or a.recipient_id = ${actor.user.id})`;

export async function advanceRows(db: Db, actor: StaffAuth, query: AdvanceRowsQuery): Promise<AdvanceRows> {
  const pageSize = query.pageSize ?? 50;
  const where = [visibleTo(actor), ...withinDays('a.created_at', query.from, query.to)];
  const [rows, count, waiting] = await Promise.all([
    selectRows(db)
      .where((eb) => eb.and(where))
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(pageSize)
      .offset((query.page ?? 0) * pageSize)
      .execute(),
    db
      .selectFrom('advance_rows as a')
      .select(sql<string>`count(*)`.as('total'))
      .where((eb) => eb.and(where))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('advance_rows')
      .select(sql<string>`count(*)`.as('waiting'))
      .where('recipient_id', '=', actor.user.id)
      .where('received_at', 'is', null)
      .where('rejected_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toRow), total: Number(count.total), waitingForMe: Number(waiting.waiting) };
}

async function rowById(db: Db, id: number): Promise<AdvanceRow> {
  const row = await selectRows(db).where('a.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(messages.advanceRowNotFound);
  return toRow(row);
}

async function liveUser(db: Db, id: number) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!user) throw notFound(messages.recipientUnknown);
  return user;
}

/** The row's category, company and point as its kind needs them (the legacy's rules and messages). */
async function checkedPlaces(trx: Transaction<Database>, body: CreateAdvanceRowBody) {
  // a company may be named on any row, and must be one of the list; an expense needs one
  if (body.companyId !== null) {
    const company = await trx
      .selectFrom('companies')
      .select('id')
      .where('id', '=', body.companyId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!company) throw badRequest(messages.advanceCompanyRequired);
  }
  if (body.kind !== 'expense') return { category: null, company: body.companyId, pointId: null };
  if (body.categoryId === null) throw badRequest(messages.advanceCategoryRequired);
  const category = await trx
    .selectFrom('expense_categories')
    .select(['id', 'without_point'])
    .where('id', '=', body.categoryId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!category) throw badRequest(messages.advanceCategoryRequired);
  if (body.companyId === null) throw badRequest(messages.advanceCompanyRequired);
  if (!category.without_point && body.pvzId === null) throw badRequest(messages.advancePointRequired);
  return { category: category.id, company: body.companyId, pointId: category.without_point ? null : body.pvzId };
}

/**
 * A new row: an expense leaves the creator's cash (or the bank account, cashless); a transfer of cash
 * is reserved from the creator's cash until the recipient confirms it (they get a notification); the
 * director's top-up comes from the owners. Nobody spends more than they hold: «На балансе … не хватает
 * средств!».
 */
export async function createAdvanceRow(
  trx: Transaction<Database>,
  actor: StaffAuth,
  body: CreateAdvanceRowBody,
): Promise<AdvanceRowChange> {
  if (body.kind === 'top-up' && !isDirector(actor)) throw forbidden(messages.advanceTopUpDirector);
  if (isCreditKind(body.kind) && !isDirector(actor)) throw forbidden(messages.advanceCreditDirector);
  // the bank account is the director's to spend
  if (body.payment === 'cashless' && !isDirector(actor)) throw forbidden(messages.advanceCashlessDirector);
  if (body.kind === 'transfer') {
    if (body.recipientId === null) throw badRequest(messages.advanceRecipientRequired);
    if (body.payment !== 'cash') throw badRequest(messages.advanceTransferCash);
    if (body.recipientId === actor.user.id) throw badRequest(messages.advanceRecipientSelf);
  }
  const places = await checkedPlaces(trx, body);
  if (places.pointId !== null) {
    if (!scopeIncludesPoint(actor.scope, places.pointId)) throw forbidden(messages.pointOutOfScope);
    await assertActivePoint(trx, places.pointId);
  }
  const me = { id: actor.user.id, username: actor.user.username };
  const bank = body.payment === 'cashless' ? await mainBankAccount(trx) : null;
  const own = bank?.id ?? (await ledgerAccount(trx, personCashAccount(me)));
  const move = {
    key: `advance:${body.operationId}`,
    amount: body.amount,
    kind: advanceMoveKinds[body.kind],
    userId: actor.user.id,
    overdraftMessage: describe.advanceShortOfMoney(bank?.name ?? personCashAccount(me).name),
  };
  let recipientId: number | null = null;
  let made: { id: number };
  if (body.kind === 'transfer') {
    const recipient = await liveUser(trx, body.recipientId as number);
    // the recipient confirms on the page: someone who cannot open it would leave the cash reserved
    if (!(await loadStaffAccess(trx, recipient.id))?.access.pages['finance-advance-report'])
      throw unprocessable(messages.advanceRecipientNoPage);
    recipientId = recipient.id;
    ({ transfer: made } = await reserve(trx, {
      ...move,
      debitAccountId: own,
      creditAccountId: await ledgerAccount(trx, personCashAccount(recipient)),
    }));
  } else if (isCreditKind(body.kind)) {
    const sides = await creditSides(trx, body.kind, body.payment, own);
    ({ transfer: made } = await transfer(trx, { ...move, ...sides }));
  } else if (body.kind === 'top-up') {
    const owners = await ledgerAccount(trx, ownersCapitalAccount);
    ({ transfer: made } = await transfer(trx, { ...move, debitAccountId: owners, creditAccountId: own }));
  } else {
    const expense = await ledgerAccount(trx, {
      kind: 'expense',
      key: `advance-${places.category}`,
      name: 'Расходы авансового отчёта',
    });
    ({ transfer: made } = await transfer(trx, { ...move, debitAccountId: own, creditAccountId: expense }));
  }
  const { id } = await trx
    .insertInto('advance_rows')
    .values({
      kind: body.kind,
      payment: body.payment,
      category_id: places.category,
      company_id: places.company,
      point_id: places.pointId,
      recipient_id: recipientId,
      amount: body.amount,
      note: body.note.trim(),
      transfer_id: made.id,
      created_by: actor.user.id,
      received_at: body.kind === 'transfer' ? null : new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await attachReceipts(trx, actor, id, body.fileIds ?? []);
  if (recipientId !== null)
    await storeNotifications(
      trx,
      { userIds: [recipientId] },
      { title: messages.advanceConfirmTitle, message: messages.advanceConfirmText },
    );
  return { message: messages.advanceCreated, row: await rowById(trx, id) };
}

/**
 * Where a credit move takes money from and to, `own` being the director's cash or the main bank: a new
 * credit adds to the debt and brings the money in; money set aside goes to the credit balance; a
 * payment from it pays the debt down; a write-off clears debt the owners settled. Neither the credit
 * balance nor the debt goes below zero (the legacy's messages).
 */
async function creditSides(trx: Transaction<Database>, kind: CreditKind, payment: AdvancePayment, own: number) {
  const debt = () => ledgerAccount(trx, creditDebtAccount(payment));
  const balance = () => ledgerAccount(trx, creditBalanceAccount(payment));
  const overpaymentMessage = messages.advanceCreditDebtShort;
  switch (kind) {
    case 'credit-new':
      return { debitAccountId: await debt(), creditAccountId: own };
    case 'credit-to-balance':
      return { debitAccountId: own, creditAccountId: await balance() };
    case 'credit-repay':
      return {
        debitAccountId: await balance(),
        creditAccountId: await debt(),
        overdraftMessage: messages.advanceCreditBalanceShort,
        overpaymentMessage,
      };
    case 'credit-write-off':
      return {
        debitAccountId: await ledgerAccount(trx, ownersCapitalAccount),
        creditAccountId: await debt(),
        overpaymentMessage,
      };
  }
}

/** The caller's own receipt photos, on no other row yet, attached to the row (locked until it is made). */
async function attachReceipts(trx: Transaction<Database>, actor: StaffAuth, rowId: number, fileIds: string[]) {
  if (fileIds.length === 0) return;
  const files = await trx
    .selectFrom('files')
    .select(['id', 'owner_user_id', 'purpose'])
    .where('id', 'in', fileIds)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .execute();
  const mine = files.filter((file) => file.owner_user_id === actor.user.id && file.purpose === 'receipt');
  if (mine.length !== fileIds.length) throw badRequest(messages.advanceReceiptInvalid);
  const used = await trx
    .selectFrom('advance_row_files')
    .select('file_id')
    .where('file_id', 'in', fileIds)
    .executeTakeFirst();
  if (used) throw conflict(messages.advanceReceiptUsed);
  await trx
    .insertInto('advance_row_files')
    .values(fileIds.map((fileId) => ({ advance_row_id: rowId, file_id: fileId })))
    .execute();
}

/** A transfer waiting for its recipient, locked for the step. */
async function waitingTransfer(trx: Transaction<Database>, id: number) {
  const row = await trx
    .selectFrom('advance_rows')
    .select(['id', 'kind', 'recipient_id', 'transfer_id', 'received_at', 'rejected_at', 'created_by'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(messages.advanceRowNotFound);
  if (row.kind !== 'transfer' || row.received_at || row.rejected_at) throw conflict(messages.advanceNotWaiting);
  return row;
}

/** The recipient confirms a transfer: only now the money moves to them. */
export async function receiveAdvanceRow(
  trx: Transaction<Database>,
  actor: StaffAuth,
  id: number,
  operationId: string,
): Promise<AdvanceRowChange> {
  const row = await waitingTransfer(trx, id);
  if (row.recipient_id !== actor.user.id) throw forbidden(messages.advanceNotRecipient);
  await postPending(trx, { key: `advance-receive:${operationId}`, userId: actor.user.id, pendingId: row.transfer_id });
  await trx.updateTable('advance_rows').set({ received_at: new Date() }).where('id', '=', id).execute();
  return { message: messages.advanceReceived, row: await rowById(trx, id) };
}

/** The recipient (or the director) turns a transfer down: the reserved cash stays with its giver. */
export async function rejectAdvanceRow(
  trx: Transaction<Database>,
  actor: StaffAuth,
  id: number,
  operationId: string,
): Promise<AdvanceRowChange> {
  const row = await waitingTransfer(trx, id);
  if (row.recipient_id !== actor.user.id && !isDirector(actor)) throw forbidden(messages.advanceNotRecipient);
  await voidPending(trx, { key: `advance-reject:${operationId}`, userId: actor.user.id, pendingId: row.transfer_id });
  await trx.updateTable('advance_rows').set({ rejected_at: new Date() }).where('id', '=', id).execute();
  return { message: messages.advanceRejected, row: await rowById(trx, id) };
}

/** The balances one sees: one's own cash; the director everybody's, the banks' and the credits'. */
const balanceKindsOf = (actor: StaffAuth) =>
  isDirector(actor) ? ['person-cash', 'bank', 'credit-balance', 'credit-debt'] : ['person-cash'];

/** My cash; for the director everybody's cash, the banks and the credits. Sums of the ledger's counters. */
export async function personalBalances(db: Db, actor: StaffAuth) {
  let accounts = db
    .selectFrom('ledger_accounts as a')
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .select([
      'a.code',
      'a.name',
      'a.user_id',
      'u.username',
      'a.credits_posted',
      'a.debits_posted',
      'a.credits_pending',
      'a.debits_pending',
    ])
    .where('a.kind', 'in', balanceKindsOf(actor));
  if (!isDirector(actor)) accounts = accounts.where('a.user_id', '=', actor.user.id);
  const rows = await accounts.orderBy('a.kind').orderBy('a.name').execute();
  return {
    balances: rows.map((row) => ({
      code: row.code,
      account: row.name,
      user: row.user_id === null ? null : { id: row.user_id, name: row.username ?? '' },
      balance: row.credits_posted - row.debits_posted,
      pendingIn: row.credits_pending,
      pendingOut: row.debits_pending,
    })),
  };
}

/**
 * The moves behind a personal balance: the director asks for anybody's cash or a bank's, anybody else
 * for their own cash only (another's answers as if it did not exist).
 */
export async function personalMovements(db: Db, actor: StaffAuth, query: PersonalMovementsQuery) {
  const { start, end } = checkedPeriod(query.from, query.to);
  let account = db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('code', '=', query.code)
    .where('kind', 'in', balanceKindsOf(actor));
  if (!isDirector(actor)) account = account.where('user_id', '=', actor.user.id);
  const found = await account.executeTakeFirst();
  if (!found) throw notFound(messages.advanceAccountNotFound);
  return ledgerMovements(db, found.id, {
    start: start as string,
    end: end as string,
    page: query.page,
    pageSize: query.pageSize,
  });
}
