import type { MarketplaceKey, Product } from '@pvz/contracts/api/marketplaces';
import { messages } from '@pvz/contracts/messages';
import { unprocessable } from '../../errors.js';
import type { ProductLookupConfig } from './config.js';
import { marketplaceHosts, type ProductLink, productLinkOf } from './links.js';
import { parseProductPage } from './parse-html.js';
import { parseWbCard, wbCardUrl, wbImageUrl } from './parse-wb.js';
import { FetchFailure, fetchPage } from './safe-fetch.js';

const cacheLimit = 500;

const failureMessages: Record<FetchFailure['reason'], string> = {
  'not-found': messages.productNotFound,
  'foreign-redirect': messages.productNotFound,
  'too-large': messages.productUnreadable,
  unavailable: messages.marketplaceUnavailable,
};

/**
 * Reads products from the marketplaces' sites: the link checked first (400 before any request),
 * then the page or the card API read within the limits of `config`, answers kept for
 * `cacheSeconds` in a small LRU by canonical link.
 */
export class ProductLookup {
  private readonly cache = new Map<string, { product: Product; until: number }>();

  constructor(private readonly config: ProductLookupConfig) {}

  async lookup(input: string, expected?: readonly MarketplaceKey[]): Promise<Product> {
    const link = productLinkOf(input, expected);
    const cached = this.cache.get(link.canonical);
    if (cached && cached.until > Date.now()) {
      // re-inserting keeps the Map's order least-recently-used first
      this.cache.delete(link.canonical);
      this.cache.set(link.canonical, cached);
      return cached.product;
    }
    const product = await this.read(link);
    this.remember(link.canonical, product);
    return product;
  }

  private remember(key: string, product: Product): void {
    this.cache.delete(key);
    this.cache.set(key, { product, until: Date.now() + this.config.cacheSeconds * 1000 });
    while (this.cache.size > cacheLimit) {
      const oldest = this.cache.keys().next().value;
      if (oldest === undefined) break;
      this.cache.delete(oldest);
    }
  }

  private async read(link: ProductLink): Promise<Product> {
    const hosts = marketplaceHosts[link.marketplace];
    try {
      if (link.article) {
        const page = await fetchPage(wbCardUrl(link.article), hosts, this.config, 'application/json');
        const card = parseWbCard(parseJson(page.body), link.article);
        if (!card) throw unprocessable(messages.productNotFound);
        return { marketplace: 'wb', link: link.canonical, image: wbImageUrl(link.article), ...card };
      }
      const page = await fetchPage(new URL(link.canonical), hosts, this.config);
      const found = await parseProductPage(page.body);
      if (!found) throw unprocessable(messages.productUnreadable);
      return { marketplace: link.marketplace, link: landedOn(page.url, link), sizes: [], ...found };
    } catch (error) {
      if (error instanceof FetchFailure) throw unprocessable(failureMessages[error.reason]);
      throw error;
    }
  }
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}

/** A short link is stored as the product page it led to. */
function landedOn(url: URL, link: ProductLink): string {
  try {
    return productLinkOf(url.href, [link.marketplace]).canonical;
  } catch {
    throw unprocessable(messages.productNotFound);
  }
}
