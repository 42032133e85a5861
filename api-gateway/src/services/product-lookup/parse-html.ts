import { tagsOf } from './html-tags.js';

/** Name, price (kopecks) and picture a product page declares in JSON-LD or, failing that, OpenGraph. */
export interface PageProduct {
  name: string;
  price: number;
  image: string | null;
}

type Json = Record<string, unknown>;

/** "8990", "1 249,50", 8990 → kopecks; null when it is no positive price. */
export function priceToKopecks(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  const normalized = text.replace(/[\s\u00a0₽]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return null;
  const kopecks = Math.round(Number(normalized) * 100);
  return kopecks > 0 ? kopecks : null;
}

function httpsOrNull(value: unknown): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  const url = typeof first === 'object' && first !== null ? (first as Json).url : first;
  return typeof url === 'string' && url.startsWith('https://') ? url : null;
}

function isProduct(node: Json): boolean {
  const type = node['@type'];
  return type === 'Product' || (Array.isArray(type) && type.includes('Product'));
}

/** Every object of the page's JSON-LD blocks, arrays and @graph flattened. */
function jsonLdNodes(blocks: string[]): Json[] {
  const nodes: Json[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null) {
      nodes.push(value as Json);
      if (Array.isArray((value as Json)['@graph'])) visit((value as Json)['@graph']);
    }
  };
  for (const block of blocks) {
    try {
      visit(JSON.parse(block));
    } catch {
      // a broken block among several is the site's problem, not the lookup's
    }
  }
  return nodes;
}

function offerPrice(offers: unknown): number | null {
  const list = Array.isArray(offers) ? offers : [offers];
  for (const offer of list) {
    if (typeof offer !== 'object' || offer === null) continue;
    const price = priceToKopecks((offer as Json).price) ?? priceToKopecks((offer as Json).lowPrice);
    if (price !== null) return price;
  }
  return null;
}

export async function parseProductPage(html: string): Promise<PageProduct | null> {
  const tags = await tagsOf(html);
  const product = jsonLdNodes(tags.jsonLd).find(isProduct);
  const meta = (name: string) => tags.meta.get(name) ?? null;
  const name = (typeof product?.name === 'string' ? product.name.trim() : '') || meta('og:title');
  const price =
    (product ? offerPrice(product.offers) : null) ??
    priceToKopecks(meta('product:price:amount')) ??
    priceToKopecks(meta('og:price:amount'));
  if (!name || price === null) return null;
  return { name, price, image: httpsOrNull(product?.image) ?? httpsOrNull(meta('og:image')) };
}
