import type { SiteSettings } from '@pvz/contracts/settings';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ClientAuth } from '../../plugins/app/sessions.js';
import { ensureOrderLinks } from '../goods/lookup/order-links.js';
import { withMoney } from '../goods/write.js';
import type { PricedItem } from '../product-lookup/cart.js';

/**
 * A client's cart as purchase rows at a point, one row per unit (LEGACY-NOTES §2.1), created by the
 * client with their money computed by the money module; answers the rows' ids.
 */
export async function createClientPurchases(
  trx: Transaction<Database>,
  client: ClientAuth['client'],
  pointId: number,
  items: readonly PricedItem[],
  settings: SiteSettings,
  secret: string,
): Promise<number[]> {
  await ensureOrderLinks(trx, secret, [client.phoneNumber]);
  const ids: number[] = [];
  for (const item of items) {
    const fields = {
      client_phone: client.phoneNumber,
      client_name: client.fio,
      point_id: pointId,
      marketplace_id: item.marketplaceId,
      product_link: item.rowLink,
      product_name: item.size === null ? item.name : `${item.name}, размер ${item.size}`,
      price_site: item.price,
      percent_bp: item.percentBp,
    };
    const values = {
      kind: 'purchase' as const,
      ...fields,
      ...withMoney('purchase', fields, settings),
      created_by: client.phoneNumber,
      updated_by: client.phoneNumber,
    };
    const created = await trx
      .insertInto('goods')
      .values(Array.from({ length: item.quantity }, () => values))
      .returning('id')
      .execute();
    ids.push(...created.map((row) => row.id));
  }
  await trx
    .insertInto('goods_events')
    .values(
      ids.map((goodsId) => ({
        goods_id: goodsId,
        type: 'created',
        actor_id: null,
        actor: client.phoneNumber,
        point_id: pointId,
        details: JSON.stringify({ placedBy: 'client' }),
      })),
    )
    .execute();
  return ids;
}
