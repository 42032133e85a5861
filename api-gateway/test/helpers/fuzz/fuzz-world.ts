import { randomUUID } from 'node:crypto';
import { goodsRoutes } from '@pvz/contracts/api/goods-routes';
import { loadProductLookupConfig } from '../../../src/services/product-lookup/config.js';
import { samples, startMarketplaceServer } from '../marketplace-server.js';
import { aClient, type Client, createTestApp, pointNamed, scopeOf, signedInAdmin, type TestApp } from '../test-app.js';
import { FuzzCaller } from './callers.js';
import type { Random } from './prng.js';
import { type Hints, uuidOf } from './sample-value.js';

export interface FuzzWorld {
  t: TestApp;
  /** anonymous, a client, a point operator scoped to one point, ADMIN */
  callers: FuzzCaller[];
  hints: Hints;
  close(): Promise<void>;
}

async function posted(admin: Client, url: string, payload: object): Promise<{ rows: { id: number }[] }> {
  const response = await admin.post(url, payload);
  if (response.statusCode !== 200) throw new Error(`${url} failed: ${response.body}`);
  return response.json();
}

/**
 * The gateway the fuzzer runs against: a point with cells, parcels of a registered client on their
 * way and at the point, the callers, and the hints that let well-formed requests name all of it.
 * Marketplace lookups go to the local fake; the request and sign-in limits are high enough that the
 * run's many requests and failed sign-ins never lock the callers out.
 */
export async function fuzzWorld(): Promise<FuzzWorld> {
  const fake = await startMarketplaceServer();
  const t = await createTestApp({
    productLookup: { ...loadProductLookupConfig({ PVZ_MARKETPLACE_ORIGIN: fake.origin }), timeoutMs: 3000 },
    loginLimits: {
      windowMinutes: 15,
      perAccountAndAddress: 1_000_000,
      accountFreeFailures: 1_000_000,
      delayBaseSeconds: 1,
      maxDelaySeconds: 1,
      perAddress: 1_000_000,
      perKnownDevice: 1_000_000,
    },
    // every request of the run comes from one address, faster than any person: no 429 may hide a route
    requestsPerMinute: 100_000_000,
  });
  const admin = await signedInAdmin(t.app);
  const pointId = await pointNamed(admin, 'ПВЗ фаззинга');
  const operatorPassword = 'fuzz-operator-password';
  await posted(admin, '/api/users/create-user', {
    username: 'fuzz-operator',
    password: operatorPassword,
    role: 'PVZ',
    scope: scopeOf([pointId], pointId),
  });
  const client = await FuzzCaller.client(t.app);
  const created = await posted(admin, goodsRoutes.create('purchase'), {
    operationId: randomUUID(),
    row: { fromName: aClient.phoneNumber, dispatchPVZ: pointId, priceSite: 1500_00 },
    quantity: 3,
  });
  const ids = created.rows.map((row) => row.id);
  await posted(admin, goodsRoutes.toSortingCenter('purchase'), { operationId: randomUUID(), ids });
  await posted(admin, goodsRoutes.acceptScan, { operationId: randomUUID(), pvzId: pointId, code: `1/${ids[0]}` });

  const callers = [
    FuzzCaller.anonymous(t.app),
    client,
    await FuzzCaller.staff(t.app, 'point operator', 'fuzz-operator', operatorPassword),
    await FuzzCaller.admin(t.app),
  ];
  const point = () => pointId;
  const phone = () => aClient.phoneNumber;
  const link = (random: Random) => random.pick([samples.ozonProduct, samples.wbProduct, samples.ymProduct]);
  const day = (random: Random) => `2026-0${random.int(1, 9)}-1${random.int(0, 9)}`;
  const hints: Hints = {
    pvzId: point,
    pointId: point,
    dispatchPVZ: point,
    pvzNumber: point,
    phoneNumber: phone,
    phone,
    fromName: phone,
    referredPhone: phone,
    link,
    productLink: link,
    code: (random) => `1/${random.pick(ids)}`,
    operationId: uuidOf,
    // a grid's filters and sorting as the grid sends them; periods of real days
    filters: () => '[]',
    sort: () => 'id',
    from: day,
    to: day,
    createdFrom: day,
    createdTo: day,
  };
  return {
    t,
    callers,
    hints,
    close: async () => {
      await t.close();
      await fake.close();
    },
  };
}
