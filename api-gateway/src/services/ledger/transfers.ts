import { createHash } from 'node:crypto';
import { describe, messages } from '@pvz/contracts/messages';
import type { Selectable, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { LedgerTransfersTable, TransferType } from '../../db/schema/ledger.js';
import type { Database } from '../../db/schema.js';
import { badRequest, conflict, notFound, unprocessable } from '../../errors.js';

/**
 * Every move of the network's money (DOMAIN.md §2), TigerBeetle's two-phase model on pgledger's
 * locking shape (REFERENCES.md §1): a transfer moves an amount from its debit account to its credit
 * account, at once (`transfer`) or reserved first (`reserve`) and then posted, in full or in part, or
 * voided. Nothing is edited: a mistake is undone by a reversal with its reason.
 *
 * Each move locks its two accounts in id order (two moves never deadlock), answers a repeat of its
 * key with the first transfer (another request under the same key is a 409), checks its rules and
 * the balance under those locks, then writes the transfer and the counters. The accounts' CHECK
 * refuses an overdraft even if a caller got here some other way. A move inside a caller's
 * transaction (a hand-over and its cash) commits or rolls back with it.
 */

export type Transfer = Selectable<LedgerTransfersTable>;

export interface TransferResult {
  transfer: Transfer;
  /** the key was used before for the same request: this is the first transfer, nothing moved now */
  replayed: boolean;
}

/** Who moves the money; the same for every move. */
export interface Origin {
  /** the idempotency key */
  key: string;
  userId?: number | null;
  /** what caused the move, e.g. `goods:123` */
  reference?: string | null;
}

export interface MoveRequest extends Origin {
  debitAccountId: number;
  creditAccountId: number;
  /** kopecks, > 0 */
  amount: number;
  /** what kind of move it is (cash at hand-over, a withdrawal, ...), for sums by kind */
  kind: string;
  reason?: string | null;
  /** what to say when the debit account cannot pay, instead of the ledger's own words */
  overdraftMessage?: string;
  /** what to say when the credit account is a debt smaller than the amount */
  overpaymentMessage?: string;
}

/** A transfer about to be written, and what it does to the counters of both accounts. */
interface Draft {
  type: TransferType;
  debitAccountId: number;
  creditAccountId: number;
  amount: number;
  kind: string;
  pendingId?: number;
  reversesId?: number;
  expiresAt?: Date | null;
  reason?: string | null;
  overdraftMessage?: string;
  overpaymentMessage?: string;
  /** added to both accounts' posted counters */
  posted: number;
  /** added to both accounts' pending counters (negative when a reservation is resolved) */
  pending: number;
}

/** Transfers a multi-row insert writes (12 parameters each, far below PostgreSQL's 65,535). */
const TRANSFERS_PER_INSERT = 1000;

const isAmount = (amount: number) => Number.isSafeInteger(amount) && amount > 0;

function requestHashOf(origin: Origin, draft: Draft): string {
  const request = [
    draft.type,
    draft.debitAccountId,
    draft.creditAccountId,
    draft.amount,
    draft.kind,
    draft.pendingId ?? null,
    draft.reversesId ?? null,
    draft.expiresAt?.toISOString() ?? null,
    draft.reason ?? null,
    origin.userId ?? null,
    origin.reference ?? null,
  ];
  return createHash('sha256').update(JSON.stringify(request)).digest('base64url');
}

function inTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}

async function lockAccounts(trx: Transaction<Database>, ids: readonly number[]) {
  const accounts = await trx
    .selectFrom('ledger_accounts')
    .select([
      'id',
      'name',
      'allow_negative',
      'allow_positive',
      'debits_posted',
      'credits_posted',
      'debits_pending',
      'credits_pending',
    ])
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
  if (accounts.length !== new Set(ids).size) throw notFound(messages.ledgerAccountMissing);
  return accounts;
}

/**
 * Locks, in id order, every account a transaction is about to move several transfers between: each
 * transfer locks only its own two, so two transactions over overlapping accounts in another order
 * would deadlock. Call it inside the transaction, before the transfers.
 */
