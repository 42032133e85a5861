import fc from 'fast-check';
import { sql } from 'kysely';
import { migrateToLatest } from '../../../src/db/database.js';
import { AppError } from '../../../src/errors.js';
import { ledgerAccount } from '../../../src/services/ledger/accounts.js';
import { balancesOf } from '../../../src/services/ledger/balances.js';
import { postPending, reserve, reverse, transfer, voidPending } from '../../../src/services/ledger/transfers.js';
import { openTestDatabase, type TestDatabase } from '../../helpers/test-database.js';
import { networkSum } from './ledger-fixtures.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  await migrateToLatest(database.db);
});
afterAll(async () => database.drop());

/** Accounts by index: 0 the clients (may go negative), 1 a cash box, 2 a person (both guarded). */
const account = fc.constantFrom(0, 1, 2);
const amount = fc.integer({ min: 1, max: 5000 });
/** which earlier transfer a post, a void or a reversal names (modulo how many there are) */
const earlier = fc.nat();

const step = fc.oneof(
  fc.record({ op: fc.constant('transfer' as const), from: account, to: account, amount }),
  fc.record({ op: fc.constant('reserve' as const), from: account, to: account, amount }),
  fc.record({ op: fc.constant('post' as const), of: earlier, part: fc.double({ min: 0.01, max: 1.2, noNaN: true }) }),
  fc.record({ op: fc.constant('void' as const), of: earlier }),
  fc.record({ op: fc.constant('reverse' as const), of: earlier }),
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

let run = 0;

async function play(steps: readonly Step[]) {
  run += 1;
  const db = database.db;
  const ids = [
    await ledgerAccount(db, { kind: 'clients', name: 'Клиенты', key: `p${run}` }),
    await ledgerAccount(db, { kind: 'point-cash', name: 'Касса', key: `p${run}` }),
    await ledgerAccount(db, { kind: 'person-cash', name: 'Сотрудник', key: `p${run}` }),
  ] as const;
  const made: number[] = [];
  for (const [index, next] of steps.entries()) {
    const key = `prop-${run}-${index}`;
    const named = made.length > 0 ? made[('of' in next ? next.of : 0) % made.length] : undefined;
    try {
      if (next.op === 'transfer' || next.op === 'reserve') {
        const move = next.op === 'transfer' ? transfer : reserve;
        const request = {
          key,
          debitAccountId: ids[next.from],
          creditAccountId: ids[next.to],
          amount: next.amount,
          kind: 'k',
        };
        made.push((await move(db, request)).transfer.id);
      } else if (named !== undefined && next.op === 'post') {
        const pending = await db
          .selectFrom('ledger_transfers')
          .select('amount')
          .where('id', '=', named)
          .executeTakeFirstOrThrow();
        const part = Math.max(1, Math.round(pending.amount * next.part));
        made.push((await postPending(db, { key, pendingId: named, amount: part })).transfer.id);
      } else if (named !== undefined && next.op === 'void') {
        made.push((await voidPending(db, { key, pendingId: named })).transfer.id);
      } else if (named !== undefined && next.op === 'reverse') {
        made.push((await reverse(db, { key, transferId: named, reason: 'Проверка' })).transfer.id);
      }
    } catch (error) {
      // a refusal by a rule is part of the game; anything else is a defect
      if (!(error instanceof AppError && error.statusCode < 500)) throw error;
    }
  }
  return ids;
}

/** Each account's balance recomputed from the transfers alone. */
async function fromMovements(accountId: number) {
  const { rows } = await sql<{ posted: number; pending_out: number; pending_in: number }>`
    select
      coalesce(sum(case when t.type in ('posted', 'post', 'reversal') then
        case when t.credit_account_id = ${accountId} then t.amount else -t.amount end end), 0) as posted,
      coalesce(sum(case when t.type = 'pending' and t.debit_account_id = ${accountId} and not exists
        (select 1 from ledger_transfers r where r.pending_id = t.id) then t.amount end), 0) as pending_out,
      coalesce(sum(case when t.type = 'pending' and t.credit_account_id = ${accountId} and not exists
        (select 1 from ledger_transfers r where r.pending_id = t.id) then t.amount end), 0) as pending_in
    from ledger_transfers t
    where t.debit_account_id = ${accountId} or t.credit_account_id = ${accountId}`.execute(database.db);
  const row = rows[0];
  return { posted: Number(row?.posted), pendingOut: Number(row?.pending_out), pendingIn: Number(row?.pending_in) };
}

/** Each account's posted balance from the days' sums (ledger_daily). */
async function fromDays(accountId: number): Promise<number> {
  const { rows } = await sql<{ posted: string | null }>`
    select sum(credits - debits) as posted from ledger_daily where account_id = ${accountId}`.execute(database.db);
  return Number(rows[0]?.posted ?? 0);
}

it('any sequence of transfers, reservations, posts, voids and reversals keeps every invariant', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
      const ids = await play(steps);
      const balances = await balancesOf(database.db, ids);
      expect(await networkSum(database.db)).toBe(0);
      for (const [index, id] of ids.entries()) {
        const balance = balances.get(id);
        const { posted, pendingIn, pendingOut } = await fromMovements(id);
        expect(balance).toEqual({ posted, pendingIn, pendingOut, available: posted - pendingOut });
        // the cash box and the person never go below zero, reserved money included
        if (index > 0) expect(balance?.available).toBeGreaterThanOrEqual(0);
        // the days' sums the balance page reads hold the same money
        expect(await fromDays(id)).toBe(posted);
      }
    }),
    { numRuns: 40 },
  );
});
