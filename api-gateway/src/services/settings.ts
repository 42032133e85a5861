import { defaultSettings, type SiteSettings } from '@pvz/contracts/settings';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';

const KEY = 'site';

/** The business settings: what ADMIN saved, with the defaults of DOMAIN.md for anything not saved. */
export async function loadSettings(db: Db): Promise<SiteSettings> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', KEY).executeTakeFirst();
  const saved = (row?.value ?? {}) as Partial<SiteSettings>;
  return {
    ...defaultSettings,
    ...saved,
    defaultPercents: { ...defaultSettings.defaultPercents, ...saved.defaultPercents },
  };
}

export async function saveSettings(trx: Transaction<Database>, settings: SiteSettings): Promise<void> {
  await trx
    .insertInto('settings')
    .values({ key: KEY, value: JSON.stringify(settings) })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(settings), updated_at: new Date() }))
    .execute();
}

/**
 * A percent setting as SQL, for a query that needs it beside its rows (a hand-over's income shares)
 * without a round trip of its own: what ADMIN saved, else the default, as loadSettings merges them.
 */
export function percentSettingSql(name: 'partnerPercent' | 'managerPercent') {
  return sql<number>`coalesce((select (value ->> ${name})::numeric from settings where key = ${KEY}), ${defaultSettings[name]})`;
}
