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

/** A saved setting as SQL, else its default, as loadSettings merges them. */
function settingSql<T>(name: 'partnerPercent' | 'managerPercent' | 'issuedVisibleHours', type: 'numeric' | 'integer') {
  return sql<T>`coalesce((select (value ->> ${name})::${sql.raw(type)} from settings where key = ${KEY}), ${defaultSettings[name]})`;
}

/**
 * A percent setting as SQL, for a query that needs it beside its rows (a hand-over's income shares)
 * without a round trip of its own: what ADMIN saved, else the default, as loadSettings merges them.
 */
export function percentSettingSql(name: 'partnerPercent' | 'managerPercent') {
  return settingSql<number>(name, 'numeric');
}

/** How long a handed-over parcel stays in a table's work view, as SQL (the table page reads no settings of its own). */
export function issuedVisibleHoursSql() {
  return settingSql<number>('issuedVisibleHours', 'integer');
}
