import { REVEALS_COLUMN, REVEALS_KINDS } from '@pvz/contracts/api/derived-money';
import type { ColumnLevel, GoodsKind } from '@pvz/contracts/goods-columns';
import { columnsOf } from '@pvz/contracts/goods-columns';
import { describe } from '@pvz/contracts/messages';
import { forbidden } from '../errors.js';

type Levels = Record<string, ColumnLevel>;

/**
 * The rows a request writes, by convention `body.row` or `body.rows`: every goods column it names
 * must be writable for the caller. Fields that are not goods columns (ids, operation ids) pass.
 */
export function assertWritableColumns(kind: GoodsKind, levels: Levels, body: unknown): void {
  if (typeof body !== 'object' || body === null) return;
  const { row, rows } = body as { row?: unknown; rows?: unknown };
  const written = [...(Array.isArray(rows) ? rows : []), ...(row ? [row] : [])];
  const titles = new Map(columnsOf(kind).map((column) => [column.key, column.title]));
  for (const item of written) {
    if (typeof item !== 'object' || item === null) continue;
    for (const key of Object.keys(item)) {
      const title = titles.get(key);
      if (title !== undefined && levels[key] !== 'write') throw forbidden(describe.columnNotWritable(title));
    }
  }
}

type LevelsByKind = Record<GoodsKind, Levels>;

const hiding = new WeakMap<LevelsByKind, boolean>();

/** Whether a caller has any column hidden: most callers have none, and their answers need no walk. */
function hidesAnything(levels: LevelsByKind): boolean {
  let hides = hiding.get(levels);
  if (hides === undefined) {
    hides = Object.values(levels).some((ofKind) => Object.values(ofKind).includes('hidden'));
    hiding.set(levels, hides);
  }
  return hides;
}

/** The hidden columns of a kind's levels; a caller's levels are one shared object (the session cache's). */
const hiddenByLevels = new WeakMap<Levels, Map<GoodsKind, ReadonlySet<string>>>();

function hiddenOf(kind: GoodsKind, levels: Levels): ReadonlySet<string> {
  const known = hiddenByLevels.get(levels) ?? new Map<GoodsKind, ReadonlySet<string>>();
  hiddenByLevels.set(levels, known);
  let hidden = known.get(kind);
  if (!hidden) {
    hidden = new Set(
      columnsOf(kind)
        .filter((column) => levels[column.key] === 'hidden')
        .map((column) => column.key),
    );
    known.set(kind, hidden);
  }
  return hidden;
}

/** A step at the counter writes one column of the row's kind («Доставлено на ПВЗ», «Выдан клиенту»): it must be writable. */
export function assertColumnWritable(kind: GoodsKind, levels: Levels, key: string): void {
  assertWritableColumns(kind, levels, { row: { [key]: true } });
}

/** A row without the columns hidden for its own kind (a row names its kind), else for the route's. */
function withoutHidden(row: unknown, kind: GoodsKind | 'row-kind', levels: LevelsByKind): unknown {
  if (typeof row !== 'object' || row === null || Array.isArray(row)) return row;
  const own = (row as { kind?: unknown }).kind;
  const rowKind = typeof own === 'string' && own in levels ? (own as GoodsKind) : kind;
  if (rowKind === 'row-kind') return row;
  const hidden = hiddenOf(rowKind, levels[rowKind]);
  return hidden.size === 0 ? row : Object.fromEntries(Object.entries(row).filter(([key]) => !hidden.has(key)));
}

/** A history event without the hidden columns its details name (a refund's amount, say). */
function eventWithoutHidden(event: unknown, kind: GoodsKind | 'row-kind', levels: LevelsByKind): unknown {
  if (typeof event !== 'object' || event === null) return event;
  const { details } = event as { details?: unknown };
  if (typeof details !== 'object' || details === null) return event;
  return { ...event, details: withoutHidden(details, kind, levels) };
}

/**
 * Takes the caller's hidden columns out of an answer: its `rows`, its `row`, its `totals` (by the
 * route's kind), the details of its history `events`, or the answer itself when it is a list. A
 * hidden column is absent, not empty.
 */
