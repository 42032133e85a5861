import { type Static, Type } from 'typebox';
import { counterKinds } from '../goods.js';
import { literals, Nullable } from './common.js';
import { DerivedMoney } from './derived-money.js';
import { GoodsListQuery, GoodsRow, GoodsTotals } from './goods.js';
import { Id, Text } from './primitives.js';

/** The working lists: which rows still need someone's attention (the server decides membership). */
export const workingLists = ['processing', 'waiting', 'expired', 'deleted'] as const;
export type WorkingList = (typeof workingLists)[number];
/** The kinds a working list shows; the shop's expired list lives in the shop's own pages. */
export const workingListKinds = ['purchase', 'barcode'] as const;
export type WorkingListKind = (typeof workingListKinds)[number] | 'shop';
/** The kinds with a chronicle (the full history of their rows). */
export const chronicleKinds = ['purchase', 'barcode', 'shop'] as const;
export type ChronicleKind = (typeof chronicleKinds)[number];

/** A page of a working list; the expired list also says how long each parcel has been at the point. */
export const WorkingListPage = Type.Object({
  rows: Type.Array(GoodsRow),
  total: Type.Integer(),
  totals: GoodsTotals,
  /** row id → whole days since it reached the point (expired list only) */
  daysAtPoint: Type.Record(Type.String(), Type.Integer()),
  /** from this many days at the point the client has been warned (expired list only) */
  warningDays: Type.Integer(),
});
export type WorkingListPage = Static<typeof WorkingListPage>;

/**
 * Day of a period filter, `YYYY-MM-DD` in Moscow; checked by the server (`isRealDay`: a real day of
 * the product's years), which answers the period's own Russian 400.
 */
const Day = Text(10);

/** A chronicle's filter bar: the grid's query plus the period (created from/to), phone and marketplace. */
export const ChronicleQuery = Type.Object({
  ...GoodsListQuery.properties,
  createdFrom: Type.Optional(Day),
  createdTo: Type.Optional(Day),
  phone: Type.Optional(Text(40)),
  marketplaceId: Type.Optional(Id),
});
export type ChronicleQuery = Static<typeof ChronicleQuery>;
/** The export takes the chronicle's filters without the paging. */
export const ChronicleExportQuery = Type.Omit(ChronicleQuery, ['page', 'pageSize']);
export type ChronicleExportQuery = Static<typeof ChronicleExportQuery>;

/** A chronicle row: every row, the deleted ones marked by when they were deleted. */
export const ChronicleRow = Type.Object({ ...GoodsRow.properties, deletedAt: Nullable(Type.String()) });
export type ChronicleRow = Static<typeof ChronicleRow>;
export const ChroniclePage = Type.Object({
  rows: Type.Array(ChronicleRow),
  total: Type.Integer(),
  totals: GoodsTotals,
});
export type ChroniclePage = Static<typeof ChroniclePage>;
/** The header of the streamed export that says how many rows it holds (for the progress bar). */
export const TOTAL_COUNT_HEADER = 'x-total-count';

export const turnoverGroupings = ['none', 'day', 'week', 'month'] as const;
export type TurnoverGrouping = (typeof turnoverGroupings)[number];
export const TurnoverQuery = Type.Object({
  /** Moscow days, inclusive; default the current month */
  from: Type.Optional(Day),
  to: Type.Optional(Day),
  pvzId: Type.Optional(Id),
  group: Type.Optional(literals(turnoverGroupings)),
});
export type TurnoverQuery = Static<typeof TurnoverQuery>;

/** The goods and money flows of one point (and one day/week/month when grouped); money in kopecks. */
export const TurnoverFigures = Type.Object({
  accepted: Type.Integer(),
  issued: Type.Integer(),
  issuedCash: DerivedMoney('amountFromClient', Type.Integer(), counterKinds),
  issuedOnline: DerivedMoney('amountFromClient', Type.Integer(), counterKinds),
  refused: Type.Integer(),
  refusalFees: DerivedMoney('amountFromClient', Type.Integer(), counterKinds),
  /** what is at the point now: not tied to the period, so only on ungrouped rows and the totals */
  atPoint: Nullable(Type.Integer()),
  atPointDue: DerivedMoney('amountFromClient', Nullable(Type.Integer()), counterKinds),
  income: DerivedMoney('profit', Type.Integer(), counterKinds),
});
export type TurnoverFigures = Static<typeof TurnoverFigures>;
export const TurnoverRow = Type.Object({
  pointId: Type.Integer(),
  pointName: Type.String(),
  /** first day of the day/week/month, `YYYY-MM-DD`; null when not grouped */
  period: Nullable(Type.String()),
  ...TurnoverFigures.properties,
});
export type TurnoverRow = Static<typeof TurnoverRow>;
export const Turnover = Type.Object({
  from: Type.String(),
  to: Type.String(),
  rows: Type.Array(TurnoverRow),
  totals: TurnoverFigures,
});
export type Turnover = Static<typeof Turnover>;

/** The working lists, chronicles and turnover calls of the gateway. */
export const goodsListsRoutes = {
  /** GET GoodsListQuery → WorkingListPage */
  workingList: (list: WorkingList, kind: WorkingListKind) => `/api/goods/lists/${list}/${kind}`,
  /** GET ChronicleQuery → ChroniclePage */
  chronicle: (kind: ChronicleKind) => `/api/goods/chronicle/${kind}`,
  /** GET ChronicleExportQuery → streamed xlsx, row count in `X-Total-Count` */
  chronicleExport: (kind: ChronicleKind) => `/api/goods/chronicle/${kind}/export`,
  /** GET TurnoverQuery → Turnover */
  turnover: '/api/goods/turnover',
} as const;
