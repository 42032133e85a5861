import type { UserScope } from '@pvz/contracts/access';
import type { CreateWithdrawalBody, Withdrawal, WithdrawalStatus } from '@pvz/contracts/api/balance';
import { messages } from '@pvz/contracts/messages';
import { ADMIN_ROLE } from '@pvz/contracts/roles';
import type { Insertable, Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { WithdrawalsTable } from '../../db/schema/ledger.js';
import type { Database } from '../../db/schema.js';
import { forbidden, notFound, unprocessable } from '../../errors.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';
import { ledgerAccount, mainBankAccount, personCashAccount } from '../ledger/accounts.js';
import { pointMoneyAccounts } from '../ledger/goods-money.js';
import { postPending, reserve, transfer, voidPending } from '../ledger/transfers.js';
import { inPointScope } from '../point-scope.js';

type Row = Selectable<WithdrawalsTable>;

function statusOf(row: Row): WithdrawalStatus {
  if (row.cancelled_at) return 'cancelled';
  if (row.received_at) return 'received';
  return row.handed_over_at ? 'handed-over' : 'requested';
}

/** The withdrawals by id, as the page shows them (point, recipient and who did what by name). */
async function withdrawalsByIds(db: Db, ids: readonly number[]): Promise<Withdrawal[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('withdrawals as w')
    .innerJoin('points as p', 'p.id', 'w.point_id')
    .innerJoin('users as r', 'r.id', 'w.recipient_id')
    .innerJoin('users as c', 'c.id', 'w.created_by')
    .leftJoin('users as h', 'h.id', 'w.handed_over_by')
    .selectAll('w')
    .select([
      'p.name as point_name',
      'r.username as recipient_name',
      'c.username as creator',
      'h.username as handed_by',
    ])
    .where('w.id', 'in', ids)
    .orderBy('w.created_at', 'desc')
    .orderBy('w.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    point: { id: row.point_id, name: row.point_name },
    purpose: row.purpose,
    payment: row.payment,
    amount: row.amount,
    recipient: { id: row.recipient_id, name: row.recipient_name },
    note: row.note,
    status: statusOf(row),
    createdAt: row.created_at.toISOString(),
    createdBy: row.creator,
    handedOverAt: row.handed_over_at?.toISOString() ?? null,
    handedOverBy: row.handed_by,
    receivedAt: row.received_at?.toISOString() ?? null,
    cancelledAt: row.cancelled_at?.toISOString() ?? null,
  }));
}

export async function withdrawalById(db: Db, id: number): Promise<Withdrawal> {
  const [found] = await withdrawalsByIds(db, [id]);
  if (!found) throw notFound(messages.withdrawalNotFound);
  return found;
}

