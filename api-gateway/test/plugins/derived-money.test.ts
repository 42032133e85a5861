import { REVEALS_COLUMN } from '@pvz/contracts/api/derived-money';
import { goodsListsRoutes } from '@pvz/contracts/api/goods-lists';
import { goodsLookupRoutes } from '@pvz/contracts/api/goods-lookup';
import { goodsRoutes } from '@pvz/contracts/api/goods-routes';
import { returnsRoutes } from '@pvz/contracts/api/returns';
import { goodsKinds } from '@pvz/contracts/goods-columns';
import { clientLinkOf } from '../../src/services/goods/codes.js';
import { type Client, createTestApp, scopeOf, signedInAdmin, staffWith, type TestApp } from '../helpers/test-app.js';
import { acceptScan, op, pointWithCells, sortedPurchase } from '../routes/goods/goods-fixtures.js';
import { handedOverParcel } from '../routes/goods/returns-fixtures.js';

/**
 * A role whose money columns are hidden sees no money anywhere: the figures every answer derives from
 * a hidden column leave it by the mark of its schema, not by each route remembering them.
 */
let t: TestApp;
let admin: Client;
let blind: Client;
let point: number;
const PHONE = '+79140000001';

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  point = await pointWithCells(admin, 'ПВЗ без сумм', 20);
  blind = await staffWith(t.app, admin, {
    username: 'no-money',
    role: 'PVZ',
    scope: scopeOf([point], point),
    overrides: {
      pages: { 'goods-turnover': 'read', 'goods-refunds-distribution': 'read', 'admin-clients': 'read' },
      columns: {
        purchase: { amountFromClient: 'hidden', profit: 'hidden', priceSite: 'hidden', priceRefund: 'hidden' },
      },
    },
  });
  for (const price of [1000_00, 250_00]) {
    const row = await sortedPurchase(admin, point, PHONE, price);
    const accepted = await acceptScan(admin, point, `1/${row.id}`);
    if (accepted.statusCode !== 200) throw new Error(accepted.body);
  }
});
afterAll(async () => t.close());

const parcels = (caller: Client) =>
  caller.get(`${goodsRoutes.clientParcels}?pvzId=${point}&phone=${encodeURIComponent(PHONE)}`);

/** A refused purchase of the point, shipped back and verified with a refund, packed in a return box. */
async function verifiedReturn(): Promise<{ id: number; boxId: number }> {
  const id = await handedOverParcel({
    admin,
    operator: admin,
    pointId: point,
    phone: '+79140000009',
    outcome: 'defect',
  });
  const marketplaceId = (await t.database.db.selectFrom('marketplaces').select('id').executeTakeFirstOrThrow()).id;
  await t.database.db.updateTable('goods').set({ marketplace_id: marketplaceId }).where('id', '=', id).execute();
  const box = (await admin.post(returnsRoutes.openBox, { operationId: op(), marketplaceId })).json().box;
  expect((await admin.post(returnsRoutes.pack, { operationId: op(), boxId: box.id, code: `1/${id}` })).statusCode).toBe(
    200,
  );
  await admin.post(returnsRoutes.ship, { operationId: op(), ids: [id] });
  const verified = await admin.post(returnsRoutes.verify, {
    operationId: op(),
    refunds: [{ id, priceRefund: 300_00 }],
  });
  expect(verified.statusCode).toBe(200);
  return { id, boxId: box.id };
}

describe('money derived from a hidden column', () => {
  it('is absent from the counter’s sums to collect, and present for those who see the column', async () => {
    const hidden = (await parcels(blind)).json();
    expect(hidden.rows).toHaveLength(2);
    expect(hidden).not.toHaveProperty('toCollect');
    expect(hidden).not.toHaveProperty('dues');
    expect(hidden).not.toHaveProperty('refusalFee');
    expect(hidden.rows[0]).not.toHaveProperty('amountFromClient');
    const seen = (await parcels(admin)).json();
    expect(seen.toCollect).toEqual({ cash: 1380_00, online: 1375_00 });
    expect(seen.dues).toHaveLength(2);
    expect(seen.refusalFee).toBe(100_00);
  });

  it('is absent from a hand-over’s answer', async () => {
    const ids = (await parcels(blind)).json().rows.map((row: { id: number }) => row.id);
    const issued = await blind.post(goodsRoutes.issue, {
      operationId: op(),
      pvzId: point,
      ids: [ids[0]],
      outcome: 'cash',
    });
    expect(issued.statusCode).toBe(200);
    expect(issued.json()).not.toHaveProperty('collected');
    expect(issued.json().freedCell).toBeNull();
  });

  it('is absent from the turnover: no cash, online, fees, sum at the point or income', async () => {
    const figures = (await blind.get(`${goodsListsRoutes.turnover}?pvzId=${point}`)).json();
    for (const row of [...figures.rows, figures.totals]) {
      expect(row).toHaveProperty('issued');
      for (const money of ['issuedCash', 'issuedOnline', 'refusalFees', 'atPointDue', 'income'])
        expect(row).not.toHaveProperty(money);
    }
    const full = (await admin.get(`${goodsListsRoutes.turnover}?pvzId=${point}`)).json();
    expect(full.totals).toHaveProperty('issuedCash');
  });

  it('is absent from a record’s history and from return boxes', async () => {
    const { id, boxId } = await verifiedReturn();
    const record = (await blind.get(`${goodsRoutes.record('purchase')}?id=${id}`)).json();
    expect(JSON.stringify(record.events)).not.toContain('priceRefund');
    expect(JSON.stringify((await admin.get(`${goodsRoutes.record('purchase')}?id=${id}`)).json().events)).toContain(
      'priceRefund',
    );
    const box = (await blind.get(`${returnsRoutes.box}?id=${boxId}`)).json();
    expect(box.parcels).toHaveLength(1);
    expect(box).not.toHaveProperty('sum');
    expect(box.parcels[0]).not.toHaveProperty('price');
    expect((await admin.get(`${returnsRoutes.box}?id=${boxId}`)).json().sum).toBe(1000_00);
  });

  it('is absent from the public order page a signed-in blind caller opens, and there for everybody else', async () => {
    const url = `${goodsLookupRoutes.publicOrder}?link=${clientLinkOf(t.app.config.sessionSecret, 'purchase', PHONE)}`;
    const seenByBlind = (await blind.get(url)).json();
    expect(seenByBlind.parcels).toHaveLength(2);
    expect(seenByBlind).not.toHaveProperty('totalDue');
    expect(seenByBlind).not.toHaveProperty('dueAtPoint');
    expect(seenByBlind.parcels[0]).not.toHaveProperty('amountDue');
    const anonymous = (await t.app.inject({ method: 'GET', url })).json();
    expect(anonymous.totalDue).toBeGreaterThan(0);
  });
});

