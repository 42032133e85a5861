import { type Policy, type PolicyName, policyTitles } from '@pvz/contracts/api/policies';
import type { Db } from '../db/database.js';

/** Each policy is its own settings row, so the business settings read on every scan stay small. */
const keyOf = (name: PolicyName) => `policy:${name}`;

/** A policy as published, or an empty text until ADMIN publishes one. */
export async function loadPolicy(db: Db, name: PolicyName): Promise<Policy> {
  const row = await db
    .selectFrom('settings')
    .select(['value', 'updated_at'])
    .where('key', '=', keyOf(name))
    .executeTakeFirst();
  const text = (row?.value as { text?: string } | undefined)?.text ?? '';
  return { name, title: policyTitles[name], text, updatedAt: row ? row.updated_at.toISOString() : null };
}

export async function savePolicy(db: Db, name: PolicyName, text: string): Promise<void> {
  const value = JSON.stringify({ text });
  await db
    .insertInto('settings')
    .values({ key: keyOf(name), value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: new Date() }))
    .execute();
}
