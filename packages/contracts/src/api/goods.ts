import { type Static, type TSchema, Type } from 'typebox';
import { GOODS_MONEY_MAX, goodsStatuses, outcomes, ROWS_PER_CREATION_MAX } from '../goods.js';
import { goodsKindKeys } from '../goods-columns.js';
import { ErrorResponse, literals, Nullable, OperationId } from './common.js';
import { DerivedMoney } from './derived-money.js';
import { Id, Kopecks, MultilineText, PageIndex, PageSize, RawText, Text } from './primitives.js';

/** Money of a row in kopecks. Answers may be negative (a client owed by an overpaid prepayment). */
const RowMoney = Type.Integer({ minimum: -GOODS_MONEY_MAX, maximum: GOODS_MONEY_MAX });
const Stamp = Nullable(Type.String());
const Ref = Type.Object({ id: Type.Integer(), name: Type.String() });

export const GoodsKindSchema = literals(goodsKindKeys);
export const OutcomeSchema = literals(outcomes);
export const GoodsStatusSchema = literals(goodsStatuses);

const column = <T extends TSchema>(schema: T) => Type.Optional(schema);

/**
 * A goods row as the caller may see it. The keys after `updatedBy` are the goods columns of
 * `goods-columns.ts`: a column hidden from the caller is absent, and a kind without it never has it.
 */
export const GoodsRow = Type.Object({
  id: Type.Integer(),
  kind: GoodsKindSchema,
  status: GoodsStatusSchema,
  oldId: Nullable(Type.Integer()),
  createdAt: Type.String(),
  createdBy: Type.String(),
  updatedAt: Type.String(),
  updatedBy: Type.String(),
  /** the barcode picture the client uploaded with a barcode delivery (GET /api/files?id=) */
  barcodeFileId: Type.Optional(Type.String()),
  cell: column(Nullable(Type.Integer())),
  fromName: column(Nullable(Type.String())),
  name: column(Type.String()),
  notation: column(Type.String()),
  prepayment: column(RowMoney),
  percentClient: column(Type.Number()),
  deliveredKGT: column(RowMoney),
  amountFromClient: column(RowMoney),
  profit: column(RowMoney),
  dispatchPVZ: column(Nullable(Ref)),
  orderPVZ: column(Nullable(Ref)),
  deliveredSC: column(Stamp),
  deliveredPVZ: column(Stamp),
  issued: column(Stamp),
  additionally: column(Nullable(OutcomeSchema)),
  clientLink: column(Type.String()),
  productLink: column(Type.String()),
  productName: column(Type.String()),
  marketplace: column(Nullable(Ref)),
  priceSite: column(RowMoney),
  orderAccount: column(Nullable(Ref)),
  prepaid: column(Type.Boolean()),
  itemsCount: column(Type.Integer()),
  priceProgram: column(RowMoney),
});
export type GoodsRow = Static<typeof GoodsRow>;

const Money = Kopecks(GOODS_MONEY_MAX);

/**
 * The fields staff type into a row, by column key. Every field is optional: a creation fills the
 * rest with defaults (the percentage from the point × marketplace table), an edit changes only what
 * it names. A field the caller may not write is refused.
 */
export const GoodsInput = Type.Object({
  fromName: Type.Optional(Text(40)),
  name: Type.Optional(Text(200)),
  notation: Type.Optional(MultilineText(2000)),
  dispatchPVZ: Type.Optional(Id),
  orderPVZ: Type.Optional(Nullable(Id)),
  orderAccount: Type.Optional(Nullable(Id)),
  marketplace: Type.Optional(Nullable(Id)),
  productLink: Type.Optional(Text(2000)),
  productName: Type.Optional(Text(500)),
  priceSite: Type.Optional(Money),
  prepayment: Type.Optional(Money),
  percentClient: Type.Optional(Type.Number()),
  deliveredKGT: Type.Optional(Money),
  prepaid: Type.Optional(Type.Boolean()),
  itemsCount: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
  priceProgram: Type.Optional(Money),
});
export type GoodsInput = Static<typeof GoodsInput>;

