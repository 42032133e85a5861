import type { GoodsInput } from '@pvz/contracts/api/goods';
import type { CounterKind } from '@pvz/contracts/goods';
import { columnsOf } from '@pvz/contracts/goods-columns';
import { percentToBp } from '@pvz/contracts/goods-money';
import { messages } from '@pvz/contracts/messages';
import { normalizePhone } from '@pvz/contracts/phone';
import type { SiteSettings } from '@pvz/contracts/settings';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { GoodsTable } from '../../db/schema.js';
import { badRequest, notFound, unprocessable } from '../../errors.js';
import { rowMoney } from './money.js';
import { marketplaceOfLink, percentBpFor } from './percent.js';

/** The stored fields a form may change, from the API's column keys. */
export type GoodsFields = Partial<
  Pick<
    Insertable<GoodsTable>,
    | 'client_phone'
    | 'client_name'
    | 'notation'
    | 'point_id'
    | 'sorting_center_id'
    | 'order_account_id'
    | 'marketplace_id'
    | 'product_link'
    | 'product_name'
    | 'price_site'
    | 'prepayment'
    | 'percent_bp'
    | 'extra_income'
    | 'prepaid'
    | 'items_count'
    | 'price_program'
  >
>;

/** Every input key must be a column of the kind: a barcode delivery has no product link, a shop row no percentage. */
function assertKindFields(kind: CounterKind, input: GoodsInput): void {
  const keys = new Set(columnsOf(kind).map((column) => column.key));
  for (const key of Object.keys(input)) if (!keys.has(key)) throw badRequest(messages.kindHasNoField);
}

function phoneOf(input: string): string {
  const phone = normalizePhone(input);
  if (!phone.ok) throw badRequest(messages.phoneFormat);
  return phone.phone;
}

function linkOf(input: string): string {
  const link = input.trim();
  if (link !== '' && !/^https?:\/\/\S+$/i.test(link)) throw badRequest(messages.linkInvalid);
  return link;
}

async function assertExists(
  db: Db,
  table: 'points' | 'sorting_centers' | 'order_accounts' | 'marketplaces',
  id: number,
  message: string,
): Promise<void> {
  const found = await db
    .selectFrom(table)
    .select('id')
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!found) throw notFound(message);
}

/** The input as stored values, each reference checked; the percentage is kept in basis points. */
export async function fieldsOf(db: Db, kind: CounterKind, input: GoodsInput): Promise<GoodsFields> {
  assertKindFields(kind, input);
  const fields: GoodsFields = {};
  if (input.fromName !== undefined) fields.client_phone = phoneOf(input.fromName);
  if (input.name !== undefined) fields.client_name = input.name.trim();
  if (input.notation !== undefined) fields.notation = input.notation;
  if (input.dispatchPVZ !== undefined) {
    await assertExists(db, 'points', input.dispatchPVZ, messages.pointUnknown);
    fields.point_id = input.dispatchPVZ;
  }
  if (input.orderPVZ !== undefined) {
    if (input.orderPVZ !== null) await assertExists(db, 'sorting_centers', input.orderPVZ, messages.notFound);
    fields.sorting_center_id = input.orderPVZ;
  }
  if (input.orderAccount !== undefined) {
    if (input.orderAccount !== null)
      await assertExists(db, 'order_accounts', input.orderAccount, messages.orderAccountUnknown);
    fields.order_account_id = input.orderAccount;
  }
  if (input.marketplace !== undefined) {
    if (input.marketplace !== null)
      await assertExists(db, 'marketplaces', input.marketplace, messages.marketplaceUnknown);
    fields.marketplace_id = input.marketplace;
  }
  if (input.productLink !== undefined) fields.product_link = linkOf(input.productLink);
  if (input.productName !== undefined) fields.product_name = input.productName.trim();
  if (input.priceSite !== undefined) fields.price_site = input.priceSite;
  if (input.prepayment !== undefined) fields.prepayment = input.prepayment;
  if (input.percentClient !== undefined) {
    const bp = percentToBp(input.percentClient);
    if (bp === null) throw badRequest(messages.percentInvalid);
    fields.percent_bp = bp;
  }
  if (input.deliveredKGT !== undefined) fields.extra_income = input.deliveredKGT;
  if (input.prepaid !== undefined) fields.prepaid = input.prepaid;
  if (input.itemsCount !== undefined) fields.items_count = input.itemsCount;
  if (input.priceProgram !== undefined) fields.price_program = input.priceProgram;
  return fields;
}

/** A new row's defaults: the marketplace of its link, the point × marketplace × kind percentage. */
export async function completeNewRow(
  db: Db,
  kind: CounterKind,
  fields: GoodsFields,
  settings: SiteSettings,
): Promise<GoodsFields> {
  if (!fields.client_phone) throw badRequest(messages.phoneRequired);
  return withDefaults(db, kind, fields, settings);
}

/** The marketplace and percentage a new row of a point gets when the form does not name them. */
export async function withDefaults(
  db: Db,
  kind: CounterKind,
  fields: GoodsFields,
  settings: SiteSettings,
): Promise<GoodsFields> {
  const pointId = fields.point_id;
  if (!pointId) throw badRequest(messages.pointRequired);
  const completed = { ...fields };
  if (kind === 'purchase' && completed.marketplace_id === undefined && completed.product_link)
    completed.marketplace_id = (await marketplaceOfLink(db, completed.product_link))?.id ?? null;
  if (kind !== 'shop' && completed.percent_bp === undefined)
    completed.percent_bp = await percentBpFor(db, settings, pointId, kind, completed.marketplace_id ?? null);
  return completed;
}

/** The stored row with its changes applied and its money computed again by its kind's formula. */
export function withMoney(
  kind: CounterKind,
  row: Partial<Record<keyof GoodsFields, unknown>> & GoodsFields,
  settings: SiteSettings,
): { amount_due: number; income: number } {
  const money = rowMoney(
    {
      kind,
      price_site: row.price_site ?? 0,
      price_program: row.price_program ?? 0,
      goods_value: 0,
      prepayment: row.prepayment ?? 0,
      percent_bp: row.percent_bp ?? 0,
      extra_income: row.extra_income ?? 0,
    },
    settings,
  );
  return { amount_due: money.due, income: money.income };
}

const moneyFields: readonly (keyof GoodsFields)[] = [
  'price_site',
  'prepayment',
  'percent_bp',
  'extra_income',
  'price_program',
  'point_id',
];
const placeFields: readonly (keyof GoodsFields)[] = ['client_phone', 'point_id'];

interface RowState {
  issued_at: Date | null;
  delivered_pvz_at: Date | null;
}

/**
 * What an edit may not change: the money and the point of a handed-over row, the client and the
 * point of a row already in a cell (move it by deleting and accepting again).
 */
export function assertEditable(row: RowState, fields: GoodsFields, current: GoodsFields): void {
  const changes = (keys: readonly (keyof GoodsFields)[]) =>
    keys.some((key) => key in fields && fields[key] !== current[key]);
  if (row.issued_at && changes(moneyFields)) throw unprocessable(messages.issuedMoneyLocked);
  if (row.delivered_pvz_at && !row.issued_at && changes(placeFields)) throw unprocessable(messages.acceptedPlaceLocked);
}
