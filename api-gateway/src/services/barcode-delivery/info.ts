import type { BarcodeDeliveryInfo } from '@pvz/contracts/api/barcode-delivery';
import { bpToPercent, percentToBp } from '@pvz/contracts/goods-money';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { activeMarketplaces } from '../marketplaces.js';
import { loadSettings } from '../settings.js';

/** What the barcode delivery form offers: the points, the marketplaces, each pair's %, and the address to order to. */
export async function barcodeDeliveryInfo(db: Kysely<Database>): Promise<BarcodeDeliveryInfo> {
  const [settings, points, marketplaces, set] = await Promise.all([
    loadSettings(db),
    db.selectFrom('points').select(['id', 'name', 'address']).where('deleted_at', 'is', null).orderBy('name').execute(),
    activeMarketplaces(db),
    db
      .selectFrom('point_percents')
      .select(['point_id', 'marketplace_id', 'percent_bp'])
      .where('kind', '=', 'barcode')
      .execute(),
  ]);
  const fallback = percentToBp(settings.defaultPercents.barcode) ?? 0;
  const setBp = new Map(set.map((row) => [`${row.point_id} ${row.marketplace_id}`, row.percent_bp]));
  return {
    points,
    marketplaces,
    percents: points.flatMap((point) =>
      marketplaces.map((marketplace) => ({
        pointId: point.id,
        marketplaceId: marketplace.id,
        percent: bpToPercent(setBp.get(`${point.id} ${marketplace.id}`) ?? fallback),
      })),
    ),
    orderAddress: settings.orderAddress,
  };
}
