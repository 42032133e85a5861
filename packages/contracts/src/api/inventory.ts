import { type Static, Type } from 'typebox';
import type { CounterKind } from '../goods.js';
import { literals, Nullable, OperationId } from './common.js';
import { GoodsKindSchema, GoodsStatusSchema } from './goods.js';
import { Id, PageIndex, PageSize, RawText } from './primitives.js';

/**
 * Inventory (DOMAIN.md §1, LEGACY-NOTES §2.10): the operator scans what lies on a point's shelves and
 * the gateway compares it with what should lie there. Two counts: the point's parcels (purchases and
 * barcode deliveries) and the shop's goods.
 */
export const inventoryScopes = ['point', 'shop'] as const;
export type InventoryScope = (typeof inventoryScopes)[number];

/** The goods kinds each count covers. */
export const inventoryKinds: Record<InventoryScope, readonly CounterKind[]> = {
  point: ['purchase', 'barcode'],
  shop: ['shop'],
};

/**
 * The discrepancy lists of a report. A scanned row outside the count (another point's, or a kind the
 * count does not cover, e.g. a shop item in the point's count) is in `another`: it does not belong on
 * these shelves.
 */
export const inventoryLists = ['another', 'issued', 'missing', 'neverAccepted'] as const;
export type InventoryList = (typeof inventoryLists)[number];

export const inventoryListTitle: Record<InventoryList, string> = {
  another: 'Чужой ПВЗ',
  issued: 'Уже выдан',
  missing: 'Не хватает',
  neverAccepted: 'Не принят на ПВЗ',
};

/** How many codes one check takes: a big point holds a few thousand parcels. */
export const INVENTORY_CODES_MAX = 5000;

/** POST inventoryRoutes.check(scope): the codes scanned at a point. */
export const InventoryCheckBody = Type.Object({
  operationId: OperationId,
  pvzId: Id,
  codes: Type.Array(RawText(500, 1), { maxItems: INVENTORY_CODES_MAX }),
});
export type InventoryCheckBody = Static<typeof InventoryCheckBody>;

/** A row of a list as it was when the report was made. */
export const InventoryRow = Type.Object({
  goodsId: Type.Integer(),
  kind: GoodsKindSchema,
  status: GoodsStatusSchema,
  /** null when the caller may not see the client's phone of this kind */
  phone: Nullable(Type.String()),
  product: Type.String(),
  cell: Nullable(Type.Integer()),
  /** the amount due from the client, kopecks; null when the caller may not see it for this kind */
  amount: Nullable(Type.Integer()),
  /** the row's own point, which for `another` is not the counted one */
  point: Nullable(Type.String()),
});
export type InventoryRow = Static<typeof InventoryRow>;

/** `sum` is null when the caller may not see the amount of some row of the list. */
const ListTotals = Type.Object({ count: Type.Integer(), sum: Nullable(Type.Integer()) });

/** A report's header: who counted where and when, with each list's count and sum. */
export const InventoryReportSummary = Type.Object({
  id: Type.Integer(),
  scope: literals(inventoryScopes),
  createdAt: Type.String(),
  author: Type.String(),
  point: Type.Object({ id: Type.Integer(), name: Type.String() }),
  /** distinct items scanned, unknown codes included */
  scanned: Type.Integer(),
  /** scanned items that are where they should be */
  found: Type.Integer(),
  unknownCount: Type.Integer(),
  totals: Type.Object({
    another: ListTotals,
    issued: ListTotals,
    missing: ListTotals,
    neverAccepted: ListTotals,
  }),
});
export type InventoryReportSummary = Static<typeof InventoryReportSummary>;

/** A report with its lists and the codes that named no row. */
export const InventoryReport = Type.Object({
  ...InventoryReportSummary.properties,
  lists: Type.Object({
    another: Type.Array(InventoryRow),
    issued: Type.Array(InventoryRow),
    missing: Type.Array(InventoryRow),
    neverAccepted: Type.Array(InventoryRow),
  }),
  unknownCodes: Type.Array(Type.String()),
});
export type InventoryReport = Static<typeof InventoryReport>;

export const InventoryCheckAnswer = Type.Object({ message: Type.String(), report: InventoryReport });
export type InventoryCheckAnswer = Static<typeof InventoryCheckAnswer>;

export const INVENTORY_REPORTS_PAGE_MAX = 100;

/** GET inventoryRoutes.reports(scope): the reports of the caller's points (or of one), newest first. */
export const InventoryReportsQuery = Type.Object({
  pvzId: Type.Optional(Id),
  page: PageIndex(),
  pageSize: PageSize(INVENTORY_REPORTS_PAGE_MAX),
});
export type InventoryReportsQuery = Static<typeof InventoryReportsQuery>;
export const InventoryReportsPage = Type.Object({ rows: Type.Array(InventoryReportSummary), total: Type.Integer() });
export type InventoryReportsPage = Static<typeof InventoryReportsPage>;

export const InventoryReportQuery = Type.Object({ id: Id });
export type InventoryReportQuery = Static<typeof InventoryReportQuery>;

/** The inventory calls of the gateway, one set per count (each count is its own page). */
export const inventoryRoutes = {
  /** POST InventoryCheckBody → InventoryCheckAnswer: computes and saves a report */
  check: (scope: InventoryScope) => `/api/goods/inventory/${scope}/check`,
  /** GET InventoryReportsQuery → InventoryReportsPage */
  reports: (scope: InventoryScope) => `/api/goods/inventory/${scope}/reports`,
  /** GET InventoryReportQuery → InventoryReport */
  report: (scope: InventoryScope) => `/api/goods/inventory/${scope}/report`,
} as const;
