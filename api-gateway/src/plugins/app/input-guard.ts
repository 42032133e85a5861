import { forbiddenCharacters, nestedTooDeep, numberNotFinite, refusedField } from '@pvz/contracts/messages/validation';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../../errors.js';

/**
 * Far deeper than any request of the API nests (the deepest, records of records, nest four levels): a body nested
 * a hundred thousand times cost every walk of it, the guard's and the validator's, tens of milliseconds.
 */
export const MAX_NESTING = 32;

/** An object or array met in a walk, and where it sits. */
interface Container {
  value: object;
  parent: Container | null;
  key: string;
  depth: number;
}

/** The dotted path of `key` inside `container`, made only for the value refused. */
function pathTo(container: Container, key: string): string {
  const keys = [key];
  for (let at: Container | null = container; at.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/** What a walk found: the path of the value refused, or a nesting past MAX_NESTING. */
type Finding = { path: string } | 'too deep' | null;

/**
 * The first value in a parsed request that `refused` picks (a key counts as a value), or null.
 * Walked without recursion and without a path or an entry made for each value: a body of a hundred
 * thousand items is walked on every request that carries one.
 */
function findRefused(value: unknown, refused: (item: unknown) => boolean): Finding {
  if (refused(value)) return { path: '' };
  if (value === null || typeof value !== 'object') return null;
  const pending: Container[] = [{ value, parent: null, key: '', depth: 1 }];
  const enter = (inner: object, parent: Container, key: string) => {
    if (parent.depth >= MAX_NESTING) return false;
    pending.push({ value: inner, parent, key, depth: parent.depth + 1 });
    return true;
  };
  for (let container = pending.pop(); container; container = pending.pop()) {
    const object = container.value;
    if (Array.isArray(object)) {
      for (let index = 0; index < object.length; index++) {
        const inner: unknown = object[index];
        if (refused(inner)) return { path: pathTo(container, String(index)) };
        if (inner !== null && typeof inner === 'object' && !enter(inner, container, String(index))) return 'too deep';
      }
      continue;
    }
    for (const key of Object.keys(object)) {
      const inner: unknown = (object as Record<string, unknown>)[key];
      if (refused(key) || refused(inner)) return { path: pathTo(container, key) };
      if (inner !== null && typeof inner === 'object' && !enter(inner, container, key)) return 'too deep';
    }
  }
  return null;
}

/**
 * NUL, which Postgres cannot store in any text, and a lone half of a UTF-16 surrogate pair, which is
 * no character at all (a jsonb column refuses it): such input would end as a 500.
 */
const unstorableText = (item: unknown) => typeof item === 'string' && (item.includes('\u0000') || /\p{Cs}/u.test(item));

/**
 * Infinity: JSON cannot carry it, but the validator coerces the text "Infinity" of a query or a body
 * into it and then skips the bounds of a non-finite number, so it would reach the database.
 */
const notFinite = (item: unknown) => typeof item === 'number' && !Number.isFinite(item);

function refuse(parts: unknown[], refused: (item: unknown) => boolean, reason: string): void {
  for (const part of parts) {
    const finding = findRefused(part, refused);
    if (finding === 'too deep') throw badRequest(refusedField('', nestedTooDeep(MAX_NESTING)));
    if (finding) throw badRequest(refusedField(finding.path, reason));
  }
}

/**
 * Guards every route's input by construction, whatever its schema says: no NUL or lone surrogate anywhere
 * and no nesting past MAX_NESTING (checked before the schema, so a route that takes free-form JSON is
 * covered too) and no non-finite number
 * (checked right after the schema; registered before the access plugin, whose scope check reads
 * the validated ids from the database).
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      refuse([request.params, request.query, request.body], unstorableText, forbiddenCharacters);
    });
    app.addHook('preHandler', async (request) => {
      refuse([request.params, request.query, request.body], notFinite, numberNotFinite);
    });
  },
  { name: 'input-guard' },
);