export async function lockAccountsForMoves(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** The row of a transfer as it is written. */
const transferRow = (origin: Origin, draft: Draft, requestHash: string) => ({
  key: origin.key,
  request_hash: requestHash,
  type: draft.type,
  debit_account_id: draft.debitAccountId,
  credit_account_id: draft.creditAccountId,
  amount: draft.amount,
  kind: draft.kind,
  pending_id: draft.pendingId ?? null,
  reverses_id: draft.reversesId ?? null,
  expires_at: draft.expiresAt ?? null,
  reference: origin.reference ?? null,
  reason: draft.reason ?? null,
  user_id: origin.userId ?? null,
});

async function record(
  db: Db,
  origin: Origin,
  draft: Draft,
  rules: (trx: Transaction<Database>) => Promise<void> = async () => {},
): Promise<TransferResult> {
  if (!isAmount(draft.amount)) throw badRequest(messages.ledgerAmountInvalid);
  if (draft.debitAccountId === draft.creditAccountId) throw badRequest(messages.ledgerSameAccount);
  const requestHash = requestHashOf(origin, draft);
  const earlier = (trx: Db) =>
    trx
      .selectFrom('ledger_transfers')
      .selectAll()
      .where('key', '=', origin.key)
      .executeTakeFirst()
      .then((found) => {
        if (found && found.request_hash !== requestHash) throw conflict(messages.operationRequestDiffers);
        return found && { transfer: found, replayed: true };
      });

  return inTransaction(db, async (trx) => {
    const accounts = await lockAccounts(trx, [draft.debitAccountId, draft.creditAccountId]);
    const repeated = await earlier(trx);
    if (repeated) return repeated;
    await rules(trx);

    const debit = accounts.find((account) => account.id === draft.debitAccountId);
    if (
      debit &&
      !debit.allow_negative &&
      debit.credits_posted - (debit.debits_posted + draft.posted) - (debit.debits_pending + draft.pending) < 0
    )
      throw unprocessable(draft.overdraftMessage ?? describe.ledgerOverdraft(debit.name));
    const credit = accounts.find((account) => account.id === draft.creditAccountId);
    if (
      credit &&
      !credit.allow_positive &&
      credit.credits_posted + draft.posted + (credit.credits_pending + draft.pending) - credit.debits_posted > 0
    )
      throw unprocessable(draft.overpaymentMessage ?? describe.ledgerOverpayment(credit.name));

    const transfer = await trx
      .insertInto('ledger_transfers')
      .values(transferRow(origin, draft, requestHash))
      .onConflict((oc) => oc.column('key').doNothing())
      .returningAll()
      .executeTakeFirst();
    // the key was taken meanwhile by a move of other accounts (the same accounts would have waited
    // on our locks): another request under this key
    if (!transfer) throw conflict(messages.operationRequestDiffers);

    await trx
      .updateTable('ledger_accounts')
      .set({
        debits_posted: sql`debits_posted + ${draft.posted}`,
        debits_pending: sql`debits_pending + ${draft.pending}`,
      })
      .where('id', '=', draft.debitAccountId)
      .execute();
    await trx
      .updateTable('ledger_accounts')
      .set({
        credits_posted: sql`credits_posted + ${draft.posted}`,
        credits_pending: sql`credits_pending + ${draft.pending}`,
      })
      .where('id', '=', draft.creditAccountId)
      .execute();
    return { transfer, replayed: false };
  });
}

/** Moves the amount at once. */
export function transfer(db: Db, request: MoveRequest): Promise<TransferResult> {
  return record(db, request, { ...request, type: 'posted', posted: request.amount, pending: 0 });
}

/**
 * Posts many moves as one, for thousands at a time (a bank statement of 20,000 lines) where `transfer`
 * would make several round trips apiece: the accounts locked once in id order, the keys looked up in
 * one query (a key used before answers its first transfer; with another request it is a 409), the
 * balances checked on the sum of the moves (they happened already, in whatever order the bank booked
 * them), the transfers written by multi-row inserts and each account's counters updated once.
 * Answers the transfers in the order of the requests.
 */
export async function transferMany(
  db: Db,
  requests: readonly (MoveRequest & { reversesId?: number })[],
): Promise<Transfer[]> {
  const drafts = requests.map((request) => {
    if (!isAmount(request.amount)) throw badRequest(messages.ledgerAmountInvalid);
    if (request.debitAccountId === request.creditAccountId) throw badRequest(messages.ledgerSameAccount);
    const type = request.reversesId === undefined ? 'posted' : 'reversal';
    const draft: Draft = { ...request, type, posted: request.amount, pending: 0 };
    return { request, draft, hash: requestHashOf(request, draft) };
  });
  if (new Set(requests.map((request) => request.key)).size !== requests.length)
    throw conflict(messages.operationRequestDiffers);
  if (drafts.length === 0) return [];
  return inTransaction(db, async (trx) => {
    const accounts = await lockAccounts(trx, [
      ...new Set(requests.flatMap((request) => [request.debitAccountId, request.creditAccountId])),
    ]);
    const earlier = new Map(
      (
        await trx
          .selectFrom('ledger_transfers')
          .selectAll()
          .where(sql<boolean>`key = any(${requests.map((request) => request.key)}::text[])`)
          .execute()
      ).map((found) => [found.key, found]),
    );
    const fresh = drafts.filter(({ request, hash }) => {
      const found = earlier.get(request.key);
      if (found && found.request_hash !== hash) throw conflict(messages.operationRequestDiffers);
      return !found;
    });
    const moved = new Map<number, { debits: number; credits: number }>();
    const movedOf = (id: number) =>
      moved.get(id) ?? (moved.set(id, { debits: 0, credits: 0 }).get(id) as { debits: number; credits: number });
    for (const { request } of fresh) {
      movedOf(request.debitAccountId).debits += request.amount;
      movedOf(request.creditAccountId).credits += request.amount;
    }
    for (const account of accounts) {
      const { debits, credits } = movedOf(account.id);
      const message = (side: 'debitAccountId' | 'creditAccountId') =>
        fresh.find(({ request }) => request[side] === account.id)?.request;
      if (
        !account.allow_negative &&
        account.credits_posted + credits - (account.debits_posted + debits) - account.debits_pending < 0
      )
        throw unprocessable(message('debitAccountId')?.overdraftMessage ?? describe.ledgerOverdraft(account.name));
      if (
        !account.allow_positive &&
        account.credits_posted + credits + account.credits_pending - (account.debits_posted + debits) > 0
      )
        throw unprocessable(message('creditAccountId')?.overpaymentMessage ?? describe.ledgerOverpayment(account.name));
    }
    const written = new Map<string, Transfer>();
    for (let start = 0; start < fresh.length; start += TRANSFERS_PER_INSERT) {
      const rows = await trx
        .insertInto('ledger_transfers')
        .values(
          fresh
            .slice(start, start + TRANSFERS_PER_INSERT)
            .map(({ request, draft, hash }) => transferRow(request, draft, hash)),
        )
        .onConflict((oc) => oc.column('key').doNothing())
        .returningAll()
        .execute();
      // a key taken meanwhile by a move of other accounts: another request under it
      if (rows.length !== Math.min(TRANSFERS_PER_INSERT, fresh.length - start))
        throw conflict(messages.operationRequestDiffers);
      for (const row of rows) written.set(row.key, row);
    }
    for (const [id, { debits, credits }] of moved)
      if (debits > 0 || credits > 0)
        await trx
          .updateTable('ledger_accounts')
          .set({ debits_posted: sql`debits_posted + ${debits}`, credits_posted: sql`credits_posted + ${credits}` })
          .where('id', '=', id)
          .execute();
    return requests.map((request) => (written.get(request.key) ?? earlier.get(request.key)) as Transfer);
  });
}

/** Reserves the amount: the debit account's available money drops now, its posted balance on `postPending`. */
export function reserve(db: Db, request: MoveRequest & { expiresAt?: Date | null }): Promise<TransferResult> {
  return record(db, request, { ...request, type: 'pending', posted: 0, pending: request.amount });
}

async function transferById(db: Db, id: number): Promise<Transfer> {
  const found = await db.selectFrom('ledger_transfers').selectAll().where('id', '=', id).executeTakeFirst();
  if (!found) throw notFound(messages.ledgerTransferMissing);
  return found;
}

async function pendingOf(db: Db, id: number): Promise<Transfer> {
  const pending = await transferById(db, id);
  if (pending.type !== 'pending') throw unprocessable(messages.ledgerNotPending);
  return pending;
}

async function refuseIfResolved(trx: Db, pendingId: number) {
  const resolution = await trx
    .selectFrom('ledger_transfers')
    .select('id')
    .where('pending_id', '=', pendingId)
    .executeTakeFirst();
  if (resolution) throw unprocessable(messages.ledgerResolvedAlready);
}

/**
 * Posts a reservation: the whole amount, or a part of it (the rest returns to the debit account).
 * @param now the clock, for the reservation's expiry
 */
export async function postPending(
  db: Db,
  request: Origin & { pendingId: number; amount?: number },
  now: Date = new Date(),
): Promise<TransferResult> {
  const pending = await pendingOf(db, request.pendingId);
  const amount = request.amount ?? pending.amount;
  const draft: Draft = {
    type: 'post',
    debitAccountId: pending.debit_account_id,
    creditAccountId: pending.credit_account_id,
    amount,
    kind: pending.kind,
    pendingId: pending.id,
    posted: amount,
    pending: -pending.amount,
  };
  return record(db, request, draft, async (trx) => {
    await refuseIfResolved(trx, pending.id);
    if (amount > pending.amount) throw unprocessable(messages.ledgerPostAboveReserved);
    if (pending.expires_at && pending.expires_at <= now) throw unprocessable(messages.ledgerPendingExpired);
  });
}

/** Voids a reservation: the whole amount returns to the debit account. */
export async function voidPending(
  db: Db,
  request: Origin & { pendingId: number; reason?: string | null },
): Promise<TransferResult> {
  const pending = await pendingOf(db, request.pendingId);
  const draft: Draft = {
    type: 'void',
    debitAccountId: pending.debit_account_id,
    creditAccountId: pending.credit_account_id,
    amount: pending.amount,
    kind: pending.kind,
    pendingId: pending.id,
    reason: request.reason ?? null,
    posted: 0,
    pending: -pending.amount,
  };
  return record(db, request, draft, (trx) => refuseIfResolved(trx, pending.id));
}

/** Undoes a posted move by the opposite one; the money must still be there (or the account may go negative). */
export async function reverse(
  db: Db,
  request: Origin & { transferId: number; reason: string },
): Promise<TransferResult> {
  const reason = request.reason.trim();
  if (reason === '') throw badRequest(messages.ledgerReasonRequired);
  const original = await transferById(db, request.transferId);
  if (original.type !== 'posted' && original.type !== 'post') throw unprocessable(messages.ledgerNotReversible);
  const draft: Draft = {
    type: 'reversal',
    debitAccountId: original.credit_account_id,
    creditAccountId: original.debit_account_id,
    amount: original.amount,
    kind: original.kind,
    reversesId: original.id,
    reason,
    posted: original.amount,
    pending: 0,
  };
  return record(db, request, draft, async (trx) => {
    const reversal = await trx
      .selectFrom('ledger_transfers')
      .select('id')
      .where('reverses_id', '=', original.id)
      .executeTakeFirst();
    if (reversal) throw unprocessable(messages.ledgerReversedAlready);
  });
}

/**
 * Undoes many posted moves as one (see `transferMany`), each by its opposite with the same reason;
 * `keyOf` names each reversal's key. None may be reversed already; callers serialise their undo (a
 * statement's batch is locked), since two at once would meet on the one-reversal index.
 */
export async function reverseMany(
  db: Db,
  request: { transferIds: readonly number[]; keyOf(transferId: number): string; reason: string; userId: number | null },
): Promise<Transfer[]> {
  const reason = request.reason.trim();
  if (reason === '') throw badRequest(messages.ledgerReasonRequired);
  if (request.transferIds.length === 0) return [];
  const ids = sql<boolean>`= any(${request.transferIds.map(String)}::bigint[])`;
  const originals = await db.selectFrom('ledger_transfers').selectAll().where(sql<boolean>`id ${ids}`).execute();
  if (originals.length !== new Set(request.transferIds).size) throw notFound(messages.ledgerTransferMissing);
  if (originals.some((original) => original.type !== 'posted' && original.type !== 'post'))
    throw unprocessable(messages.ledgerNotReversible);
  const reversed = await db
    .selectFrom('ledger_transfers')
    .select('id')
    .where(sql<boolean>`reverses_id ${ids}`)
    .executeTakeFirst();
  if (reversed) throw unprocessable(messages.ledgerReversedAlready);
  // the reversals in the order the transfers were asked for
  const place = new Map(request.transferIds.map((id, index) => [Number(id), index]));
  originals.sort((a, b) => (place.get(Number(a.id)) ?? 0) - (place.get(Number(b.id)) ?? 0));
  return transferMany(
    db,
    originals.map((original) => ({
      key: request.keyOf(Number(original.id)),
      userId: request.userId,
      debitAccountId: original.credit_account_id,
      creditAccountId: original.debit_account_id,
      amount: original.amount,
      kind: original.kind,
      reversesId: Number(original.id),
      reason,
    })),
  );
}
