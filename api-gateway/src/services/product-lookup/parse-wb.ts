import type { ProductSize } from '@pvz/contracts/api/marketplaces';

/** What the WB card API tells of one article: name, the lowest price in stock, the sizes to choose from (kopecks). */
export interface WbCard {
  name: string;
  price: number;
  sizes: ProductSize[];
}

interface CardSize {
  name?: unknown;
  origName?: unknown;
  price?: { product?: unknown };
}

function kopecks(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

/** The card of `article` in an answer of card.wb.ru/cards/v2/detail; null when the article is not there. */
export function parseWbCard(json: unknown, article: string): WbCard | null {
  const products = (json as { data?: { products?: unknown } } | null)?.data?.products;
  if (!Array.isArray(products)) return null;
  const product = products.find((item) => String((item as { id?: unknown }).id) === article) as
    | { name?: unknown; brand?: unknown; sizes?: unknown }
    | undefined;
  if (!product || typeof product.name !== 'string' || product.name.trim() === '') return null;
  const brand = typeof product.brand === 'string' && product.brand.trim() !== '' ? `${product.brand.trim()} / ` : '';
  const sizes = (Array.isArray(product.sizes) ? (product.sizes as CardSize[]) : []).map((size) => ({
    name: typeof size.name === 'string' ? size.name : '',
    origName: typeof size.origName === 'string' && size.origName !== size.name ? size.origName : null,
    price: kopecks(size.price?.product),
  }));
  const prices = sizes.flatMap((size) => (size.price === null ? [] : [size.price]));
  if (prices.length === 0) return null;
  // a one-size product has one nameless size ("0"): a price, no choice to make
  const named = sizes.filter((size) => size.name !== '' && size.name !== '0');
  return { name: `${brand}${product.name.trim()}`, price: Math.min(...prices), sizes: named };
}

/** The card API address of an article. */
export function wbCardUrl(article: string): URL {
  return new URL(`https://card.wb.ru/cards/v2/detail?appType=1&curr=rub&dest=-1257786&spp=30&nm=${article}`);
}

/** The upper volume of each WB image host (basket-01 … ), by article / 100 000. */
const basketBounds = [
  143, 287, 431, 719, 1007, 1061, 1115, 1169, 1313, 1601, 1655, 1919, 2045, 2189, 2405, 2621, 2837, 3053, 3269, 3485,
  3701, 3917, 4133, 4349, 4565,
];

/** The main picture of an article, on the image host WB keeps it on. */
export function wbImageUrl(article: string): string {
  const nm = Number(article);
  const vol = Math.floor(nm / 100_000);
  const part = Math.floor(nm / 1000);
  const index = basketBounds.findIndex((bound) => vol <= bound);
  const basket = String(index === -1 ? basketBounds.length + 1 : index + 1).padStart(2, '0');
  return `https://basket-${basket}.wbbasket.ru/vol${vol}/part${part}/${nm}/images/big/1.webp`;
}
