import type { GoodsKind } from './goods-columns.js';
import type { RecordType } from './scan-codes.js';

/** The kinds the goods pages of this release work with; service rows come with the delivery pages. */
export const counterKinds = ['purchase', 'barcode', 'shop'] as const satisfies readonly GoodsKind[];
export type CounterKind = (typeof counterKinds)[number];

export const recordTypeOf: Record<GoodsKind, RecordType> = {
  purchase: '1',
  barcode: '2',
  service: '3',
  shop: 'shop',
};

export const kindOfRecordType: Record<RecordType, GoodsKind> = {
  '1': 'purchase',
  '2': 'barcode',
  '3': 'service',
  shop: 'shop',
};

/** Where each kind's pages live (spec §2). */
export const kindPath: Record<CounterKind, string> = {
  purchase: '/spreadsheets/our-ransom',
  barcode: '/spreadsheets/client-ransom',
  shop: '/spreadsheets/shop',
};

/**
 * How a hand-over ended («Дополнительно»). Every outcome stamps the hand-over time; the refusals
 * send the parcel to the returns list.
 */
export const outcomes = ['cash', 'online', 'refusal-cash', 'refusal-online', 'defect', 'substitution'] as const;
export type Outcome = (typeof outcomes)[number];

export const outcomeTitle: Record<Outcome, string> = {
  cash: 'Оплата наличными',
  online: 'Оплачено онлайн',
  'refusal-cash': 'Отказ клиент наличные',
  'refusal-online': 'Отказ клиент онлайн',
  defect: 'Отказ брак',
  substitution: 'Отказ подмена',
};

export const refusalOutcomes: readonly Outcome[] = ['refusal-cash', 'refusal-online', 'defect', 'substitution'];

/** How the money of an outcome is paid, if any is. */
export function paymentOf(outcome: Outcome): 'cash' | 'online' | null {
  if (outcome === 'cash' || outcome === 'refusal-cash') return 'cash';
  if (outcome === 'online' || outcome === 'refusal-online') return 'online';
  return null;
}

/**
 * Where a parcel is in its life cycle, from its timestamps (DOMAIN.md §1):
 * created → ordered → at the sorting centre → at the pick-up point → issued | refused.
 */
export const goodsStatuses = ['created', 'ordered', 'at-sorting-center', 'at-point', 'issued', 'refused'] as const;
export type GoodsStatus = (typeof goodsStatuses)[number];

export const goodsStatusTitle: Record<GoodsStatus, string> = {
  created: 'Ждёт заказа',
  ordered: 'Заказан',
  'at-sorting-center': 'На СЦ',
  'at-point': 'На ПВЗ',
  issued: 'Выдан',
  refused: 'Отказ',
};

export interface StatusStamps {
  orderedAt: Date | string | null;
  deliveredScAt: Date | string | null;
  deliveredPvzAt: Date | string | null;
  issuedAt: Date | string | null;
  outcome: Outcome | null;
}

export function statusOf(stamps: StatusStamps): GoodsStatus {
  if (stamps.issuedAt !== null)
    return stamps.outcome && refusalOutcomes.includes(stamps.outcome) ? 'refused' : 'issued';
  if (stamps.deliveredPvzAt !== null) return 'at-point';
  if (stamps.deliveredScAt !== null) return 'at-sorting-center';
  if (stamps.orderedAt !== null) return 'ordered';
  return 'created';
}

/** Rows one creation may make at once (LEGACY-NOTES §9). */
export const ROWS_PER_CREATION_MAX = 50;
/** The largest price or sum a row may carry: 10 000 000 ₽, in kopecks. */
export const GOODS_MONEY_MAX = 10_000_000_00;
