import type { CounterKind } from '../goods.js';
import type { GoodsKind } from '../goods-columns.js';

/** A goods table: one counter kind, or every kind of a point together (the issuing pages). */
export type GoodsTable = CounterKind | 'all';

/**
 * The goods calls of the gateway. Bodies and answers are in `goods.ts`; every mutation a scan or a
 * button makes carries an `operationId`.
 */
export const goodsRoutes = {
  /** GET GoodsListQuery → GoodsPage */
  list: (table: GoodsTable) => `/api/goods/${table}/list`,
  /** GET ?kind → PointsSummary: the caller's points with what waits at each */
  pointsSummary: (table: GoodsTable) => `/api/goods/${table}/points-summary`,
  /** GET ?id → GoodsRecord */
  record: (kind: GoodsKind) => `/api/goods/${kind}/record`,
  /** GET ?oldId → GoodsRecord (a purchase of the product before this one) */
  oldRecord: '/api/goods/purchase/old-record',
  /** POST CreateGoodsBody → MessageRowsAnswer */
  create: (kind: CounterKind) => `/api/goods/${kind}/create`,
  /** POST EditGoodsBody → MessageRowAnswer */
  edit: (kind: CounterKind) => `/api/goods/${kind}/edit`,
  /** POST GoodsIdBody → MessageRowAnswer */
  copy: (kind: CounterKind) => `/api/goods/${kind}/copy`,
  /** POST GoodsIdsBody → DeletedAnswer */
  remove: (kind: CounterKind) => `/api/goods/${kind}/delete`,
  /** POST GoodsIdsBody → MessageRowsAnswer */
  toSortingCenter: (kind: CounterKind) => `/api/goods/${kind}/to-sorting-center`,
  /** POST GoodsIdsBody → ToPointAnswer */
  toPoint: (kind: CounterKind) => `/api/goods/${kind}/to-point`,
  /** GET PhoneLookupQuery → PhoneLookup */
  phoneLookup: (kind: CounterKind) => `/api/goods/${kind}/phone-lookup`,
  /** POST GoodsQuoteBody → GoodsQuote: what the row form would save, re-asked on every change */
  quote: (kind: CounterKind) => `/api/goods/${kind}/quote`,
  /** POST AcceptScanBody → AcceptScanAnswer; 409 AcceptedEarlierAnswer */
  acceptScan: '/api/goods/accept-scan',
  /** POST ResolveScanBody → ResolvedScan */
  resolveScan: '/api/goods/resolve-scan',
  /** GET ClientParcelsQuery → ClientParcels */
  clientParcels: '/api/goods/client-parcels',
  /** POST IssueBody → IssueAnswer */
  issue: '/api/goods/issue',
  /** GET (a signed-in client) → PickupCode */
  pickupCode: '/api/goods/pickup-code',
} as const;