/** Money-like fields of staff answers that are not figures derived from goods columns, or are hidden by a rule of their own. */
const notDerivedFromGoodsColumns: { route: RegExp; field: RegExp; why: string }[] = [
  { route: /\/api\/settings\//, field: /./, why: 'site settings: their own page right' },
  {
    route: /\/api\/balance\//,
    field: /./,
    why: "the points' money in the ledger: its own page right (finance-balance)",
  },
  {
    route: /\/api\/payments\//,
    field: /./,
    why: 'the recurring expenses and who pays them: their own page right (finance-monthly-payments)',
  },
  {
    route: /\/api\/advance-report/,
    field: /./,
    why: "the money people and banks hold: its own page right (finance-advance-report), the director's for others' and the banks",
  },
  {
    route: /\/api\/delivery\/rows\/calendar/,
    field: /./,
    why: "the service rows' month summary: its own page right (delivery-summary)",
  },
  {
    route: /\/api\/public\/debtor/,
    field: /./,
    why: "what a link's customer owes, shown to whoever holds the link; staff see debts by the debtors' page right",
  },
  {
    route: /\/api\/(renters|spreadsheets\/saas|summary-tables\/saas)/,
    field: /./,
    why: "the licensees' tariffs and bills: their own page rights (licensee-renters, licensee-saas, licensee-saas-summary)",
  },
  {
    route: /\/api\/(equipment|auto-storage)\//,
    field: /./,
    why: "the repairs' costs of the equipment registers: their own page rights (extra-equipment, extra-auto-storage)",
  },
  {
    route: /\/api\/home\/summary/,
    field: /^(cashToday|onlineToday|toReceiveAmount)$/,
    why: "the points' ledger money and the withdrawals: there only with the balance page right (finance-balance)",
  },
  { route: /\/api\/clients\//, field: /^(balance|amount)$/, why: 'bonus balances and their ledger: no goods column' },
  {
    route: /\/api\/goods\/returns\/(list|woya-list|ship|verify)/,
    field: /^price$/,
    why: 'per row kind in toReturnRow; the totals are 0 when hidden in some kind',
  },
  { route: /\/api\/goods\/inventory\//, field: /^(sum|amount)$/, why: 'per row kind in visibleReport' },
  { route: /\/api\/goods\/phone-card/, field: /^totalDue$/, why: 'summed over the rows whose sum the caller sees' },
];

describe('every money figure of an answer', () => {
  it('is a goods column, marked with the column it derives from, or hidden by a rule of its own', () => {
    const columnKeys = new Set(goodsKinds.flatMap((kind) => kind.columns.map((column) => column.key)));
    const unmarked: string[] = [];
    const walk = (schema: SchemaNode | undefined, route: string, path: string) => {
      if (!schema || schema[REVEALS_COLUMN]) return;
      for (const [field, property] of Object.entries(schema.properties ?? {})) {
        const moneyLike =
          /amount|sum|(?<!over)due|price|collect|fee|income|balance|refund|cash|online|profit|prepay/i.test(field);
        const exempt = notDerivedFromGoodsColumns.some((rule) => rule.route.test(route) && rule.field.test(field));
        if (moneyLike && !property[REVEALS_COLUMN] && !columnKeys.has(field) && !exempt)
          unmarked.push(`${route} ${path}.${field}`);
        walk(property, route, `${path}.${field}`);
      }
      walk(schema.items, route, `${path}[]`);
      for (const variant of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) walk(variant, route, path);
    };
    const document = t.app.swagger() as unknown as OpenApi;
    // a client's own answers show the client their own sums: no staff column rule applies there
    const clientsOwn = new Set(
      t.app.declaredRoutes.filter((route) => 'client' in route.access).map((route) => `${route.method} ${route.url}`),
    );
    for (const [url, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (clientsOwn.has(`${method.toUpperCase()} ${url}`)) continue;
        walk(operation.responses?.['200']?.content?.['application/json']?.schema, `${method.toUpperCase()} ${url}`, '');
      }
    }
    expect(unmarked).toEqual([]);
  });
});

interface SchemaNode {
  [REVEALS_COLUMN]?: string;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
}

type OpenApi = {
  paths: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, { schema: SchemaNode }> }> }>
  >;
};
