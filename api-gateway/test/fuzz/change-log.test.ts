import { sql } from 'kysely';
import { migrateToLatest } from '../../src/db/database.js';
import { type ChangeLog, watchChanges } from '../helpers/change-log.js';
import { openTestDatabase, type TestDatabase } from '../helpers/test-database.js';

/** The fuzz test's proof that a refusal changed nothing is only as good as this log. */
let database: TestDatabase;
let changes: ChangeLog;

beforeAll(async () => {
  database = await openTestDatabase();
  await migrateToLatest(database.db);
  changes = await watchChanges(database.db, ['login_failures']);
});
afterAll(async () => database.drop());

const addRole = (code: string) => sql`insert into roles (code, name) values (${code}, 'Проверка')`;

describe('the change log of the test database', () => {
  it('notes every committed row change, by table and kind', async () => {
    const mark = await changes.mark();
    await addRole('LOGGED').execute(database.db);
    await sql`update roles set name = 'Другое' where code = 'LOGGED'`.execute(database.db);
    await sql`delete from roles where code = 'LOGGED'`.execute(database.db);
    expect(await changes.since(mark)).toEqual(['roles insert', 'roles update', 'roles delete']);
  });

  it('forgets a change that was rolled back, and one that touched no row', async () => {
    const mark = await changes.mark();
    await expect(
      database.db.transaction().execute(async (trx) => {
        await addRole('ROLLED').execute(trx);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await sql`update roles set name = 'Никто' where code = 'NOBODY'`.execute(database.db);
    expect(await changes.since(mark)).toEqual([]);
  });

  it('notes a change committed after a read that found none', async () => {
    const mark = await changes.mark();
    const quiet = await changes.after(mark);
    expect(quiet).toEqual({ changes: [], mark });
    await addRole('AFTER').execute(database.db);
    expect((await changes.after(quiet.mark)).changes).toEqual(['roles insert']);
    expect(await changes.mark()).toBeGreaterThan(mark);
  });

  it('notes a change committed by a transaction of several statements', async () => {
    const mark = await changes.mark();
    await database.db.transaction().execute(async (trx) => {
      await addRole('TRX').execute(trx);
      await sql`delete from roles where code = 'TRX'`.execute(trx);
    });
    expect(await changes.since(mark)).toEqual(['roles insert', 'roles delete']);
  });

  it('leaves the unwatched tables out', async () => {
    const mark = await changes.mark();
    await sql`insert into login_failures (account, ip) values ('staff:x', '127.0.0.1')`.execute(database.db);
    expect(await changes.since(mark)).toEqual([]);
  });
});