/** The withdrawals of the caller's points (or one), and those that go to the caller. */
export async function listWithdrawals(
  db: Db,
  actor: StaffAuth,
  filter: { scope: UserScope; pvzId?: number; open?: boolean },
): Promise<{ rows: Withdrawal[]; waitingForMe: number }> {
  let query = db
    .selectFrom('withdrawals')
    .select('id')
    .where((eb) =>
      filter.pvzId === undefined
        ? eb.or([eb(inPointScope('point_id', filter.scope), '=', true), eb('recipient_id', '=', actor.user.id)])
        : eb('point_id', '=', filter.pvzId),
    );
  if (filter.open) query = query.where('received_at', 'is', null).where('cancelled_at', 'is', null);
  const ids = await query.orderBy('created_at', 'desc').limit(500).execute();
  const waiting = await db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('recipient_id', '=', actor.user.id)
    .where('handed_over_at', 'is not', null)
    .where('received_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .executeTakeFirstOrThrow();
  return {
    rows: await withdrawalsByIds(
      db,
      ids.map((row) => row.id),
    ),
    waitingForMe: Number(waiting.n),
  };
}

/** The point a withdrawal belongs to, for the route's scope check; null when there is no such withdrawal. */
export async function pointOfWithdrawal(db: Db, id: number): Promise<number | null> {
  const row = await db.selectFrom('withdrawals').select('point_id').where('id', '=', id).executeTakeFirst();
  return row?.point_id ?? null;
}

/** Staff who may receive a withdrawal, by name: everyone, or the people of one point (their home point). */
export async function recipients(db: Db, homePointId?: number): Promise<{ id: number; name: string }[]> {
  return db
    .selectFrom('users')
    .select(['id', 'username as name'])
    .where('deleted_at', 'is', null)
    .$if(homePointId !== undefined, (query) => query.where('home_point_id', '=', homePointId as number))
    .orderBy('username')
    .execute();
}

/**
 * A request for money from a point (sum ≤ what is available, else the spec's words): cash is
 * reserved in the ledger now and moves when the recipient confirms receipt; online money moves to
 * the company's account at once.
 */
export async function createWithdrawal(
  trx: Transaction<Database>,
  actor: StaffAuth,
  body: CreateWithdrawalBody,
): Promise<Withdrawal> {
  const recipient = await trx
    .selectFrom('users')
    .select(['id', 'username'])
    .where('id', '=', body.recipientId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!recipient) throw notFound(messages.recipientUnknown);
  const point = await trx
    .selectFrom('points')
    .select('id')
    .where('id', '=', body.pvzId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!point) throw notFound(messages.pointUnknown);
  const accounts = await pointMoneyAccounts(trx, body.pvzId);
  const move = {
    key: `withdrawal:${body.operationId}`,
    amount: body.amount,
    kind: 'withdrawal',
    userId: actor.user.id,
    overdraftMessage: messages.withdrawalOverBalance,
  };
  const { transfer: made } =
    body.payment === 'cash'
      ? await reserve(trx, {
          ...move,
          debitAccountId: accounts.cash,
          creditAccountId: await ledgerAccount(trx, personCashAccount(recipient)),
        })
      : await transfer(trx, {
          ...move,
          debitAccountId: accounts.online,
          creditAccountId: (await mainBankAccount(trx)).id,
        });
  const id = await insertWithdrawal(trx, {
    point_id: body.pvzId,
    payment: body.payment,
    amount: body.amount,
    recipient_id: recipient.id,
    note: body.note.trim(),
    transfer_id: made.id,
    created_by: actor.user.id,
    received_at: body.payment === 'online' ? new Date() : null,
  });
  return withdrawalById(trx, id);
}

/** Writes a withdrawal whose ledger moves are made; answers its id. */
export async function insertWithdrawal(trx: Transaction<Database>, values: Insertable<WithdrawalsTable>) {
  const created = await trx.insertInto('withdrawals').values(values).returning('id').executeTakeFirstOrThrow();
  return created.id;
}

/** The withdrawal, locked, for a step; a step of a closed one is refused. */
async function openWithdrawal(trx: Transaction<Database>, id: number): Promise<Row> {
  const row = await trx.selectFrom('withdrawals').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw notFound(messages.withdrawalNotFound);
  if (row.received_at || row.cancelled_at) throw unprocessable(messages.withdrawalClosed);
  return row;
}

/** The point's operator hands the cash over to the recipient (nothing moves yet). */
export async function handOverWithdrawal(trx: Transaction<Database>, actor: StaffAuth, id: number) {
  const row = await openWithdrawal(trx, id);
  if (row.payment !== 'cash') throw unprocessable(messages.withdrawalNotCash);
  if (row.handed_over_at) throw unprocessable(messages.withdrawalHandedOverAlready);
  await trx
    .updateTable('withdrawals')
    .set({ handed_over_at: new Date(), handed_over_by: actor.user.id })
    .where('id', '=', id)
    .execute();
  return withdrawalById(trx, id);
}

/** The recipient confirms receipt: only now the reserved cash moves to them (and an income withdrawal's income). */
export async function receiveWithdrawal(trx: Transaction<Database>, actor: StaffAuth, id: number) {
  const row = await openWithdrawal(trx, id);
  if (row.recipient_id !== actor.user.id) throw forbidden(messages.withdrawalNotRecipient);
  if (!row.handed_over_at) throw unprocessable(messages.withdrawalNotHandedOver);
  await postPending(trx, { key: `withdrawal:${id}:received`, pendingId: row.transfer_id, userId: actor.user.id });
  if (row.income_transfer_id !== null)
    await postPending(trx, {
      key: `withdrawal:${id}:income-received`,
      pendingId: row.income_transfer_id,
      userId: actor.user.id,
    });
  await trx.updateTable('withdrawals').set({ received_at: new Date() }).where('id', '=', id).execute();
  return withdrawalById(trx, id);
}

/** The director cancels a cash request not received yet: the reservation is voided. */
export async function cancelWithdrawal(trx: Transaction<Database>, actor: StaffAuth, id: number) {
  if (actor.user.role !== ADMIN_ROLE) throw forbidden(messages.withdrawalCancelDirector);
  const row = await openWithdrawal(trx, id);
  const cancel = { userId: actor.user.id, reason: messages.withdrawalCancelled };
  await voidPending(trx, { ...cancel, key: `withdrawal:${id}:cancelled`, pendingId: row.transfer_id });
  if (row.income_transfer_id !== null)
    await voidPending(trx, { ...cancel, key: `withdrawal:${id}:income-cancelled`, pendingId: row.income_transfer_id });
  await trx
    .updateTable('withdrawals')
    .set({ cancelled_at: new Date(), cancelled_by: actor.user.id })
    .where('id', '=', id)
    .execute();
  return withdrawalById(trx, id);
}
