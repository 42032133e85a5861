import { messages } from '@pvz/contracts/messages';
import type { SiteSettings } from '@pvz/contracts/settings';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Who the history names for what the server did by itself. */
export const SYSTEM_ACTOR = 'система';

/**
 * A barcode delivery whose parcel has not reached the sorting centre within the setting's hours
 * (24 by default) is cancelled: its barcode is no longer valid (DOMAIN.md §1). The row is deleted
 * softly, its history says why, and each registered client is told once to replace the barcode.
 * Answers how many rows were cancelled.
 */
export async function cancelUncollectedBarcodes(
  trx: Transaction<Database>,
  settings: SiteSettings,
  now: Date,
): Promise<number> {
  const cancelled = await sql<{ id: number; client_phone: string | null }>`
    update goods set deleted_at = ${now}, updated_at = ${now}, updated_by = ${SYSTEM_ACTOR}
    where kind = 'barcode' and deleted_at is null and delivered_sc_at is null and issued_at is null
      and created_at < ${now}::timestamptz - make_interval(hours => ${settings.barcodeCancelHours})
    returning id, client_phone`.execute(trx);
  if (cancelled.rows.length === 0) return 0;
  await trx
    .insertInto('goods_events')
    .values(
      cancelled.rows.map((row) => ({
        goods_id: row.id,
        at: now,
        type: 'cancelled',
        actor_id: null,
        actor: SYSTEM_ACTOR,
        details: JSON.stringify({ reason: 'barcode-outdated' }),
      })),
    )
    .execute();
  const phones = [...new Set(cancelled.rows.flatMap((row) => (row.client_phone ? [row.client_phone] : [])))];
  if (phones.length > 0)
    await sql`
      insert into notifications (phone_number, title, message, created_at)
      select c.phone_number, ${messages.barcodeOutdatedTitle}, ${messages.barcodeOutdated}, ${now}
      from clients c where c.phone_number = any(${phones}::text[])`.execute(trx);
  return cancelled.rows.length;
}

/**
 * Post-paid orders (`prepaid = false`, Wildberries pays the marketplace at hand-over) count as
 * prepaid once the setting's days have passed since the order (11 by default). Answers how many
 * rows switched.
 */
export async function switchOldOrdersToPrepaid(
  trx: Transaction<Database>,
  settings: SiteSettings,
  now: Date,
): Promise<number> {
  const switched = await sql<{ id: number }>`
    update goods set prepaid = true, updated_at = ${now}, updated_by = ${SYSTEM_ACTOR}
    where kind = 'purchase' and prepaid = false and deleted_at is null and issued_at is null
      and created_at < ${now}::timestamptz - make_interval(days => ${settings.prepaidSwitchDays})
    returning id`.execute(trx);
  if (switched.rows.length > 0)
    await trx
      .insertInto('goods_events')
      .values(
        switched.rows.map((row) => ({
          goods_id: row.id,
          at: now,
          type: 'edited',
          actor_id: null,
          actor: SYSTEM_ACTOR,
          details: JSON.stringify({ changed: ['prepaid'], reason: 'prepaid-after-days' }),
        })),
      )
      .execute();
  return switched.rows.length;
}
