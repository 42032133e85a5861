import type { Kysely, Transaction } from 'kysely';
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
export async function audit(db: Kysely<Database> | Transaction<Database>, actor: StaffAuth, record: AuditRecord) {
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
