import { type MarketplaceKey, marketplaceRoutes } from '@pvz/contracts/api/marketplaces';

/** The marketplace a pasted link seems to be of — only to pick the lookup call; the server decides. */
function marketplaceOfLink(link: string): MarketplaceKey | null {
  const text = link.trim();
  if (/^\d{4,12}$/.test(text)) return 'wb';
  let host: string;
  try {
    host = new URL(text).hostname;
  } catch {
    return null;
  }
  if (/(^|\.)ozon\.ru$/.test(host)) return 'ozon';
  if (/(^|\.)wildberries\.ru$/.test(host)) return 'wb';
  if (/(^|\.)market\.yandex\.ru$/.test(host)) return 'ym';
  return null;
}

const routes: Record<MarketplaceKey, string> = {
  ozon: marketplaceRoutes.fetchSiteOz,
  wb: marketplaceRoutes.fetchSite,
  ym: marketplaceRoutes.fetchSiteYm,
};

export function lookupRouteOf(link: string): string | null {
  const marketplace = marketplaceOfLink(link);
  return marketplace ? routes[marketplace] : null;
}