export const CreateGoodsBody = Type.Object({
  operationId: OperationId,
  row: GoodsInput,
  /** identical rows to make (1–50) */
  quantity: Type.Integer({ minimum: 1, maximum: ROWS_PER_CREATION_MAX }),
});
export type CreateGoodsBody = Static<typeof CreateGoodsBody>;

export const EditGoodsBody = Type.Object({ operationId: OperationId, id: Id, row: GoodsInput });
export type EditGoodsBody = Static<typeof EditGoodsBody>;

export const GoodsIdBody = Type.Object({ operationId: OperationId, id: Id });
export type GoodsIdBody = Static<typeof GoodsIdBody>;
export const GoodsIdsBody = Type.Object({
  operationId: OperationId,
  ids: Type.Array(Id, { minItems: 1, maxItems: 500 }),
});
export type GoodsIdsBody = Static<typeof GoodsIdsBody>;
export const GoodsRowQuery = Type.Object({ id: Id });

/** A change with the toast to show and the rows as they are now. */
export const MessageRowAnswer = Type.Object({ message: Type.String(), row: GoodsRow });
export type MessageRowAnswer = Static<typeof MessageRowAnswer>;
export const MessageRowsAnswer = Type.Object({ message: Type.String(), rows: Type.Array(GoodsRow) });
export type MessageRowsAnswer = Static<typeof MessageRowsAnswer>;

/** What a goods table filters on: the grid's column filters, by column key and operator. */
export const filterOperators = [
  'contains',
  'equals',
  'startsWith',
  'endsWith',
  'isEmpty',
  'isNotEmpty',
  'isAnyOf',
  '=',
  '!=',
  '>',
  '>=',
  '<',
  '<=',
  'is',
  'not',
  'after',
  'onOrAfter',
  'before',
  'onOrBefore',
] as const;
export type FilterOperator = (typeof filterOperators)[number];
export const GoodsFilter = Type.Object({
  field: Text(40),
  operator: literals(filterOperators),
  /** checked against the column's type by the gateway: a fraction where a whole number goes is refused */
  value: Type.Optional(
    Nullable(Type.Union([Text(200), Type.Number(), Type.Boolean(), Type.Array(Id, { maxItems: 500 })])),
  ),
});
export type GoodsFilter = Static<typeof GoodsFilter>;

/** The working list of a point, or everything the caller may see. */
export const goodsViews = ['work', 'all'] as const;
export type GoodsView = (typeof goodsViews)[number];

export const GOODS_PAGE_SIZE_MAX = 500;

export const GoodsListQuery = Type.Object({
  pvzId: Type.Optional(Id),
  view: Type.Optional(literals(goodsViews)),
  status: Type.Optional(GoodsStatusSchema),
  page: PageIndex(),
  pageSize: PageSize(GOODS_PAGE_SIZE_MAX),
  sort: Type.Optional(Text(40)),
  order: Type.Optional(literals(['asc', 'desc'] as const)),
  /** quick search: phone, name, product, note or id */
  q: Type.Optional(Text(200)),
  /** JSON of GoodsFilter[] */
  filters: Type.Optional(Text(4000)),
});
export type GoodsListQuery = Static<typeof GoodsListQuery>;

/** Sums over every row the filters match, by column key; a hidden column has no sum. */
export const GoodsTotals = Type.Object({
  prepayment: column(Type.Integer()),
  amountFromClient: column(Type.Integer()),
  profit: column(Type.Integer()),
  priceSite: column(Type.Integer()),
  priceProgram: column(Type.Integer()),
  deliveredKGT: column(Type.Integer()),
});
export type GoodsTotals = Static<typeof GoodsTotals>;

