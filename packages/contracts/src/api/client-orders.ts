import { type Static, Type } from 'typebox';
import { Nullable } from './common.js';
import { GoodsKindSchema, GoodsStatusSchema } from './goods.js';

/** The client's own parcels (a signed-in client; nobody else's rows ever). */
export const clientOrderRoutes = {
  /** GET MyOrdersQuery → MyOrders */
  myOrders: '/api/clients/my-orders',
  /** GET BoughtGoodsQuery → BoughtGoods */
  boughtGoods: '/api/clients/bought-goods',
} as const;

export const MyOrdersQuery = Type.Object({
  /** also the parcels handed over (or refused) in the last 30 days */
  delivered: Type.Optional(Type.Boolean()),
});
export type MyOrdersQuery = Static<typeof MyOrdersQuery>;

const Stamp = Type.String({ description: 'ISO time' });

/** One step the parcel has reached, with when. */
export const TimelineStep = Type.Object({ status: GoodsStatusSchema, at: Stamp });
export type TimelineStep = Static<typeof TimelineStep>;

export const ClientParcel = Type.Object({
  id: Type.Integer(),
  kind: GoodsKindSchema,
  productName: Type.String(),
  productLink: Type.String(),
  marketplace: Nullable(Type.String()),
  /** barcode deliveries: how many items the barcode covers */
  itemsCount: Nullable(Type.Integer()),
  point: Nullable(Type.Object({ name: Type.String(), address: Type.String() })),
  status: GoodsStatusSchema,
  timeline: Type.Array(TimelineStep),
  /** only while the parcel waits at the point */
  cell: Nullable(Type.Integer()),
  /** what is left to pay for it, kopecks, as cash is taken at the counter (rounded to the cash step) */
  amountDue: Type.Integer(),
  /** handed over: what was paid for it at the counter, kopecks */
  amountPaid: Nullable(Type.Integer()),
  /** waiting at the point: the last day it is kept there (ISO 8601) */
  keptUntil: Nullable(Type.String()),
});
export type ClientParcel = Static<typeof ClientParcel>;

export const ParcelBlock = Type.Object({
  kind: GoodsKindSchema,
  parcels: Type.Array(ClientParcel),
  /** «Оставшаяся сумма к оплате»: every parcel not handed over yet */
  totalDue: Type.Integer(),
  /** «Сумма к оплате на выдачу»: the parcels waiting at a point now */
  dueAtPoint: Type.Integer(),
});
export type ParcelBlock = Static<typeof ParcelBlock>;

export const MyOrders = Type.Object({
  /** one block per kind the client has parcels of: our purchases, barcode deliveries, the shop */
  blocks: Type.Array(ParcelBlock),
  /** some parcel waits at a point: the page shows the pickup QR */
  readyForPickup: Type.Boolean(),
});
export type MyOrders = Static<typeof MyOrders>;

export const BOUGHT_PAGE_SIZE = 50;

export const BoughtGoodsQuery = Type.Object({ page: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })) });
export type BoughtGoodsQuery = Static<typeof BoughtGoodsQuery>;

export const BoughtItem = Type.Object({
  id: Type.Integer(),
  kind: GoodsKindSchema,
  productName: Type.String(),
  productLink: Type.String(),
  marketplace: Nullable(Type.String()),
  point: Nullable(Type.String()),
  issuedAt: Stamp,
  /** «Стоимость с доставкой»: what the client paid at hand-over, kopecks */
  paid: Type.Integer(),
});
export type BoughtItem = Static<typeof BoughtItem>;

export const BoughtGoods = Type.Object({
  items: Type.Array(BoughtItem),
  total: Type.Integer(),
  /** the sum of `paid` over every bought item, not only this page */
  totalPaid: Type.Integer(),
});
export type BoughtGoods = Static<typeof BoughtGoods>;
