import type { AuditQuery } from '@pvz/contracts/api/audit';
import { type Kysely, sql } from 'kysely';
import type { Db } from '../db/database.js';
import { moscowDayEnd, moscowDayStart } from '../db/moscow-days.js';
import type { Database } from '../db/schema.js';
import type { StaffAuth } from '../plugins/app/sessions.js';

export interface AuditRecord {
  entity: string;
  entityId: string | number;
  action: 'create' | 'update' | 'delete';
  before?: unknown;
  after?: unknown;
}

/** Fields that never go into the log. */
const secret = new Set(['password', 'password_hash', 'passwordHash']);

function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !secret.has(key))
      .map(([key, inner]) => [key, withoutSecrets(inner)]),
  );
}

/**
 * Writes who changed what, with the row before and after. Call it inside the transaction of the
 * change, so that a change and its record stand or fall together.
 */
export async function audit(db: Db, actor: StaffAuth, record: AuditRecord) {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: actor.user.id,
      actor: actor.user.username,
      entity: record.entity,
      entity_id: String(record.entityId),
      action: record.action,
      before: record.before === undefined ? null : JSON.stringify(withoutSecrets(record.before)),
      after: record.after === undefined ? null : JSON.stringify(withoutSecrets(record.after)),
    })
    .execute();
}

export interface SignInRecord {
  kind: 'staff' | 'client';
  /** the login as the account is keyed (a user name in lower case, a phone), also when there is no such account */
  login: string;
  address: string;
  method: 'password' | 'code';
  outcome: 'signed-in' | 'wrong-password' | 'wrong-code' | 'throttled';
  /** the staff user who signed in */
  userId?: number;
  /** whether the browser had signed in to this account before */
  knownDevice?: boolean;
  /** for a throttled attempt: which limit refused it and for how long */
  limit?: string;
  retryAfterSeconds?: number;
}

/**
 * Writes a sign-in or a failed one (never the password). The actor of a failure is the address it
 * came from: the name typed is a claim, not who acted.
 */
export async function auditSignIn(db: Kysely<Database>, record: SignInRecord) {
  const { kind, login, address, outcome, userId, ...details } = record;
  const succeeded = outcome === 'signed-in';
  await db
    .insertInto('audit_log')
    .values({
      actor_id: userId ?? null,
      actor: succeeded ? login : address,
      entity: `sign-in:${kind}`,
      entity_id: login,
      action: succeeded ? 'sign-in' : 'sign-in-failed',
      before: null,
      after: JSON.stringify({ address, outcome, ...details }),
    })
    .execute();
}

/** A page of the audit log, newest first: of an entity, by an actor (any case), between Moscow days. */
export async function auditLogPage(db: Kysely<Database>, filter: AuditQuery) {
  const { entity, actor, from, to, page, pageSize } = filter;
  let query = db.selectFrom('audit_log');
  if (entity) query = query.where('entity', '=', entity);
  if (actor) query = query.where(sql`lower(actor)`, '=', sql`lower(${actor.trim()})`);
  // Dates are days in Moscow, as the page shows them.
  if (from) query = query.where('at', '>=', moscowDayStart(from));
  if (to) query = query.where('at', '<', moscowDayEnd(to));
  const [rows, total] = await Promise.all([
    query
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset(page * pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor: row.actor,
      entity: row.entity,
      entityId: row.entity_id,
      action: row.action,
      before: row.before,
      after: row.after,
    })),
    total: Number(total.n),
  };
}
