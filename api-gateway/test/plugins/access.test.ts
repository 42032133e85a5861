import { randomUUID } from 'node:crypto';
import { effectiveAccess } from '@pvz/contracts/access';
import { goodsRoutes } from '@pvz/contracts/api/goods-routes';
import { counterKinds } from '@pvz/contracts/goods';
import { type GoodsKind, goodsKindKeys, goodsKinds } from '@pvz/contracts/goods-columns';
import { messages } from '@pvz/contracts/messages';
import { grantablePages } from '@pvz/contracts/pages';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import access from '../../src/plugins/app/access.js';
import errorHandler from '../../src/plugins/app/error-handler.js';
import { balanceSamples } from '../helpers/access-samples/balance.js';
import { boxesSamples } from '../helpers/access-samples/boxes.js';
import { equipmentSamples } from '../helpers/access-samples/equipment.js';
import { inventorySamples } from '../helpers/access-samples/inventory.js';
import { listsSamples } from '../helpers/access-samples/lists.js';
import { lookupSamples } from '../helpers/access-samples/lookup.js';
import { returnsSamples } from '../helpers/access-samples/returns.js';
import type { Sample } from '../helpers/access-samples/sample.js';
import {
  Client as Caller,
  type Client,
  createTestApp,
  pointNamed,
  registeredClient,
  scopeOf,
  signedInAdmin,
  signedInStaff,
  staffWith,
  type TestApp,
} from '../helpers/test-app.js';

let t: TestApp;
let staffWithoutPages: Client;
let client: Client;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  // a staff member without a single page: whatever their role grants is taken away
  const noPages = Object.fromEntries(grantablePages.map((page) => [page.key, 'none']));
  await admin.post('/api/users/create-user', {
    username: 'plain',
    password: 'plain-pass',
    role: 'USER',
    overrides: { pages: noPages, columns: {} },
  });
  staffWithoutPages = await signedInStaff(t.app, 'plain', 'plain-pass');
  client = await registeredClient(t.app);
});
afterAll(async () => t.close());

/** A concrete URL for a route pattern: every `:param` becomes 1. */
const concrete = (url: string) => url.replace(/:[^/]+/g, '1');

function call(caller: Client, method: string, url: string) {
  return caller.request({ method: method as 'GET', url: concrete(url), ...(method !== 'GET' && { payload: {} }) });
}

/**
 * A request for each route that declares a point, naming `pointId`. A new route with a point rule and
 * no sample here fails the walk, so that its scope check is proven too.
 */

/** The goods rows of a point that the goods samples name: one of each kind, the purchase with an old id. */
interface PointRows {
  ids: Record<GoodsKind, number>;
  oldId: number;
}

