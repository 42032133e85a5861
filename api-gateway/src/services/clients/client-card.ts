import type { ClientCard } from '@pvz/contracts/api/client-account';
import { messages } from '@pvz/contracts/messages';
import { normalizePhone } from '@pvz/contracts/phone';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { badRequest, notFound } from '../../errors.js';
import { ledgerOf, selectClientItems, selectReferralItems, toClientListItem, toReferralItem } from './client-views.js';

/** A phone from a request, normalised; a malformed one is a 400 with the phone's own message. */
export function phoneFrom(input: string): string {
  const phone = normalizePhone(input);
  if (!phone.ok) throw badRequest(phone.error);
  return phone.phone;
}

/** The id of the client with this phone; 404 when there is none. */
export async function clientIdByPhone(db: Kysely<Database>, input: string): Promise<number> {
  const found = await db
    .selectFrom('clients')
    .select('id')
    .where('phone_number', '=', phoneFrom(input))
    .executeTakeFirst();
  if (!found) throw notFound(messages.clientNotFound);
  return found.id;
}

/** The staff card of one client; 404 when there is none. */
export async function clientCard(db: Kysely<Database>, clientId: number): Promise<ClientCard> {
  const row = await selectClientItems(db).where('c.id', '=', clientId).executeTakeFirst();
  if (!row) throw notFound(messages.clientNotFound);
  const [invitedBy, invited, ledger] = await Promise.all([
    selectReferralItems(db).where('r.referred_client_id', '=', clientId).executeTakeFirst(),
    selectReferralItems(db).where('r.referrer_client_id', '=', clientId).execute(),
    ledgerOf(db, clientId),
  ]);
  return {
    client: toClientListItem(row),
    invitedBy: invitedBy ? toReferralItem(invitedBy) : null,
    invited: invited.map(toReferralItem),
    ledger,
  };
}

/** The client with this (normalised) phone, or undefined. */
export function clientOfPhone(db: Kysely<Database>, phone: string) {
  return db.selectFrom('clients').select(['id', 'fio']).where('phone_number', '=', phone).executeTakeFirst();
}
