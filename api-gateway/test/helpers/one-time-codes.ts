import type { CodePurpose } from '@pvz/contracts/api/client-identity';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../src/db/schema.js';
import type { Client } from './test-app.js';

let nextAddress = 1;
/** A caller address of its own, so the per-address limit of one test does not reach the others. */
export const freshAddress = () => `10.0.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

export function requestCode(
  app: FastifyInstance,
  phoneNumber: string,
  options: { ip?: string; purpose?: CodePurpose; code?: unknown } = {},
) {
  const { ip = freshAddress(), ...body } = options;
  return app.inject({
    method: 'POST',
    url: '/api/clients/send-message',
    remoteAddress: ip,
    payload: { phoneNumber, ...body },
  });
}

/** Moves the phone's code requests back in time, as if `minutes` had passed. */
export async function timePasses(db: Kysely<Database>, phone: string, minutes: number) {
  await db
    .updateTable('one_time_codes')
    .set({
      created_at: sql<Date>`created_at - make_interval(mins => ${minutes})`,
      expires_at: sql<Date>`expires_at - make_interval(mins => ${minutes})`,
      verified_at: sql<Date>`verified_at - make_interval(mins => ${minutes})`,
    })
    .where('phone', '=', phone)
    .execute();
}

export function signInWithCode(caller: Client, phoneNumber: string, code: string) {
  return caller.post('/api/telegram/get-auth-client', { phoneNumber, code });
}
