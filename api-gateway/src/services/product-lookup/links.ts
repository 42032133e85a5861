import type { MarketplaceKey } from '@pvz/contracts/api/marketplaces';
import { messages } from '@pvz/contracts/messages';
import { badRequest } from '../../errors.js';

/** The sites each marketplace's product pages and redirects may live on; nothing else is ever fetched. */
export const marketplaceHosts: Record<MarketplaceKey, readonly string[]> = {
  ozon: ['ozon.ru', 'www.ozon.ru', 'm.ozon.ru'],
  wb: ['wildberries.ru', 'www.wildberries.ru', 'card.wb.ru'],
  ym: ['market.yandex.ru', 'm.market.yandex.ru'],
};

/** A product link the server may follow: which marketplace, its canonical form, the first address to read. */
export interface ProductLink {
  marketplace: MarketplaceKey;
  /** the link as stored on a purchase row and used as the cache key */
  canonical: string;
  /** WB: the article, read from the card API instead of the page */
  article: string | null;
}

/** The parsed address when it is https on the default port, without credentials, on one of `hosts`. */
export function allowedUrl(input: string, hosts: readonly string[]): URL | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.port !== '' || url.username !== '' || url.password !== '') return null;
  return hosts.includes(url.hostname) ? url : null;
}

function marketplaceOfHost(hostname: string): MarketplaceKey | null {
  const found = (Object.keys(marketplaceHosts) as MarketplaceKey[]).find((key) =>
    marketplaceHosts[key].includes(hostname),
  );
  return found ?? null;
}

function shapeOf(marketplace: MarketplaceKey, url: URL): ProductLink | null {
  const path = url.pathname;
  if (marketplace === 'wb') {
    const article = /^\/catalog\/(\d{4,12})\/detail\.aspx$/.exec(path)?.[1];
    return article ? wbLink(article) : null;
  }
  if (marketplace === 'ozon') {
    if (/^\/t\/[A-Za-z0-9_-]{3,32}\/?$/.test(path))
      return { marketplace, canonical: `https://ozon.ru${path}`, article: null };
    const slug = /^\/product\/([a-z0-9-]*\d{3,})\/?$/.exec(path)?.[1];
    return slug ? { marketplace, canonical: `https://www.ozon.ru/product/${slug}/`, article: null } : null;
  }
  const card = /^\/(?:product--[a-z0-9-]+\/\d+|product\/\d+|card\/[a-z0-9-]+\/\d+)$/.exec(path)?.[0];
  return card ? { marketplace, canonical: `https://market.yandex.ru${card}`, article: null } : null;
}

function wbLink(article: string): ProductLink {
  return { marketplace: 'wb', canonical: `https://www.wildberries.ru/catalog/${article}/detail.aspx`, article };
}

/**
 * A client's link as a product link of `expected` (any of the three when omitted). Refuses with a
 * Russian 400 anything else — http, other ports, credentials, look-alike hosts, pages that are not
 * products — before anything is fetched. A bare number is a Wildberries article (legacy fetch-site).
 */
export function productLinkOf(input: string, expected?: readonly MarketplaceKey[]): ProductLink {
  const text = input.trim();
  if (/^\d{4,12}$/.test(text) && (!expected || expected.includes('wb'))) return wbLink(text);
  if (/^http:\/\//i.test(text)) throw badRequest(messages.productLinkInsecure);
  const all = Object.values(marketplaceHosts).flat();
  const url = allowedUrl(text, all);
  const marketplace = url ? marketplaceOfHost(url.hostname) : null;
  if (!url || !marketplace || url.hostname === 'card.wb.ru') throw badRequest(messages.productLinkInvalid);
  const link = shapeOf(marketplace, url);
  if (!link) throw badRequest(messages.productLinkInvalid);
  if (expected && !expected.includes(marketplace)) throw badRequest(messages.productLinkWrongMarketplace);
  return link;
}
