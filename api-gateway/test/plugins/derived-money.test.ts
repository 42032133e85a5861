import { REVEALS_COLUMN } from '@pvz/contracts/api/derived-money';
import { goodsListsRoutes } from '@pvz/contracts/api/goods-lists';
import { goodsLookupRoutes } from '@pvz/contracts/api/goods-lookup';
import { goodsRoutes } from '@pvz/contracts/api/goods-routes';
import { goodsKinds } from '@pvz/contracts/goods-columns';
import { clientLinkOf } from '../../src/services/goods/codes.js';
import { type Client, createTestApp, scopeOf, signedInAdmin, staffWith, type TestApp } from '../helpers/test-app.js';
import { acceptScan, op, pointWithCells, sortedPurchase } from '../routes/goods/goods-fixtures.js';

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
      pages: { 'goods-turnover': 'read' },
      columns: { purchase: { amountFromClient: 'hidden', profit: 'hidden' } },
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

/** Money-like fields of answers that are not figures derived from goods columns, or are hidden by their own rule. */
const notDerivedFromGoodsColumns: { route: RegExp; field: RegExp; why: string }[] = [
  { route: /\/api\/settings\//, field: /./, why: 'site settings: their own page right' },
  {
    route: /\/api\/clients\//,
    field: /./,
    why: 'the cabinet shows clients their own sums; staff see bonus balances, no goods column',
  },
  {
    route: /\/api\/goods\/returns\//,
    field: /^(price|sum)$/,
    why: 'per row kind (price column) in toReturnRow; the act is whole',
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
        const moneyLike = /amount|sum|due|price|collect|fee|income|balance|refund|cash|online|profit|prepay/i.test(
          field,
        );
        const exempt = notDerivedFromGoodsColumns.some((rule) => rule.route.test(route) && rule.field.test(field));
        if (moneyLike && !property[REVEALS_COLUMN] && !columnKeys.has(field) && !exempt)
          unmarked.push(`${route} ${path}.${field}`);
        walk(property, route, `${path}.${field}`);
      }
      walk(schema.items, route, `${path}[]`);
      for (const variant of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) walk(variant, route, path);
    };
    const document = t.app.swagger() as unknown as OpenApi;
    for (const [url, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
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
