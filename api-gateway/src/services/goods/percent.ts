import type { PercentKind } from '@pvz/contracts/api/pvz-percent';
import { percentToBp } from '@pvz/contracts/goods-money';
import type { SiteSettings } from '@pvz/contracts/settings';
import type { Db } from '../../db/database.js';

/** The host of a product link without `www.`, or null when it is not a web address. */
function hostOf(link: string): string | null {
  try {
    const url = new URL(link.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return null;
  }
}

/** The marketplace a product link belongs to, by the sites ADMIN listed for each (`ozon.ru` also takes `m.ozon.ru`). */
export async function marketplaceOfLink(db: Db, link: string): Promise<{ id: number; name: string } | null> {
  const host = hostOf(link);
  if (!host) return null;
  const marketplaces = await db
    .selectFrom('marketplaces')
    .select(['id', 'name', 'hosts'])
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  const found = marketplaces.find((marketplace) =>
    marketplace.hosts.some((site) => host === site || host.endsWith(`.${site}`)),
  );
  return found ? { id: found.id, name: found.name } : null;
}

/** An active marketplace by its id, or undefined. */
export async function activeMarketplace(db: Db, id: number): Promise<{ id: number; name: string } | undefined> {
  return db
    .selectFrom('marketplaces')
    .select(['id', 'name'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The service percentage of a point × marketplace × kind, in basis points; the settings' default when unset. */
export async function percentBpFor(
  db: Db,
  settings: SiteSettings,
  pointId: number,
  kind: PercentKind,
  marketplaceId: number | null,
): Promise<number> {
  if (marketplaceId !== null) {
    const set = await db
      .selectFrom('point_percents')
      .select('percent_bp')
      .where('point_id', '=', pointId)
      .where('marketplace_id', '=', marketplaceId)
      .where('kind', '=', kind)
      .executeTakeFirst();
    if (set) return set.percent_bp;
  }
  return percentToBp(settings.defaultPercents[kind]) ?? 0;
}
