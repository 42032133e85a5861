import { effectiveAccess } from '@pvz/contracts/access';
import { describe as say } from '@pvz/contracts/messages';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { migrateToLatest } from '../../src/db/database.js';
import access from '../../src/plugins/app/access.js';
import errorHandler from '../../src/plugins/app/error-handler.js';
import type { StaffAuth } from '../../src/plugins/app/sessions.js';
import { openTestDatabase, type TestDatabase } from '../helpers/test-database.js';

/**
 * The column rule on a real query: a table of purchases in the test database, read and written by
 * routes that declare `columns: 'purchase'`, for callers whose column levels differ.
 */
let database: TestDatabase;
let app: FastifyInstance;

const operatorColumns = { fromName: 'read', amountFromClient: 'read', issued: 'write' } as const;
const callers: Record<string, StaffAuth> = {
  operator: staff(
    effectiveAccess(
      'PVZ',
      { pages: { 'admin-cells': 'write' }, columns: { purchase: operatorColumns } },
      { pages: {}, columns: {} },
    ),
  ),
  admin: staff(effectiveAccess('ADMIN', { pages: {}, columns: {} }, { pages: {}, columns: {} })),
};

function staff(accessOfCaller: ReturnType<typeof effectiveAccess>): StaffAuth {
  return {
    kind: 'staff',
    sessionId: 's',
    accessExpiresAt: 0,
    endsAt: null,
    user: { id: 1, username: 'u', role: 'PVZ', roleName: 'Оператор ПВЗ' },
    access: accessOfCaller,
    scope: { allPoints: true, pointIds: [], sortingCenterId: null, homePointId: null },
  };
}

beforeAll(async () => {
  database = await openTestDatabase();
  await migrateToLatest(database.db);
  await sql`create table test_purchases (id integer primary key, "fromName" text, "priceSite" integer, profit integer, "amountFromClient" integer, issued text)`.execute(
    database.db,
  );
  await sql`insert into test_purchases values (1, '+79120000001', 150000, 15000, 165000, null), (2, '+79120000002', 99000, 9900, 108900, null)`.execute(
    database.db,
  );

  app = Fastify({ logger: false });
  await app.register(errorHandler);
  await app.register(
    fp(
      async (instance) => {
        instance.decorateRequest('auth', null);
        instance.addHook('onRequest', async (request) => {
          request.auth = callers[request.headers['x-test-caller'] as string] ?? null;
        });
      },
      { name: 'sessions' },
    ),
  );
  await app.register(access);
  await app.register(async (routes) => {
    routes.get(
      '/api/test/purchases',
      { config: { access: { page: 'admin-cells', level: 'read', columns: 'purchase' } } },
      async () => ({
        rows: (await sql`select * from test_purchases order by id`.execute(database.db)).rows,
      }),
    );
    routes.post(
      '/api/test/purchases/edit',
      { config: { access: { page: 'admin-cells', level: 'write', columns: 'purchase' } } },
      async (request) => {
        const { id, ...fields } = (request.body as { row: Record<string, unknown> & { id: number } }).row;
        for (const [column, value] of Object.entries(fields)) {
          await sql`update test_purchases set ${sql.ref(column)} = ${value} where id = ${id}`.execute(database.db);
        }
        return { row: (await sql`select * from test_purchases where id = ${id}`.execute(database.db)).rows[0] };
      },
    );
  });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const read = (caller: string) =>
  app.inject({ method: 'GET', url: '/api/test/purchases', headers: { 'x-test-caller': caller } });
const edit = (caller: string, row: object) =>
  app.inject({
    method: 'POST',
    url: '/api/test/purchases/edit',
    headers: { 'x-test-caller': caller },
    payload: { row },
  });

describe('column levels on goods rows', () => {
  it('leaves hidden columns out of the answer (absent, not empty), and keeps what is not a goods column', async () => {
    const rows = (await read('operator')).json().rows;
    expect(rows).toEqual([
      { id: 1, fromName: '+79120000001', amountFromClient: 165000, issued: null },
      { id: 2, fromName: '+79120000002', amountFromClient: 108900, issued: null },
    ]);
    expect(Object.keys((await read('admin')).json().rows[0]).sort()).toEqual(
      ['amountFromClient', 'fromName', 'id', 'issued', 'priceSite', 'profit'].sort(),
    );
  });

  it('lets a writable column be changed and answers the row without the hidden ones', async () => {
    const response = await edit('operator', { id: 1, issued: 'Оплачено наличными' });
    expect(response.statusCode).toBe(200);
    expect(response.json().row).toEqual({
      id: 1,
      fromName: '+79120000001',
      amountFromClient: 165000,
      issued: 'Оплачено наличными',
    });
  });

  it.each([
    [{ id: 2, amountFromClient: 1 }, 'Сумма с клиента'],
    [{ id: 2, priceSite: 1 }, 'Стоимость сайт'],
    [{ id: 2, issued: 'x', profit: 0 }, 'Доход'],
  ])('refuses %j with 403 naming the column, and changes nothing', async (row, title) => {
    const response = await edit('operator', row);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(say.columnNotWritable(title));
    const stored = (
      await sql<{ issued: string | null; profit: number }>`select * from test_purchases where id = 2`.execute(
        database.db,
      )
    ).rows[0];
    expect(stored).toMatchObject({ issued: null, profit: 9900, priceSite: 99000, amountFromClient: 108900 });
  });

  it('lets ADMIN write every column', async () => {
    expect((await edit('admin', { id: 2, profit: 1, priceSite: 2 })).statusCode).toBe(200);
  });
});
