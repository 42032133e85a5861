import type { CartItem, CartQuote, Product, QuotedItem } from '@pvz/contracts/api/marketplaces';
import { maxCartItems } from '@pvz/contracts/api/marketplaces';
import { bpToPercent } from '@pvz/contracts/goods-money';
import { messages } from '@pvz/contracts/messages';
import type { SiteSettings } from '@pvz/contracts/settings';
import type { Db } from '../../db/database.js';
import { badRequest } from '../../errors.js';
import { marketplaceOfLink, percentBpFor } from '../goods/percent.js';
import { withMoney } from '../goods/write.js';
import { productLinkOf } from './links.js';
import type { ProductLookup } from './lookup.js';

/** A cart line as it becomes purchase rows: the product read by the server, its size, price and percentage. */
export interface PricedItem extends QuotedItem {
  marketplaceId: number | null;
  percentBp: number;
  /** the link stored on the row: the product's link with the size (`size=`) */
  rowLink: string;
}

/** The shape rules of a cart, before anything is read from the marketplaces. */
export function assertCartShape(items: readonly CartItem[]): void {
  if (items.length === 0) throw badRequest(messages.cartEmpty);
  if (items.length > maxCartItems) throw badRequest(messages.cartTooLarge);
}

export async function assertOrderPoint(db: Db, pointId: number): Promise<void> {
  const point = await db
    .selectFrom('points')
    .select('id')
    .where('id', '=', pointId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!point) throw badRequest(messages.orderPointUnknown);
}

/** The price of the chosen size: a product with sizes needs one that is in stock. */
function sizedPrice(product: Product, size: string | undefined): { size: string | null; price: number } {
  if (product.sizes.length === 0) return { size: null, price: product.price };
  if (size === undefined || size.trim() === '') throw badRequest(messages.sizeRequired);
  const chosen = product.sizes.find((item) => item.name === size.trim());
  if (!chosen || chosen.price === null) throw badRequest(messages.sizeUnavailable);
  return { size: chosen.name, price: chosen.price };
}

/**
 * Prices a cart for a point on the server: each product read again from its marketplace (never
 * the browser's price), the point × marketplace percentage of purchases, the purchase formula.
 */
export async function priceCart(
  db: Db,
  lookup: ProductLookup,
  settings: SiteSettings,
  pointId: number,
  items: readonly CartItem[],
): Promise<{ quote: CartQuote; items: PricedItem[] }> {
  assertCartShape(items);
  await assertOrderPoint(db, pointId);
  // every link is checked before any marketplace is asked
  for (const item of items) productLinkOf(item.link);
  const products = await Promise.all(items.map((item) => lookup.lookup(item.link)));
  const priced: PricedItem[] = [];
  for (const [index, item] of items.entries()) {
    const product = products[index] as Product;
    const { size, price } = sizedPrice(product, item.size);
    const marketplaceId = (await marketplaceOfLink(db, product.link))?.id ?? null;
    const percentBp = await percentBpFor(db, settings, pointId, 'purchase', marketplaceId);
    const money = withMoney('purchase', { price_site: price, percent_bp: percentBp }, settings);
    const rowLink = size === null ? product.link : `${product.link}?size=${encodeURIComponent(size)}`;
    priced.push({
      marketplace: product.marketplace,
      link: product.link,
      name: product.name,
      size,
      quantity: item.quantity ?? 1,
      price,
      percent: bpToPercent(percentBp),
      total: money.amount_due,
      marketplaceId,
      percentBp,
      rowLink,
    });
  }
  const quote = {
    items: priced.map(({ marketplaceId: _id, percentBp: _bp, rowLink: _link, ...item }) => item),
    total: priced.reduce((sum, item) => sum + item.total * item.quantity, 0),
  };
  return { quote, items: priced };
}