export function hideColumns(kind: GoodsKind | 'row-kind', levels: LevelsByKind, payload: unknown): unknown {
  if (!hidesAnything(levels)) return payload;
  if (Array.isArray(payload)) return payload.map((row) => withoutHidden(row, kind, levels));
  if (typeof payload !== 'object' || payload === null) return payload;
  const { rows, row, totals, events } = payload as {
    rows?: unknown;
    row?: unknown;
    totals?: unknown;
    events?: unknown;
  };
  return {
    ...payload,
    ...(Array.isArray(rows) && { rows: rows.map((item) => withoutHidden(item, kind, levels)) }),
    ...(row !== undefined && { row: withoutHidden(row, kind, levels) }),
    ...(totals !== undefined && kind !== 'row-kind' && { totals: withoutHidden(totals, kind, levels) }),
    ...(Array.isArray(events) && { events: events.map((event) => eventWithoutHidden(event, kind, levels)) }),
  };
}

/** The part of a JSON schema the money walk reads. */
interface SchemaNode {
  [REVEALS_COLUMN]?: string | readonly string[];
  [REVEALS_KINDS]?: readonly GoodsKind[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
}

const marks = new WeakMap<object, boolean>();

/** Whether a schema marks a derived money figure anywhere (known once per schema). */
function hasMoneyMarks(schema: SchemaNode): boolean {
  const known = marks.get(schema);
  if (known !== undefined) return known;
  const found =
    schema[REVEALS_COLUMN] !== undefined ||
    Object.values(schema.properties ?? {}).some(hasMoneyMarks) ||
    (schema.items !== undefined && hasMoneyMarks(schema.items)) ||
    [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(hasMoneyMarks);
  marks.set(schema, found);
  return found;
}

const DROP = Symbol('drop');

type Hidden = (column: string, kinds: readonly GoodsKind[] | undefined) => boolean;

function withoutHiddenMoney(schema: SchemaNode, value: unknown, hidden: Hidden): unknown {
  const columns = schema[REVEALS_COLUMN];
  if (columns !== undefined && [columns].flat().some((column) => hidden(column, schema[REVEALS_KINDS]))) return DROP;
  if (!hasMoneyMarks(schema) || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    // a nullable list is a variant of the schema
    const item = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].find((variant) => variant.items)?.items;
    return item ? value.map((element) => withoutHiddenMoney(item, element, hidden)) : value;
  }
  let result = value as Record<string, unknown>;
  for (const variant of [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    for (const [key, property] of Object.entries(variant.properties ?? {})) {
      if (!(key in result) || !hasMoneyMarks(property)) continue;
      const walked = withoutHiddenMoney(property, result[key], hidden);
      if (walked === result[key]) continue;
      result = { ...result };
      if (walked === DROP) delete result[key];
      else result[key] = walked;
    }
  }
  return result;
}

/** The goods kinds an answer is about: the `kind` of its rows (or its own), wherever they are. */
function kindsIn(value: unknown, levels: LevelsByKind, found = new Set<GoodsKind>(), depth = 0): Set<GoodsKind> {
  if (depth > 4 || typeof value !== 'object' || value === null) return found;
  if (Array.isArray(value)) {
    for (const item of value) kindsIn(item, levels, found, depth + 1);
    return found;
  }
  const own = (value as { kind?: unknown }).kind;
  if (typeof own === 'string' && own in levels) found.add(own as GoodsKind);
  for (const inner of Object.values(value)) if (typeof inner === 'object') kindsIn(inner, levels, found, depth + 1);
  return found;
}

/**
 * Takes out of an answer every money figure its response schema marks with a goods column the
 * caller may not see (`DerivedMoney` in the contracts): derived sums follow the column rule by
 * construction. The column is judged in the route's kind; for an answer of no one kind, in each
 * kind of its rows (a client's parcels at the counter), else in the kinds the figure names, else in
 * every kind.
 */
export function hideDerivedMoney(
  schema: unknown,
  kind: GoodsKind | 'row-kind' | undefined,
  levels: LevelsByKind,
  payload: unknown,
): unknown {
  if (!hidesAnything(levels)) return payload;
  if (typeof schema !== 'object' || schema === null || !hasMoneyMarks(schema as SchemaNode)) return payload;
  const ofRows = kind !== undefined && kind !== 'row-kind' ? new Set([kind]) : kindsIn(payload, levels);
  const every = Object.keys(levels) as GoodsKind[];
  const hidden: Hidden = (column, named) =>
    (ofRows.size > 0 ? [...ofRows] : (named ?? every)).some((candidate) => levels[candidate][column] === 'hidden');
  const walked = withoutHiddenMoney(schema as SchemaNode, payload, hidden);
  return walked === DROP ? undefined : walked;
}
