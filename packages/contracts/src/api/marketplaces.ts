import { type Static, Type } from 'typebox';
import { literals, Nullable } from './common.js';
import { Id, Text } from './primitives.js';

/** Product lookups on the marketplaces' sites and the client's cart (spec §7, issue 6). */
export const marketplaceRoutes = {
  /** POST LinkBody → Product: Wildberries (a product link or its article) */
  fetchSite: '/api/clients/fetch-site',
  /** POST LinkBody → Product: Ozon (product links and ozon.ru/t/… short links) */
  fetchSiteOz: '/api/clients/fetch-site-oz',
  fetchSiteOz2: '/api/clients/fetch-site-oz-2',
  fetchSiteOz3: '/api/clients/fetch-site-oz-3',
  /** POST LinkBody → Product: Yandex Market */
  fetchSiteYm: '/api/clients/fetch-site-ym',
  /** POST LinkBody → Product: Wildberries, for its price */
  fetchSitePrice: '/api/clients/fetch-site-price',
  /** GET → OrderPoints: the pick-up points a client may order to */
  orderPoints: '/api/clients/order-points',
  /** POST CartBody → CartQuote: the cart's prices with the service % of a point, nothing stored */
  quoteOrder: '/api/clients/quote-order',
  /** POST CartBody → PlacedOrder: the cart as purchase rows of the signed-in client */
  placeOrder: '/api/clients/place-order',
} as const;

export const MarketplaceKeySchema = literals(['ozon', 'wb', 'ym'] as const);
export type MarketplaceKey = Static<typeof MarketplaceKeySchema>;

export const LinkBody = Type.Object({ link: Text(2000, 1) });
export type LinkBody = Static<typeof LinkBody>;

/** A size of the product; price null when it is out of stock. */
export const ProductSize = Type.Object({
  name: Type.String(),
  /** the size as the brand names it (WB `origName`), when it differs */
  origName: Nullable(Type.String()),
  price: Nullable(Type.Integer({ description: 'kopecks' })),
});
export type ProductSize = Static<typeof ProductSize>;

export const Product = Type.Object({
  marketplace: MarketplaceKeySchema,
  /** the product's own link, without tracking parameters (a short link resolved) */
  link: Type.String(),
  name: Type.String(),
  /** kopecks; the lowest price of the sizes in stock when there are sizes */
  price: Type.Integer(),
  image: Nullable(Type.String()),
  sizes: Type.Array(ProductSize),
});
export type Product = Static<typeof Product>;

export const OrderPoint = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  address: Type.String(),
  latitude: Nullable(Type.Number()),
  longitude: Nullable(Type.Number()),
});
export type OrderPoint = Static<typeof OrderPoint>;

export const OrderPoints = Type.Object({ points: Type.Array(OrderPoint) });
export type OrderPoints = Static<typeof OrderPoints>;

export const maxCartItems = 20;
export const maxItemQuantity = 10;

export const CartItem = Type.Object({
  link: Text(2000, 1),
  size: Type.Optional(Text(100)),
  quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: maxItemQuantity })),
});
export type CartItem = Static<typeof CartItem>;

export const CartBody = Type.Object({
  pointId: Id,
  items: Type.Array(CartItem, { maxItems: 100 }),
});
export type CartBody = Static<typeof CartBody>;

/** POST place-order: the cart with an operation id (UUID), so that a double click orders once. */
export const PlaceOrderBody = Type.Object({ ...CartBody.properties, operationId: Type.String({ format: 'uuid' }) });
export type PlaceOrderBody = Static<typeof PlaceOrderBody>;

/** One cart line priced by the server. Money in kopecks. */
export const QuotedItem = Type.Object({
  marketplace: MarketplaceKeySchema,
  link: Type.String(),
  name: Type.String(),
  size: Nullable(Type.String()),
  quantity: Type.Integer(),
  /** the site's price of one item */
  price: Type.Integer(),
  percent: Type.Number({ description: 'the service %' }),
  /** the price of one item with the service % */
  total: Type.Integer(),
});
export type QuotedItem = Static<typeof QuotedItem>;

export const CartQuote = Type.Object({
  items: Type.Array(QuotedItem),
  /** every item × quantity with the service % */
  total: Type.Integer(),
});
export type CartQuote = Static<typeof CartQuote>;

export const PlacedOrder = Type.Object({
  message: Type.String(),
  /** the purchase rows created, one per item and unit */
  rowIds: Type.Array(Type.Integer()),
  quote: CartQuote,
});
export type PlacedOrder = Static<typeof PlacedOrder>;