export const GoodsPage = Type.Object({ rows: Type.Array(GoodsRow), total: Type.Integer(), totals: GoodsTotals });
export type GoodsPage = Static<typeof GoodsPage>;

/** A row's history: every step with who, when, where and which scan. */
export const GoodsEvent = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  type: Type.String(),
  actor: Type.String(),
  point: Nullable(Ref),
  scan: Nullable(Type.String()),
  details: Nullable(Type.Record(Type.String(), Type.Unknown())),
});
export type GoodsEvent = Static<typeof GoodsEvent>;
export const GoodsRecord = Type.Object({ row: GoodsRow, events: Type.Array(GoodsEvent) });
export type GoodsRecord = Static<typeof GoodsRecord>;
export const OldRecordQuery = Type.Object({ oldId: Id });

/** POST /api/goods/accept-scan: a parcel scanned at a point. */
export const AcceptScanBody = Type.Object({
  operationId: OperationId,
  pvzId: Id,
  code: RawText(500, 1),
});
export type AcceptScanBody = Static<typeof AcceptScanBody>;
export const AcceptScanAnswer = Type.Object({
  message: Type.String(),
  cell: Type.Integer(),
  /** how many parcels now wait in that cell, this one included */
  cellCount: Type.Integer(),
  row: GoodsRow,
});
export type AcceptScanAnswer = Static<typeof AcceptScanAnswer>;
/** «Товар принят ранее!» carries the cell, so that staff still know where the parcel is. */
export const AcceptedEarlierAnswer = Type.Object({ ...ErrorResponse.properties, cell: Type.Optional(Type.Integer()) });

/**
 * POST /api/goods/resolve-scan: what a code scanned on a point's goods page points to, or the clients
 * waiting at the point whose phone ends with the four digits typed there.
 */
export const ResolveScanBody = Type.Object({ pvzId: Id, code: RawText(500, 1) });
export type ResolveScanBody = Static<typeof ResolveScanBody>;
export const WaitingClient = Type.Object({
  phone: Type.String(),
  /** absent when the caller may not see clients' names */
  name: Type.Optional(Type.String()),
  cell: Type.Integer(),
});
export type WaitingClient = Static<typeof WaitingClient>;
export const ResolvedScan = Type.Union([
  Type.Object({ type: Type.Literal('client'), phone: Type.String(), cell: Type.Integer() }),
  Type.Object({ type: Type.Literal('clients'), clients: Type.Array(WaitingClient, { minItems: 1 }) }),
  Type.Object({
    type: Type.Literal('item'),
    id: Type.Integer(),
    kind: GoodsKindSchema,
    phone: Nullable(Type.String()),
    cell: Nullable(Type.Integer()),
    status: GoodsStatusSchema,
  }),
]);
export type ResolvedScan = Static<typeof ResolvedScan>;

/** GET /api/goods/client-parcels: a client's parcels at a point, for the hand-over. */
export const ClientParcelsQuery = Type.Object({ pvzId: Id, phone: Text(40) });
export type ClientParcelsQuery = Static<typeof ClientParcelsQuery>;
export const ClientParcels = Type.Object({
  /** parcels waiting in the cell, then those still on their way */
  rows: Type.Array(GoodsRow),
  cell: Nullable(Type.Integer()),
  /** what the waiting parcels cost in cash (each rounded) and online */
  toCollect: DerivedMoney('amountFromClient', Type.Object({ cash: Type.Integer(), online: Type.Integer() })),
  /** the same for each waiting parcel, so that a partial pick shows its own sum */
  dues: DerivedMoney(
    'amountFromClient',
    Type.Array(Type.Object({ id: Type.Integer(), cash: Type.Integer(), online: Type.Integer() })),
  ),
  refusalFee: DerivedMoney('amountFromClient', Type.Integer()),
});
export type ClientParcels = Static<typeof ClientParcels>;

