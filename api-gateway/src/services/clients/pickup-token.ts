import type { Db } from '../../db/database.js';
import { pickupTokenClient, pickupTokenValid, signPickupToken } from '../goods/codes.js';

/** A fresh pickup QR of a client whose phone is proven; null otherwise. */
export async function pickupTokenOf(db: Db, secret: string, clientId: number) {
  const client = await db
    .selectFrom('clients')
    .select('phone_verified_at')
    .where('id', '=', clientId)
    .executeTakeFirst();
  return client?.phone_verified_at ? signPickupToken(secret, clientId, client.phone_verified_at) : null;
}

/** The client and phone a pickup QR opens, or null when it is forged, expired or made before the phone's last proof. */
export async function clientOfPickupToken(
  db: Db,
  secret: string,
  token: string,
): Promise<{ id: number; phoneNumber: string } | null> {
  const clientId = pickupTokenClient(token);
  if (clientId === null) return null;
  const client = await db
    .selectFrom('clients')
    .select(['id', 'phone_number', 'phone_verified_at'])
    .where('id', '=', clientId)
    .executeTakeFirst();
  if (!client || !pickupTokenValid(secret, token, client.phone_verified_at)) return null;
  return { id: client.id, phoneNumber: client.phone_number };
}
