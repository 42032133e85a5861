import { describe as describeMessage, messages } from '@pvz/contracts/messages';
import { sql } from 'kysely';
import { createDatabase, migrateToLatest } from '../../../src/db/database.js';
import { AppError } from '../../../src/errors.js';
import { accountCode, ledgerAccount } from '../../../src/services/ledger/accounts.js';
import { balancesOf } from '../../../src/services/ledger/balances.js';
import { voidExpiredPending } from '../../../src/services/ledger/expiry.js';
import {
  postPending,
  reserve,
  reverse,
  reverseMany,
  transfer,
  transferMany,
  voidPending,
} from '../../../src/services/ledger/transfers.js';
import { openTestDatabase, type TestDatabase } from '../../helpers/test-database.js';
import { networkSum, refusal } from './ledger-fixtures.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  await migrateToLatest(database.db);
});
afterAll(async () => database.drop());

let serial = 0;
/** Fresh accounts for each test: clients who pay, a point's cash box and a person. */
async function accounts() {
  serial += 1;
  const db = database.db;
  return {
    clients: await ledgerAccount(db, { kind: 'clients', name: 'Клиенты', key: `t${serial}` }),
    box: await ledgerAccount(db, { kind: 'point-cash', name: `Касса ПВЗ ${serial}`, key: `t${serial}` }),
    person: await ledgerAccount(db, { kind: 'person-cash', name: `Наличные сотрудника ${serial}`, key: `t${serial}` }),
  };
}
const key = () => `test-${serial}-${Math.random().toString(36).slice(2)}`;
const balance = async (id: number) => (await balancesOf(database.db, [id])).get(id);

describe('accounts', () => {
  it('are opened once per kind and owner, also when opened twice at once', async () => {
    const spec = { kind: 'point-cash' as const, name: 'Касса', pointId: undefined, key: 'once' };
    const ids = await Promise.all([ledgerAccount(database.db, spec), ledgerAccount(database.db, spec)]);
    expect(ids[0]).toBe(ids[1]);
    expect(accountCode({ kind: 'point-cash', pointId: 12 })).toBe('point-cash:p12');
  });
});

describe('a transfer', () => {
  it('moves the amount from the debit to the credit account; every balance is a sum of movements', async () => {
    const { clients, box } = await accounts();
    const { transfer: made, replayed } = await transfer(database.db, {
      key: key(),
      debitAccountId: clients,
      creditAccountId: box,
      amount: 150_050,
      kind: 'hand-over-cash',
      reference: 'goods:1',
    });
    expect(replayed).toBe(false);
    expect(made).toMatchObject({ type: 'posted', amount: 150_050, reference: 'goods:1' });
    expect(await balance(box)).toEqual({ posted: 150_050, pendingIn: 0, pendingOut: 0, available: 150_050 });
    expect(await balance(clients)).toMatchObject({ posted: -150_050 });
    expect(await networkSum(database.db)).toBe(0);
  });

  it('is refused when it would take a guarded account below zero, and nothing moves', async () => {
    const { clients, box, person } = await accounts();
    await transfer(database.db, { key: key(), debitAccountId: clients, creditAccountId: box, amount: 1000, kind: 'k' });
    const refused = await refusal(
      transfer(database.db, { key: key(), debitAccountId: box, creditAccountId: person, amount: 1001, kind: 'k' }),
    );
    expect(refused).toEqual({ status: 422, message: describeMessage.ledgerOverdraft(`Касса ПВЗ ${serial}`) });
    expect(await balance(box)).toMatchObject({ posted: 1000 });
    expect(await balance(person)).toMatchObject({ posted: 0 });
  });

  it('refuses amounts that are not whole positive kopecks, one account on both sides, an unknown account', async () => {
    const { clients, box } = await accounts();
    for (const amount of [0, -5, 10.5, 2 ** 53, Number.NaN, Number.POSITIVE_INFINITY]) {
      const refused = await refusal(
        transfer(database.db, { key: key(), debitAccountId: clients, creditAccountId: box, amount, kind: 'k' }),
      );
      expect(refused).toEqual({ status: 400, message: messages.ledgerAmountInvalid });
    }
    expect(
      await refusal(
        transfer(database.db, { key: key(), debitAccountId: box, creditAccountId: box, amount: 1, kind: 'k' }),
      ),
    ).toEqual({ status: 400, message: messages.ledgerSameAccount });
    expect(
      await refusal(
        transfer(database.db, {
          key: key(),
          debitAccountId: clients,
          creditAccountId: 2 ** 31 - 1,
          amount: 1,
          kind: 'k',
        }),
      ),
    ).toEqual({ status: 404, message: messages.ledgerAccountMissing });
    expect(await balance(box)).toMatchObject({ posted: 0 });
  });

  it('answers a repeat of its key with the first transfer and another request under that key with 409', async () => {
    const { clients, box } = await accounts();
    const request = { key: key(), debitAccountId: clients, creditAccountId: box, amount: 700, kind: 'k' };
    const first = await transfer(database.db, request);
    const again = await transfer(database.db, request);
    expect(again).toEqual({ transfer: first.transfer, replayed: true });
    expect(await refusal(transfer(database.db, { ...request, amount: 701 }))).toEqual({
      status: 409,
      message: messages.operationRequestDiffers,
    });
    expect(await balance(box)).toMatchObject({ posted: 700 });
  });

  it('is never changed or removed', async () => {
    const { clients, box } = await accounts();
    const { transfer: made } = await transfer(database.db, {
      key: key(),
      debitAccountId: clients,
      creditAccountId: box,
      amount: 5,
      kind: 'k',
    });
    await expect(
      sql`update ledger_transfers set amount = 6 where id = ${made.id}`.execute(database.db),
    ).rejects.toThrow(/never changed/);
    await expect(sql`delete from ledger_transfers where id = ${made.id}`.execute(database.db)).rejects.toThrow(
      /never changed/,
    );
  });
});

