import { type GoodsInput, type GoodsQuoteBody, type GoodsRow, goodsQuoteKeys } from '@pvz/contracts/api/goods';
import type { CounterKind } from '@pvz/contracts/goods';
import { ROWS_PER_CREATION_MAX } from '@pvz/contracts/goods';
import { columnsOf } from '@pvz/contracts/goods-columns';
import { messages } from '@pvz/contracts/messages';
import { kopecksToRublesInput, rublesToKopecks } from '@pvz/contracts/money';
import { normalizePhone } from '@pvz/contracts/phone';
import { isPercent } from '@pvz/contracts/validation/settings';
import { type ColumnLevels, levelOf } from '../../hooks/use-column-levels';

export type FieldKey = keyof GoodsInput;
type FieldKind = 'phone' | 'text' | 'longText' | 'point' | 'ref' | 'money' | 'percent' | 'count' | 'flag';

const fieldKinds: Record<FieldKey, FieldKind> = {
  fromName: 'phone',
  name: 'text',
  notation: 'longText',
  dispatchPVZ: 'point',
  orderPVZ: 'ref',
  orderAccount: 'ref',
  marketplace: 'ref',
  productLink: 'text',
  productName: 'text',
  priceSite: 'money',
  prepayment: 'money',
  percentClient: 'percent',
  deliveredKGT: 'money',
  prepaid: 'flag',
  itemsCount: 'count',
  priceProgram: 'money',
};

/** The fields staff type into a row of each kind, in the order of the form. */
const kindFields: Record<CounterKind, readonly FieldKey[]> = {
  purchase: [
    'fromName',
    'name',
    'dispatchPVZ',
    'orderPVZ',
    'orderAccount',
    'productLink',
    'productName',
    'marketplace',
    'priceSite',
    'prepayment',
    'percentClient',
    'deliveredKGT',
    'prepaid',
    'notation',
  ],
  barcode: [
    'fromName',
    'name',
    'dispatchPVZ',
    'orderPVZ',
    'marketplace',
    'itemsCount',
    'priceProgram',
    'prepayment',
    'percentClient',
    'notation',
  ],
  shop: ['fromName', 'name', 'productName', 'dispatchPVZ', 'priceSite', 'prepayment', 'notation'],
};

export interface FormField {
  key: FieldKey;
  title: string;
  kind: FieldKind;
  /** shown disabled when the user may only read the column */
  writable: boolean;
}

/** The kind's fields the user may see, each with whether they may change it. */
export function formFieldsOf(kind: CounterKind, levels: ColumnLevels): FormField[] {
  const titles = new Map(columnsOf(kind).map((column) => [column.key, column.title]));
  return kindFields[kind].flatMap((key) => {
    const level = levelOf(levels, key);
    return level === 'hidden'
      ? []
      : [{ key, title: titles.get(key) ?? key, kind: fieldKinds[key], writable: level === 'write' }];
  });
}

/** What the inputs hold: text as typed (roubles, percent with a comma, ids of choices), a check box as a flag. */
export type FormValues = Partial<Record<FieldKey, string | boolean>>;

function textOf(kind: FieldKind, value: unknown): string | boolean {
  if (kind === 'flag') return Boolean(value);
  if (value === null || value === undefined) return '';
  if (kind === 'money') return typeof value === 'number' ? kopecksToRublesInput(value) : '';
  if (kind === 'percent') return String(value).replace('.', ',');
  if (kind === 'point' || kind === 'ref') return String((value as { id: number }).id);
  return String(value);
}

/** The inputs of a form: a row's values when it edits one, empty ones (and the page's point) for a new row. */
export function initialValues(fields: readonly FormField[], row?: GoodsRow, pointId?: number): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    values[field.key] = row
      ? textOf(field.kind, row[field.key as keyof GoodsRow])
      : field.kind === 'point' && pointId !== undefined
        ? String(pointId)
        : textOf(field.kind, undefined);
  }
  return values;
}

export const formMessages = {
  countInvalid: 'Количество товаров: целое число от 0 до 10 000',
  quantityInvalid: `Количество записей: от 1 до ${ROWS_PER_CREATION_MAX}`,
} as const;

export type FieldProblem = { field: FieldKey | 'quantity'; error: string };

type Converted = { ok: true; value: GoodsInput[FieldKey] } | { ok: false; error: string };

