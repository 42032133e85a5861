import { messages } from '@pvz/contracts/messages';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * «Ваш заказ готов к получению» for a registered client. Several parcels accepted the same day
 * make one unread notification, not one each. Push delivery comes with the client cabinet.
 */
export async function notifyReadyForPickup(trx: Transaction<Database>, phone: string): Promise<void> {
  await sql`
    insert into notifications (phone_number, title, message)
    select ${phone}, ${messages.readyForPickupTitle}, ${messages.readyForPickup}
    where exists (select 1 from clients where phone_number = ${phone})
      and not exists (
        select 1 from notifications
        where phone_number = ${phone} and message = ${messages.readyForPickup}
          and read_at is null and created_at > now() - interval '12 hours')`.execute(trx);
}