describe('a reservation', () => {
  async function reserved(amount: number, expiresAt?: Date) {
    const ids = await accounts();
    await transfer(database.db, {
      key: key(),
      debitAccountId: ids.clients,
      creditAccountId: ids.box,
      amount: 10_000,
      kind: 'k',
    });
    const { transfer: pending } = await reserve(database.db, {
      key: key(),
      debitAccountId: ids.box,
      creditAccountId: ids.person,
      amount,
      kind: 'withdrawal',
      expiresAt,
    });
    return { ...ids, pending };
  }

  it('holds the money out of the available balance until it is posted', async () => {
    const { box, person, pending } = await reserved(4000);
    expect(await balance(box)).toEqual({ posted: 10_000, pendingIn: 0, pendingOut: 4000, available: 6000 });
    expect(await balance(person)).toEqual({ posted: 0, pendingIn: 4000, pendingOut: 0, available: 0 });
    // the reserved money cannot be spent twice
    expect(
      await refusal(
        transfer(database.db, { key: key(), debitAccountId: box, creditAccountId: person, amount: 6001, kind: 'k' }),
      ),
    ).toMatchObject({ status: 422 });

    await postPending(database.db, { key: key(), pendingId: pending.id });
    expect(await balance(box)).toEqual({ posted: 6000, pendingIn: 0, pendingOut: 0, available: 6000 });
    expect(await balance(person)).toEqual({ posted: 4000, pendingIn: 0, pendingOut: 0, available: 4000 });
    expect(await networkSum(database.db)).toBe(0);
  });

  it('posted in part returns the rest to the debit account', async () => {
    const { box, person, pending } = await reserved(4000);
    await postPending(database.db, { key: key(), pendingId: pending.id, amount: 3500 });
    expect(await balance(box)).toEqual({ posted: 6500, pendingIn: 0, pendingOut: 0, available: 6500 });
    expect(await balance(person)).toMatchObject({ posted: 3500, pendingIn: 0 });
  });

  it('voided returns everything; it is resolved once, whichever way', async () => {
    const { box, pending } = await reserved(4000);
    await voidPending(database.db, { key: key(), pendingId: pending.id, reason: 'Отмена' });
    expect(await balance(box)).toEqual({ posted: 10_000, pendingIn: 0, pendingOut: 0, available: 10_000 });
    const resolved = { status: 422, message: messages.ledgerResolvedAlready };
    expect(await refusal(postPending(database.db, { key: key(), pendingId: pending.id }))).toEqual(resolved);
    expect(await refusal(voidPending(database.db, { key: key(), pendingId: pending.id }))).toEqual(resolved);
  });

  it('cannot be posted above its amount, after its expiry, or when it is not a reservation', async () => {
    const { pending, clients, box } = await reserved(4000, new Date(Date.now() + 60_000));
    expect(await refusal(postPending(database.db, { key: key(), pendingId: pending.id, amount: 4001 }))).toEqual({
      status: 422,
      message: messages.ledgerPostAboveReserved,
    });
    const later = new Date(Date.now() + 120_000);
    expect(await refusal(postPending(database.db, { key: key(), pendingId: pending.id }, later))).toEqual({
      status: 422,
      message: messages.ledgerPendingExpired,
    });
    const { transfer: posted } = await transfer(database.db, {
      key: key(),
      debitAccountId: clients,
      creditAccountId: box,
      amount: 1,
      kind: 'k',
    });
    expect(await refusal(postPending(database.db, { key: key(), pendingId: posted.id }))).toEqual({
      status: 422,
      message: messages.ledgerNotPending,
    });
  });

  it('runs out: the expiry job voids it once, and the money is back', async () => {
    const { box, pending } = await reserved(2500, new Date(Date.now() + 60_000));
    expect(await voidExpiredPending(database.db, new Date())).toBe(0);
    const later = new Date(Date.now() + 120_000);
    const runs = await Promise.all([voidExpiredPending(database.db, later), voidExpiredPending(database.db, later)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    const voids = await database.db
      .selectFrom('ledger_transfers')
      .select(['type', 'reason'])
      .where('pending_id', '=', pending.id)
      .execute();
    expect(voids).toEqual([{ type: 'void', reason: messages.ledgerExpiredReason }]);
    expect(await balance(box)).toMatchObject({ posted: 10_000, available: 10_000 });
  });
});

describe('a reversal', () => {
  it('undoes a posted move with its reason, once, and only while the money is there', async () => {
    const { clients, box, person } = await accounts();
    const { transfer: made } = await transfer(database.db, {
      key: key(),
      debitAccountId: clients,
      creditAccountId: box,
      amount: 900,
      kind: 'hand-over-cash',
    });
    expect(await refusal(reverse(database.db, { key: key(), transferId: made.id, reason: '  ' }))).toEqual({
      status: 400,
      message: messages.ledgerReasonRequired,
    });
    await transfer(database.db, { key: key(), debitAccountId: box, creditAccountId: person, amount: 500, kind: 'k' });
    expect(await refusal(reverse(database.db, { key: key(), transferId: made.id, reason: 'Ошибка' }))).toMatchObject({
      status: 422,
    });

    await transfer(database.db, { key: key(), debitAccountId: person, creditAccountId: box, amount: 500, kind: 'k' });
    const { transfer: undone } = await reverse(database.db, { key: key(), transferId: made.id, reason: 'Ошибка' });
    expect(undone).toMatchObject({ type: 'reversal', debit_account_id: box, credit_account_id: clients, amount: 900 });
    expect(await balance(box)).toMatchObject({ posted: 0 });
    expect(await refusal(reverse(database.db, { key: key(), transferId: made.id, reason: 'Ещё раз' }))).toEqual({
      status: 422,
      message: messages.ledgerReversedAlready,
    });
    expect(await refusal(reverse(database.db, { key: key(), transferId: undone.id, reason: 'Назад' }))).toEqual({
      status: 422,
      message: messages.ledgerNotReversible,
    });
  });
});

describe('many moves as one', () => {
  it('post together, checked on their sum, answer a repeat with the first transfers, and undo together', async () => {
    const { clients, box, person } = await accounts();
    const moves = [
      // money out before the money in that covers it: a statement's order does not matter, its sum does
      { key: key(), debitAccountId: box, creditAccountId: person, amount: 700, kind: 'k' },
      { key: key(), debitAccountId: clients, creditAccountId: box, amount: 1_000, kind: 'k' },
      { key: key(), debitAccountId: clients, creditAccountId: person, amount: 50, kind: 'k' },
    ];
    const made = await transferMany(database.db, moves);
    expect(made.map((move) => [move.key, move.type, move.amount])).toEqual(
      moves.map((move) => [move.key, 'posted', move.amount]),
    );
    expect(await balance(box)).toMatchObject({ posted: 300 });
    expect(await balance(person)).toMatchObject({ posted: 750 });
    expect((await transferMany(database.db, moves)).map((move) => move.id)).toEqual(made.map((move) => move.id));
    expect(await balance(box)).toMatchObject({ posted: 300 });
    expect(await refusal(transferMany(database.db, [{ ...(moves[0] as (typeof moves)[0]), amount: 1 }]))).toEqual({
      status: 409,
      message: messages.operationRequestDiffers,
    });

    // a sum that would take the box below zero moves nothing, and names the box
    const overdraw = [
      { key: key(), debitAccountId: clients, creditAccountId: box, amount: 100, kind: 'k' },
      { key: key(), debitAccountId: box, creditAccountId: person, amount: 401, kind: 'k', overdraftMessage: 'Мало' },
    ];
    expect(await refusal(transferMany(database.db, overdraw))).toEqual({ status: 422, message: 'Мало' });
    expect(await balance(box)).toMatchObject({ posted: 300 });
    const twice = { key: key(), debitAccountId: clients, creditAccountId: box, amount: 1, kind: 'k' };
    expect(await refusal(transferMany(database.db, [twice, twice]))).toMatchObject({ status: 409 });

    const keyOf = (id: number) => `undo-${serial}-${id}`;
    const undone = await reverseMany(database.db, {
      transferIds: made.map((move) => move.id),
      keyOf,
      reason: 'Отмена',
      userId: null,
    });
    expect(undone.map((move) => move.type)).toEqual(['reversal', 'reversal', 'reversal']);
    expect([await balance(box), await balance(person)]).toEqual([
      expect.objectContaining({ posted: 0 }),
      expect.objectContaining({ posted: 0 }),
    ]);
    expect(
      await refusal(
        reverseMany(database.db, {
          transferIds: [made[0]?.id as number],
          keyOf: () => key(),
          reason: 'Ещё',
          userId: null,
        }),
      ),
    ).toEqual({ status: 422, message: messages.ledgerReversedAlready });
    expect(await networkSum(database.db)).toBe(0);
  });
});

describe('at once', () => {
  it('twenty copies of one transfer move the money once', async () => {
    const { clients, box } = await accounts();
    const request = { key: key(), debitAccountId: clients, creditAccountId: box, amount: 300, kind: 'k' };
    const results = await Promise.all(Array.from({ length: 20 }, () => transfer(database.db, request)));
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(await balance(box)).toMatchObject({ posted: 300 });
  });

  it('moves both ways between two accounts never deadlock', async () => {
    const { clients, box, person } = await accounts();
    await transfer(database.db, {
      key: key(),
      debitAccountId: clients,
      creditAccountId: box,
      amount: 10_000,
      kind: 'k',
    });
    await transfer(database.db, {
      key: key(),
      debitAccountId: clients,
      creditAccountId: person,
      amount: 10_000,
      kind: 'k',
    });
    await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        transfer(database.db, {
          key: key(),
          debitAccountId: index % 2 ? box : person,
          creditAccountId: index % 2 ? person : box,
          amount: 10,
          kind: 'k',
        }),
      ),
    );
    expect(await balance(box)).toMatchObject({ posted: 10_000 });
    expect(await balance(person)).toMatchObject({ posted: 10_000 });
  });

  it('fifty withdrawals against one balance never take it below zero and never lose an update', async () => {
    const { clients, box, person } = await accounts();
    await transfer(database.db, { key: key(), debitAccountId: clients, creditAccountId: box, amount: 1000, kind: 'k' });
    // on the server, fifty connections: all fifty wait on the one balance row at the same time
    const db = database.url ? createDatabase({ kind: 'postgres', url: database.url, poolSize: 50 }) : database.db;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        transfer(db, { key: key(), debitAccountId: box, creditAccountId: person, amount: 100, kind: 'k' }),
      ),
    );
    if (db !== database.db) await db.destroy();
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(outcomes.length - refused.length).toBe(10);
    for (const outcome of refused)
      expect(outcome.status === 'rejected' && outcome.reason instanceof AppError && outcome.reason.statusCode).toBe(
        422,
      );
    expect(await balance(box)).toMatchObject({ posted: 0, available: 0 });
    expect(await balance(person)).toMatchObject({ posted: 1000 });
    expect(await networkSum(database.db)).toBe(0);
  });
});