function convert(field: FormField, raw: string | boolean | undefined, creating: boolean): Converted | null {
  if (field.kind === 'flag') return { ok: true, value: Boolean(raw) };
  const text = typeof raw === 'string' ? raw.trim() : '';
  switch (field.kind) {
    case 'phone': {
      if (!text) return creating ? { ok: false, error: messages.phoneRequired } : { ok: true, value: '' };
      const phone = normalizePhone(text);
      return phone.ok ? { ok: true, value: phone.phone } : { ok: false, error: messages.phoneFormat };
    }
    case 'point':
      if (!text) return { ok: false, error: messages.pointRequired };
      return { ok: true, value: Number(text) };
    case 'ref':
      if (!text) return creating ? null : { ok: true, value: null };
      return { ok: true, value: Number(text) };
    case 'money': {
      if (!text) return creating ? null : { ok: true, value: 0 };
      const kopecks = rublesToKopecks(text);
      return kopecks === null ? { ok: false, error: messages.moneyInvalid } : { ok: true, value: kopecks };
    }
    case 'percent': {
      if (!text) return null;
      const percent = Number(text.replace(',', '.'));
      return isPercent(percent) ? { ok: true, value: percent } : { ok: false, error: messages.percentInvalid };
    }
    case 'count': {
      if (!text) return creating ? null : { ok: true, value: 0 };
      const count = Number(text);
      return Number.isInteger(count) && count >= 0 && count <= 10_000
        ? { ok: true, value: count }
        : { ok: false, error: formMessages.countInvalid };
    }
    default:
      return creating && !text ? null : { ok: true, value: text };
  }
}

/** The value of a row's field as the input would send it, to see what an edit changed. */
function sentOf(field: FormField, row: GoodsRow): unknown {
  const value = row[field.key as keyof GoodsRow];
  if (field.kind === 'point' || field.kind === 'ref') return (value as { id: number } | null | undefined)?.id ?? null;
  if (field.kind === 'flag') return Boolean(value);
  if (field.kind === 'phone' || field.kind === 'text' || field.kind === 'longText') return value ?? '';
  return value ?? 0;
}

export interface ToInputOptions {
  /** the row an edit changes: only what differs from it is sent */
  row?: GoodsRow;
  /** fields not to send: e.g. a percentage the user did not type, which the gateway fills in itself */
  skip?: ReadonlySet<FieldKey>;
}

/**
 * The row to send: the writable fields, converted (roubles to kopecks, the phone to +7…), checked
 * as the gateway checks them. A creation leaves out what is empty; an edit sends only what changed.
 */
export function toGoodsInput(
  fields: readonly FormField[],
  values: FormValues,
  { row, skip }: ToInputOptions = {},
): { input: GoodsInput } | { problem: FieldProblem } {
  const input: Record<string, unknown> = {};
  for (const field of fields) {
    if (!field.writable || skip?.has(field.key)) continue;
    const converted = convert(field, values[field.key], !row);
    if (converted === null) continue;
    if (!converted.ok) return { problem: { field: field.key, error: converted.error } };
    if (row && sentOf(field, row) === converted.value) continue;
    input[field.key] = converted.value;
  }
  return { input: input as GoodsInput };
}

/** «Количество записей»: how many identical rows a creation makes. */
export function quantityOf(text: string): number | null {
  const quantity = Number(text.trim());
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= ROWS_PER_CREATION_MAX ? quantity : null;
}

/** The inputs a row's money comes from: what the form asks the gateway to quote. */
const quoteKeys: ReadonlySet<FieldKey> = new Set(goodsQuoteKeys);

const webLink = /^https?:\/\/\S+$/i;

/**
 * The quote of what saving would store: the money inputs exactly as the save would send them, or
 * null while one of them does not parse. A link still being typed is left out until it is one.
 */
export function quoteBodyOf(
  fields: readonly FormField[],
  values: FormValues,
  options: ToInputOptions = {},
): GoodsQuoteBody | null {
  const result = toGoodsInput(
    fields.filter((field) => quoteKeys.has(field.key)),
    values,
    options,
  );
  if ('problem' in result) return null;
  const { productLink, ...row } = result.input;
  const link = productLink !== undefined && (productLink === '' || webLink.test(productLink)) ? { productLink } : {};
  return { ...(options.row && { id: options.row.id }), row: { ...row, ...link } };
}