async function rowsAt(pointId: number): Promise<PointRows> {
  const ids = {} as Record<GoodsKind, number>;
  for (const kind of goodsKindKeys) {
    const row = await t.database.db
      .insertInto('goods')
      .values({
        kind,
        point_id: pointId,
        client_phone: '+79120000001',
        old_id: kind === 'purchase' ? pointId * 1000 : null,
        created_by: 'test',
        updated_by: 'test',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[kind] = row.id;
  }
  return { ids, oldId: pointId * 1000 };
}

function goodsSamples(pointId: number, rows: PointRows): Record<string, Sample> {
  const operationId = () => randomUUID();
  const samples: Record<string, Sample> = {
    'POST /api/goods/accept-scan': {
      method: 'POST',
      url: goodsRoutes.acceptScan,
      payload: { operationId: operationId(), pvzId: pointId, code: `1/${rows.ids.purchase}` },
    },
    'POST /api/goods/resolve-scan': {
      method: 'POST',
      url: goodsRoutes.resolveScan,
      payload: { pvzId: pointId, code: `1/${rows.ids.purchase}` },
    },
    'GET /api/goods/client-parcels': {
      method: 'GET',
      url: `${goodsRoutes.clientParcels}?pvzId=${pointId}&phone=%2B79120000001`,
    },
    'POST /api/goods/issue': {
      method: 'POST',
      url: goodsRoutes.issue,
      payload: { operationId: operationId(), pvzId: pointId, ids: [rows.ids.purchase], outcome: 'cash' },
    },
    'GET /api/goods/purchase/old-record': { method: 'GET', url: `${goodsRoutes.oldRecord}?oldId=${rows.oldId}` },
  };
  for (const table of ['all', ...counterKinds] as const)
    samples[`GET ${goodsRoutes.list(table)}`] = {
      method: 'GET',
      url: `${goodsRoutes.list(table)}?pvzId=${pointId}&page=0&pageSize=10`,
    };
  for (const kind of goodsKindKeys)
    samples[`GET ${goodsRoutes.record(kind)}`] = {
      method: 'GET',
      url: `${goodsRoutes.record(kind)}?id=${rows.ids[kind]}`,
    };
  for (const kind of counterKinds) {
    const id = rows.ids[kind];
    const post = (url: string, payload: object): Sample => ({ method: 'POST', url, payload });
    samples[`POST ${goodsRoutes.quote(kind)}`] = post(goodsRoutes.quote(kind), { row: { dispatchPVZ: pointId } });
    samples[`POST ${goodsRoutes.create(kind)}`] = post(goodsRoutes.create(kind), {
      operationId: operationId(),
      row: { fromName: '+79120000001', dispatchPVZ: pointId },
      quantity: 1,
    });
    samples[`POST ${goodsRoutes.edit(kind)}`] = post(goodsRoutes.edit(kind), {
      operationId: operationId(),
      id,
      row: { notation: 'проверка' },
    });
    samples[`POST ${goodsRoutes.copy(kind)}`] = post(goodsRoutes.copy(kind), { operationId: operationId(), id });
    samples[`POST ${goodsRoutes.toSortingCenter(kind)}`] = post(goodsRoutes.toSortingCenter(kind), {
      operationId: operationId(),
      ids: [id],
    });
    samples[`POST ${goodsRoutes.toPoint(kind)}`] = post(goodsRoutes.toPoint(kind), {
      operationId: operationId(),
      ids: [id],
    });
    samples[`POST ${goodsRoutes.remove(kind)}`] = post(goodsRoutes.remove(kind), {
      operationId: operationId(),
      ids: [id],
    });
  }
  return samples;
}

/** The samples of goods part two's slices, each built by its own module. */
async function sliceSamples(pointId: number): Promise<Record<string, Sample>> {
  const slices = [
    boxesSamples,
    returnsSamples,
    inventorySamples,
    listsSamples,
    lookupSamples,
    balanceSamples,
    equipmentSamples,
  ];
  const built = await Promise.all(slices.map((slice) => slice(t.database.db, pointId)));
  return Object.assign({}, ...built);
}

function pointSamples(pointId: number, rows: PointRows, slices: Record<string, Sample>): Record<string, Sample> {
  return {
    ...goodsSamples(pointId, rows),
    ...slices,
    'GET /api/cells/get-cells': { method: 'GET', url: `/api/cells/get-cells?pvzId=${pointId}` },
    'POST /api/cells/add-cells': { method: 'POST', url: '/api/cells/add-cells', payload: { pvzId: pointId, count: 1 } },
    'GET /api/pvz-percent/get-percents': { method: 'GET', url: `/api/pvz-percent/get-percents?pvzId=${pointId}` },
    'POST /api/pvz-percent/set-percent': {
      method: 'POST',
      url: '/api/pvz-percent/set-percent',
      payload: { pvzId: pointId, marketplaceId: 1, kind: 'purchase', percent: 7 },
    },
    'POST /api/reference/points/edit': {
      method: 'POST',
      url: '/api/reference/points/edit',
      payload: {
        item: { id: pointId, name: 'Другой', address: '', latitude: null, longitude: null, isPartner: false },
      },
    },
    'POST /api/reference/points/delete': {
      method: 'POST',
      url: '/api/reference/points/delete',
      payload: { id: pointId },
    },
  };
}

describe('every /api route declares its access and the gateway enforces it', () => {
  it('knows the routes it walks', () => {
    expect(t.app.declaredRoutes.length).toBeGreaterThanOrEqual(50);
  });

  it('refuses anonymous callers with 401 on every route that is not public', async () => {
    for (const route of t.app.declaredRoutes.filter((candidate) => !('public' in candidate.access))) {
      const response = await call(new Caller(t.app), route.method, route.url);
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
      });
      expect(response.json()).toEqual({ error: expect.any(String), code: 'UNAUTHORIZED' });
    }
  });

  it('refuses a client on every staff route with 403', async () => {
    for (const route of t.app.declaredRoutes.filter(
      (candidate) => 'page' in candidate.access || 'staff' in candidate.access,
    )) {
      const response = await call(client, route.method, route.url);
      expect(`${route.method} ${route.url} → ${response.statusCode}`).toBe(`${route.method} ${route.url} → 403`);
    }
  });

  it('refuses a staff user on every client route with 403 (client routes arrive with the cabinet; the rule is proven below)', async () => {
    for (const route of t.app.declaredRoutes.filter((candidate) => 'client' in candidate.access)) {
      const response = await call(admin, route.method, route.url);
      expect(`${route.method} ${route.url} → ${response.statusCode}`).toBe(`${route.method} ${route.url} → 403`);
    }
  });

  it('refuses a staff role without the page with 403 on every page route', async () => {
    const pageRoutes = t.app.declaredRoutes.filter((candidate) => 'page' in candidate.access);
    expect(pageRoutes.length).toBeGreaterThan(0);
    for (const route of pageRoutes) {
      const response = await call(staffWithoutPages, route.method, route.url);
      expect(`${route.method} ${route.url} → ${response.statusCode}`).toBe(`${route.method} ${route.url} → 403`);
    }
  });

  it('refuses a role that only reads a page on every route that writes it', async () => {
    const allRead = Object.fromEntries(grantablePages.map((page) => [page.key, 'read']));
    const reader = await staffWith(t.app, admin, {
      username: 'reader',
      role: 'USER',
      overrides: { pages: allRead, columns: {} },
    });
    const writeRoutes = t.app.declaredRoutes.filter(
      (route) => 'page' in route.access && route.access.level === 'write',
    );
    expect(writeRoutes.length).toBeGreaterThanOrEqual(20);
    for (const route of writeRoutes) {
      const response = await call(reader, route.method, route.url);
      expect(`${route.method} ${route.url} → ${response.statusCode}`).toBe(`${route.method} ${route.url} → 403`);
    }
    for (const route of t.app.declaredRoutes.filter(
      (candidate) => 'page' in candidate.access && candidate.access.level === 'read',
    )) {
      const response = await call(reader, route.method, route.url);
      expect([401, 403]).not.toContain(response.statusCode);
    }
  });

  it("refuses an object of a point outside the caller's scope on every route that names a point", async () => {
    const own = await pointNamed(admin, 'Свой ПВЗ');
    const other = await pointNamed(admin, 'Чужой ПВЗ');
    const allWrite = Object.fromEntries(grantablePages.map((page) => [page.key, 'write']));
    const writableColumns = Object.fromEntries(
      goodsKinds.map((info) => [info.kind, Object.fromEntries(info.columns.map((column) => [column.key, 'write']))]),
    );
    const operator = await staffWith(t.app, admin, {
      username: 'scoped-operator',
      role: 'PVZ',
      scope: scopeOf([own]),
      overrides: { pages: allWrite, columns: writableColumns },
    });
    const pointRoutes = t.app.declaredRoutes.filter((route) => 'page' in route.access && route.access.point);
    const samples = pointSamples(other, await rowsAt(other), await sliceSamples(other));
    const ownSamples = pointSamples(own, await rowsAt(own), await sliceSamples(own));
    expect(pointRoutes.map((route) => `${route.method} ${route.url}`).sort()).toEqual(Object.keys(samples).sort());
    for (const route of pointRoutes) {
      const sample = samples[`${route.method} ${route.url}`];
      if (!sample) throw new Error('no sample');
      const response = await operator.request(sample);
      expect(`${route.method} ${route.url} → ${response.statusCode} ${response.json().error}`).toBe(
        `${route.method} ${route.url} → 403 ${messages.pointOutOfScope}`,
      );
    }
    // the same calls on the operator's own point are let through (the last one deletes it)
    for (const route of pointRoutes) {
      const sample = ownSamples[`${route.method} ${route.url}`];
      if (!sample) throw new Error('no sample');
      const response = await operator.request(sample);
      expect(`${route.method} ${route.url} → ${response.statusCode}`).not.toMatch(/→ 40[13]$/);
    }
  });

  it('stops the server from starting when a route declares no access', async () => {
    const app = Fastify({ logger: false });
    await app.register(fp(async () => {}, { name: 'sessions' }));
    await app.register(access);
    app.register(async (routes) => {
      routes.get('/api/forgotten', async () => 'open to all by mistake');
    });
    await expect(app.ready()).rejects.toThrow('route GET /api/forgotten declares no access');
    await app.close().catch(() => undefined);
  });
});

