import {
  deepJsonText,
  multipartBodies,
  numbers,
  numericTexts,
  oversizedJsonText,
  shapes,
  texts,
} from './mutant-values.js';
import { branchesOf, type DocumentedRoute, type JsonSchema, kindOf } from './openapi-routes.js';
import type { Random } from './prng.js';

type Path = readonly (string | number)[];

/** One request of the run: the route's base request with one thing changed. */
export interface Mutant {
  /** what was changed, for the failure report */
  label: string;
  query: Record<string, unknown> | null;
  /** the JSON body; undefined sends none */
  body?: unknown;
  /** a body that is not a JSON value (malformed, oversized, another content type) */
  raw?: { payload: string; contentType: string };
}

export interface BaseRequest {
  query: Record<string, unknown> | null;
  body: unknown;
}

/** Every field a schema names, nested ones and array items (as index 0) included, a few levels deep. */
export function fieldsOf(schema: JsonSchema | null, prefix: Path = []): { path: Path; schema: JsonSchema }[] {
  if (!schema || prefix.length > 4) return [];
  const fields: { path: Path; schema: JsonSchema }[] = [];
  for (const part of branchesOf(schema)) {
    for (const [key, property] of Object.entries(part.properties ?? {})) {
      const path = [...prefix, key];
      fields.push({ path, schema: property }, ...fieldsOf(property, path));
    }
    if (part.items) {
      const path = [...prefix, 0];
      fields.push({ path, schema: part.items }, ...fieldsOf(part.items, path));
    }
  }
  return fields;
}

/** A hostile value, mostly of the field's own kind (where validators are likeliest to be lax), sometimes not. */
function hostileValueFor(schema: JsonSchema, random: Random): unknown {
  const kind = kindOf(schema);
  const roll = random.next();
  if (kind === 'integer' || kind === 'number') {
    if (roll < 0.6) return random.pick(numbers);
    if (roll < 0.8) return random.pick(numericTexts);
  } else if (kind === 'string') {
    if (roll < 0.65) return random.pick(texts);
    if (roll < 0.8) return random.pick(numbers);
  }
  return random.pick(roll < 0.9 ? shapes : texts);
}

/** The container with the value set at the path (in place), making the containers on the way. */
function withValueAt(container: unknown, path: Path, value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const next = typeof head === 'number' ? [] : {};
  const target = (container !== null && typeof container === 'object' ? container : next) as Record<
    string | number,
    unknown
  >;
  target[head] = withValueAt(target[head], rest, value);
  return target;
}

/** Every text of a value with a NUL appended: a route must refuse the request before any of it is stored. */
function withNulInEveryText(value: unknown): unknown {
  if (typeof value === 'string') return `${value}\u0000`;
  if (Array.isArray(value)) return value.map(withNulInEveryText);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withNulInEveryText(inner)]));
  return value;
}

/** Mutants of the body as a whole and of its encoding; a route without a body schema still gets them. */
function bodyMutants(base: BaseRequest): Mutant[] {
  const query = base.query;
  const body = base.body ?? {};
  const json = (label: string, value: unknown): Mutant => ({ label: `body: ${label}`, query, body: value });
  const raw = (label: string, payload: string, contentType = 'application/json'): Mutant => ({
    label: `body: ${label}`,
    query,
    raw: { payload, contentType },
  });
  return [
    json('null', null),
    json('an array', [body]),
    json('a string', 'текст'),
    json('a number', 2147483648),
    json('empty', {}),
    json('unknown fields', { ...(typeof body === 'object' ? body : {}), unknownField: '\u0000', nested: { x: 1 } }),
    json('NUL in every text', withNulInEveryText(body)),
    raw('malformed JSON', '{"a":'),
    raw('__proto__ key', '{"__proto__":{"polluted":true}}'),
    raw('constructor.prototype key', '{"constructor":{"prototype":{"polluted":true}}}'),
    raw('nested 100 000 deep', deepJsonText),
    raw('over the size limit', oversizedJsonText),
    raw('plain text', 'просто текст', 'text/plain'),
    raw('empty with a JSON type', ''),
    ...multipartBodies.map((form) => raw(`multipart, ${form.label}`, form.payload, form.contentType)),
  ];
}

function queryMutants(base: BaseRequest): Mutant[] {
  const query = base.query ?? {};
  return [
    {
      label: 'query: unknown fields',
      query: { ...query, unknownField: '\u0000', ...JSON.parse('{"__proto__":"1","constructor":"x"}') },
    },
    {
      label: 'query: every field repeated',
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, [v, v]])),
    },
    { label: 'query: every field empty', query: Object.fromEntries(Object.keys(query).map((key) => [key, ''])) },
    { label: 'query: NUL in every text', query: withNulInEveryText(query) as Record<string, unknown> },
  ];
}

/**
 * The requests of one route: two well-formed ones (the handler's own path must hold too), then
 * `fieldCount` single-field changes drawn at random over the body's and the query's fields, each of
 * a fresh base (so that a base refused for one field does not hide the others), then the fixed
 * whole-body and whole-query mutants.
 */
export function mutantsOf(
  route: DocumentedRoute,
  baseOf: () => BaseRequest,
  random: Random,
  fieldCount: number,
): Mutant[] {
  const fields = [
    ...fieldsOf(route.query).map((field) => ({ ...field, part: 'query' as const })),
    ...fieldsOf(route.body).map((field) => ({ ...field, part: 'body' as const })),
  ];
  const mutants: Mutant[] = [
    { label: 'well-formed', ...baseOf() },
    { label: 'well-formed', ...baseOf() },
  ];
  for (let index = 0; index < fieldCount && fields.length > 0; index += 1) {
    const base = baseOf();
    const field = random.pick(fields);
    // query strings are flat: a query field is the parameter itself
    const path = field.part === 'query' ? field.path.slice(0, 1) : field.path;
    const value = hostileValueFor(field.schema, random);
    const label = `${field.part}.${path.join('.')} = ${describeValue(value)}`;
    if (field.part === 'query') {
      mutants.push({
        label,
        query: withValueAt(base.query ?? {}, path, value) as Record<string, unknown>,
        body: base.body,
      });
    } else {
      mutants.push({ label, query: base.query, body: withValueAt(base.body ?? {}, path, value) });
    }
  }
  if (route.method !== 'GET') mutants.push(...bodyMutants(baseOf()));
  if (route.query) mutants.push(...queryMutants(baseOf()));
  return mutants;
}

/** A short, printable name of a value for the failure report. */
export function describeValue(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 40)}… (${text.length} characters)` : text;
}
