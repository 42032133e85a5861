import { forbiddenCharacters, numberNotFinite, refusedField } from '@pvz/contracts/messages/validation';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../../errors.js';

/**
 * The path of the first value in a parsed request that `refused` picks (a key counts as a value),
 * or null. Walked without recursion: a body may nest deeper than the call stack goes.
 */
export function pathOfFirst(value: unknown, refused: (item: unknown) => boolean): string | null {
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path] = next;
    if (refused(item)) return path;
    if (item !== null && typeof item === 'object') {
      for (const [key, inner] of Object.entries(item)) {
        const innerPath = path ? `${path}.${key}` : key;
        if (refused(key)) return innerPath;
        pending.push([inner, innerPath]);
      }
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
    const path = pathOfFirst(part, refused);
    if (path !== null) throw badRequest(refusedField(path, reason));
  }
}

/**
 * Guards every route's input by construction, whatever its schema says: no NUL or lone surrogate anywhere (checked
 * before the schema, so a route that takes free-form JSON is covered too) and no non-finite number
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