const emptyColumns = effectiveAccess('USER', { pages: {}, columns: {} }, { pages: {}, columns: {} }).columns;

describe('the access rules themselves, on routes of every kind', () => {
  /** A gateway with one route of each kind; the caller is named by a header instead of a session. */
  async function appWithEveryKindOfRoute() {
    const app = Fastify({ logger: false });
    await app.register(errorHandler);
    await app.register(
      fp(
        async (instance) => {
          instance.decorateRequest('auth', null);
          instance.addHook('onRequest', async (request) => {
            const who = request.headers['x-test-caller'];
            if (who === 'client') {
              request.auth = {
                kind: 'client',
                sessionId: 's',
                accessExpiresAt: 0,
                endsAt: null,
                client: { id: 1, phoneNumber: '+79000000000', fio: 'К', phoneVerified: true },
              };
            } else if (who === 'staff-reader' || who === 'staff-without-page') {
              request.auth = {
                kind: 'staff',
                sessionId: 's',
                accessExpiresAt: 0,
                endsAt: null,
                user: { id: 2, username: who, role: 'PVZ', roleName: 'Оператор ПВЗ' },
                access: { pages: who === 'staff-reader' ? { 'admin-users': 'read' } : {}, columns: emptyColumns },
                scope: { allPoints: false, pointIds: [], sortingCenterId: null, homePointId: null },
              };
            }
          });
        },
        { name: 'sessions' },
      ),
    );
    await app.register(access);
    await app.register(async (routes) => {
      const ok = async () => ({ ok: true });
      routes.get('/api/kinds/public', { config: { access: { public: true } } }, ok);
      routes.get('/api/kinds/client', { config: { access: { client: true } } }, ok);
      routes.get('/api/kinds/staff', { config: { access: { staff: true } } }, ok);
      routes.get('/api/kinds/page-read', { config: { access: { page: 'admin-users', level: 'read' } } }, ok);
      routes.post('/api/kinds/page-write', { config: { access: { page: 'admin-users', level: 'write' } } }, ok);
    });
    return app;
  }

  it.each([
    ['anonymous', 'GET', '/api/kinds/public', 200],
    ['anonymous', 'GET', '/api/kinds/client', 401],
    ['anonymous', 'GET', '/api/kinds/staff', 401],
    ['client', 'GET', '/api/kinds/client', 200],
    ['client', 'GET', '/api/kinds/staff', 403],
    ['client', 'GET', '/api/kinds/page-read', 403],
    ['staff-reader', 'GET', '/api/kinds/client', 403],
    ['staff-reader', 'GET', '/api/kinds/staff', 200],
    ['staff-reader', 'GET', '/api/kinds/page-read', 200],
    ['staff-reader', 'POST', '/api/kinds/page-write', 403],
    ['staff-without-page', 'GET', '/api/kinds/staff', 200],
    ['staff-without-page', 'GET', '/api/kinds/page-read', 403],
  ])('%s → %s %s answers %i', async (caller, method, url, status) => {
    const app = await appWithEveryKindOfRoute();
    const response = await app.inject({ method: method as 'GET', url, headers: { 'x-test-caller': caller } });
    expect(response.statusCode).toBe(status);
    if (status !== 200) expect(response.json()).toEqual({ error: expect.any(String), code: expect.any(String) });
    await app.close();
  });
});
