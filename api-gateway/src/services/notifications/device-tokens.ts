import { messages } from '@pvz/contracts/messages';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Database } from '../../db/schema.js';
import { conflict } from '../../errors.js';

/** Connects a browser to a client's phone; a token already known (a staff user's too) moves to it: the device has a new owner. */
export async function connectClientDevice(db: Kysely<Database>, phone: string, token: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('employee_device_tokens').where('token', '=', token).execute();
    await trx
      .insertInto('client_device_tokens')
      .values({ token, phone_number: phone })
      .onConflict((conflict) => conflict.column('token').doUpdateSet({ phone_number: phone, created_at: new Date() }))
      .execute();
  });
}

/** Connects a browser to a staff user; a token another has is a 409. */
export async function connectEmployeeDevice(db: Db, userId: number, token: string): Promise<void> {
  try {
    await db.insertInto('employee_device_tokens').values({ token, user_id: userId }).execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.deviceTokenTaken);
    throw error;
  }
}

/** The device tokens of a phone, newest first. */
export async function deviceTokensOf(db: Db, phone: string): Promise<string[]> {
  const rows = await db
    .selectFrom('client_device_tokens')
    .select('token')
    .where('phone_number', '=', phone)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => row.token);
}
