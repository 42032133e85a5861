import { sql } from 'kysely';
import { migrateToLatest } from '../../src/db/database.js';
import { listenOf } from '../../src/db/listen.js';
import { ensureAdmin } from '../../src/services/ensure-admin.js';
import { verifyPassword } from '../../src/services/passwords.js';
import { openTestDatabase, type TestDatabase } from '../helpers/test-database.js';

let database: TestDatabase;
beforeEach(async () => {
  database = await openTestDatabase();
  await migrateToLatest(database.db);
});
afterEach(async () => database.drop());

describe('first start', () => {
  it('creates the ADMIN once with the configured password, and never again', async () => {
    const created = await ensureAdmin(database.db, { username: 'boss', password: 'configured-pass' });
    expect(created).toEqual({ username: 'boss', generatedPassword: null });
    expect(await ensureAdmin(database.db, { username: 'boss', password: 'configured-pass' })).toBeNull();
    const rows = await database.db.selectFrom('users').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.role).toBe('ADMIN');
    expect(await verifyPassword(rows[0]?.password_hash ?? null, 'configured-pass')).toBe(true);
  });

  it('generates a password when none is configured and hands it back to be printed', async () => {
    const created = await ensureAdmin(database.db, { username: 'admin', password: null });
    expect(created?.generatedPassword).toMatch(/^[\w-]{16}$/);
    const row = await database.db.selectFrom('users').select('password_hash').executeTakeFirstOrThrow();
    expect(await verifyPassword(row.password_hash, created?.generatedPassword as string)).toBe(true);
  });

  it('creates exactly one ADMIN when several instances start at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 4 }, () => ensureAdmin(database.db, { username: 'admin', password: 'p' })),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await database.db.selectFrom('users').select('id').execute()).toHaveLength(1);
  });

  it('leaves an already migrated database as it is', async () => {
    expect(await migrateToLatest(database.db)).toEqual([]);
  });
});

describe('the database layer', () => {
  it('on the server, ends a transaction left idle for a minute (its locks would stop the counters)', async () => {
    const expected = database.url ? '1min' : null;
    const shown = database.url
      ? (
          await sql<{ value: string }>`select current_setting('idle_in_transaction_session_timeout') as value`.execute(
            database.db,
          )
        ).rows[0]?.value
      : null;
    expect(shown).toBe(expected);
  });

  it('reports affected rows and returns counts as numbers', async () => {
    await ensureAdmin(database.db, { username: 'admin', password: 'p' });
    const result = await database.db
      .updateTable('roles')
      .set({ name: sql`name` })
      .where('fixed', '=', false)
      .executeTakeFirst();
    expect(result.numUpdatedRows).toBe(9n);
    const { n } = await database.db
      .selectFrom('roles')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(n).toBe(11);
    const { id } = await database.db
      .insertInto('login_failures')
      .values({ account: 'a', ip: 'b' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(typeof id).toBe('number');
  });

  it('keeps overlapping transactions apart: a rolled-back one leaves nothing behind', async () => {
    let releaseFirst!: () => void;
    const firstMayFinish = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    const failing = database.db.transaction().execute(async (trx) => {
      await trx.insertInto('login_failures').values({ account: 'rolled-back', ip: 'x' }).execute();
      await firstMayFinish;
      throw new Error('abort');
    });
    const committing = database.db.transaction().execute(async (trx) => {
      await trx.insertInto('login_failures').values({ account: 'committed', ip: 'x' }).execute();
    });
    releaseFirst();
    await expect(failing).rejects.toThrow('abort');
    await committing;
    const accounts = await database.db.selectFrom('login_failures').select('account').execute();
    expect(accounts.map((row) => row.account)).toEqual(['committed']);
  });
});

describe("a test file's database", () => {
  const failure = (db: TestDatabase['db']) =>
    db.insertInto('login_failures').values({ account: 'a', ip: 'b' }).returning('id').executeTakeFirstOrThrow();

  it('is the migrated template again when opened after another: its rows, sequences and session settings', async () => {
    const first = await failure(database.db);
    await ensureAdmin(database.db, { username: 'admin', password: 'p' });
    await sql`set statement_timeout = '5s'`.execute(database.db);
    await database.drop();
    database = await openTestDatabase();
    expect((await failure(database.db)).id).toBe(first.id);
    expect(await database.db.selectFrom('users').select('id').execute()).toEqual([]);
    const { timeout } = (
      await sql<{ timeout: string }>`select current_setting('statement_timeout') as timeout`.execute(database.db)
    ).rows[0] ?? { timeout: '' };
    expect(timeout).toBe('0');
  });

  it('is whole again after a file that listened left a transaction aborted', async () => {
    const listening = await listenOf(database.db)(
      'pvz_test_channel',
      () => {},
      () => {},
    );
    await sql`begin`.execute(database.db);
    await expect(sql`select 1 / 0`.execute(database.db)).rejects.toThrow();
    await database.drop();
    database = await openTestDatabase();
    expect(await database.db.selectFrom('users').select('id').execute()).toEqual([]);
    await listening.stop().catch(() => {});
  });

  it('answers no query once given back, so that a late one cannot reach the next database', async () => {
    const returned = database;
    await returned.drop();
    database = await openTestDatabase();
    await expect(returned.db.selectFrom('users').select('id').execute()).rejects.toThrow();
    expect(await database.db.selectFrom('users').select('id').execute()).toEqual([]);
  });
});