export const IssueBody = Type.Object({
  operationId: OperationId,
  pvzId: Id,
  ids: Type.Array(Id, { minItems: 1, maxItems: 200 }),
  outcome: OutcomeSchema,
});
export type IssueBody = Static<typeof IssueBody>;
export const IssueAnswer = Type.Object({
  message: Type.String(),
  /** money taken for these parcels, by way of payment */
  collected: DerivedMoney('amountFromClient', Type.Object({ cash: Type.Integer(), online: Type.Integer() })),
  /** the cell, when this hand-over emptied it */
  freedCell: Nullable(Type.Integer()),
  rows: Type.Array(GoodsRow),
});
export type IssueAnswer = Static<typeof IssueAnswer>;

/** POST /api/goods/{kind}/to-point: rows accepted at their points without scanning. */
export const ToPointAnswer = Type.Object({
  message: Type.String(),
  rows: Type.Array(GoodsRow),
  cells: Type.Array(Type.Object({ id: Type.Integer(), cell: Type.Integer() })),
});
export type ToPointAnswer = Static<typeof ToPointAnswer>;

export const DeletedAnswer = Type.Object({ message: Type.String(), count: Type.Integer() });
export type DeletedAnswer = Static<typeof DeletedAnswer>;

/** GET /api/goods/{kind}/phone-lookup?digits=: the full phone from its last digits, the client's point and cell. */
export const PhoneLookupQuery = Type.Object({ digits: Text(40, 4) });
export const PhoneLookup = Type.Object({
  /** the numbers that end with these digits (a full number is its own answer) */
  phones: Type.Array(Type.String()),
  /** the point of the client's open parcels, when they all agree */
  pointId: Nullable(Type.Integer()),
  /** the client's open parcels are at more than one point */
  severalPoints: Type.Boolean(),
  /** the cell the client holds at that point now */
  cell: Nullable(Type.Integer()),
  /** one number: the name on the client's latest parcel (absent for a user who may not see names) */
  name: Type.Optional(Type.String()),
});
export type PhoneLookup = Static<typeof PhoneLookup>;

/** The form inputs a row's money comes from. */
export const goodsQuoteKeys = [
  'dispatchPVZ',
  'marketplace',
  'productLink',
  'priceSite',
  'prepayment',
  'percentClient',
  'deliveredKGT',
  'priceProgram',
] as const;
export const GoodsQuoteInput = Type.Pick(GoodsInput, [...goodsQuoteKeys]);
export type GoodsQuoteInput = Static<typeof GoodsQuoteInput>;

/** POST /api/goods/{kind}/quote: a new row of a point (`row.dispatchPVZ`), or the row `id` with changes. */
export const GoodsQuoteBody = Type.Object({ id: Type.Optional(Id), row: GoodsQuoteInput });
export type GoodsQuoteBody = Static<typeof GoodsQuoteBody>;

/**
 * What saving the form would store, computed by the code that saves it: the marketplace and the
 * percentage (the point × marketplace table's unless the form names one) and the sums; each is left
 * out for a user whose columns hide it.
 */
export const GoodsQuote = Type.Object({
  marketplace: Nullable(Ref),
  percent: DerivedMoney('percentClient', Type.Number()),
  amountFromClient: DerivedMoney('amountFromClient', Type.Integer()),
  profit: DerivedMoney('profit', Type.Integer()),
});
export type GoodsQuote = Static<typeof GoodsQuote>;

/** GET /api/goods/{table}/points-summary: the caller's points with what waits at each, for the choosers. */
export const PointsSummary = Type.Object({
  points: Type.Array(
    Type.Object({ id: Type.Integer(), name: Type.String(), atPoint: Type.Integer(), onTheWay: Type.Integer() }),
  ),
});
export type PointsSummary = Static<typeof PointsSummary>;

/** GET /api/goods/pickup-code (a client): the signed token of the client's pickup QR (`/pickup/{token}`). */
export const PickupCode = Type.Object({ token: Type.String(), expiresAt: Type.String() });
export type PickupCode = Static<typeof PickupCode>;
