import { type Static, Type } from 'typebox';
import { literals, Nullable, OperationId } from './common.js';
import { DerivedMoney } from './derived-money.js';
import { GoodsKindSchema, OutcomeSchema } from './goods.js';
import { Id, PageIndex, PageSize, RawText, Text } from './primitives.js';

const Ref = Type.Object({ id: Type.Integer(), name: Type.String() });
/** A step of a return: when and by whom. */
const Stamp = Nullable(Type.Object({ at: Type.String(), by: Type.String() }));
const column = Type.Optional;

/**
 * The returns calls of the gateway (DOMAIN.md §1 "Returns", LEGACY-NOTES §2.5). Every mutation carries
 * an `operationId`.
 */
export const returnsRoutes = {
  /** GET ReturnsListQuery → ReturnsPage: the refused parcels of the caller's points */
  list: '/api/goods/returns/list',
  /** GET ReturnsListQuery with marketplaceId → ReturnsPage: the returns of that marketplace's branded points */
  woyaList: '/api/goods/returns/woya-list',
  /** POST ShipReturnsBody → ReturnsAnswer («Отправлено») */
  ship: '/api/goods/returns/ship',
  /** POST VerifyReturnsBody → ReturnsAnswer («Проверено» with the refund) */
  verify: '/api/goods/returns/verify',
  /** GET ReturnBoxesQuery → ReturnBoxes */
  boxes: '/api/goods/returns/boxes',
  /** GET ?id → ReturnBox with its parcels (the return act once closed) */
  box: '/api/goods/returns/box',
  /** POST OpenReturnBoxBody → ReturnBoxAnswer */
  openBox: '/api/goods/returns/box/open',
  /** POST PackReturnBody → ReturnBoxAnswer: a parcel's label scanned into the box */
  pack: '/api/goods/returns/box/pack',
  /** POST UnpackReturnBody → ReturnBoxAnswer */
  unpack: '/api/goods/returns/box/unpack',
  /** POST CloseReturnBoxBody → ReturnBoxAnswer: the return act is formed, the parcels are shipped */
  closeBox: '/api/goods/returns/box/close',
} as const;

/** Where a return is: not sent back yet, sent back, or confirmed by the marketplace. */
export const returnStates = ['not-shipped', 'shipped', 'verified'] as const;
export type ReturnState = (typeof returnStates)[number];
export const returnStateTitle: Record<ReturnState, string> = {
  'not-shipped': 'Не отправлено',
  shipped: 'Отправлено',
  verified: 'Проверено',
};

/** The columns a returns list sorts by. */
export const returnSorts = [
  'id',
  'issued',
  'dispatchPVZ',
  'fromName',
  'productName',
  'marketplace',
  'price',
  'shipped',
  'verified',
  'priceRefund',
] as const;
export type ReturnSort = (typeof returnSorts)[number];

export const RETURNS_PAGE_SIZE_MAX = 500;

export const ReturnsListQuery = Type.Object({
  pvzId: Type.Optional(Id),
  marketplaceId: Type.Optional(Id),
  state: Type.Optional(literals(returnStates)),
  /** an id, phone digits or words of the product */
  q: Type.Optional(Text(200)),
  page: PageIndex(),
  pageSize: PageSize(RETURNS_PAGE_SIZE_MAX),
  sort: Type.Optional(literals(returnSorts)),
  order: Type.Optional(literals(['asc', 'desc'] as const)),
});
export type ReturnsListQuery = Static<typeof ReturnsListQuery>;

/**
 * A refused parcel on its way back. The optional fields are goods columns of the row's kind
 * (`price` is the kind's price column): a column hidden from the caller, or one the kind lacks, is absent.
 */
export const ReturnRow = Type.Object({
  id: Type.Integer(),
  kind: GoodsKindSchema,
  returnBoxId: Nullable(Type.Integer()),
  dispatchPVZ: column(Nullable(Ref)),
  fromName: column(Nullable(Type.String())),
  productName: column(Type.String()),
  marketplace: column(Nullable(Ref)),
  /** kopecks: what the parcel cost, the most the marketplace may refund */
  price: column(Type.Integer()),
  additionally: column(Nullable(OutcomeSchema)),
  /** when the refusal was made */
  issued: column(Nullable(Type.String())),
  shipped: column(Stamp),
  verified: column(Stamp),
  priceRefund: column(Nullable(Type.Integer())),
});
export type ReturnRow = Static<typeof ReturnRow>;

export const ReturnsPage = Type.Object({
  rows: Type.Array(ReturnRow),
  total: Type.Integer(),
  /** sums over every matching row of the prices and refunds the caller sees */
  totals: Type.Object({ price: Type.Integer(), priceRefund: Type.Integer() }),
});
export type ReturnsPage = Static<typeof ReturnsPage>;

const Ids = Type.Array(Id, { minItems: 1, maxItems: 500 });

export const ShipReturnsBody = Type.Object({ operationId: OperationId, ids: Ids });
export type ShipReturnsBody = Static<typeof ShipReturnsBody>;

/** The refund of each row in kopecks; checked by the gateway (whole, not negative, not above the price). */
export const VerifyReturnsBody = Type.Object({
  operationId: OperationId,
  refunds: Type.Array(Type.Object({ id: Id, priceRefund: Type.Number() }), { minItems: 1, maxItems: 500 }),
});
export type VerifyReturnsBody = Static<typeof VerifyReturnsBody>;

export const ReturnsAnswer = Type.Object({ message: Type.String(), rows: Type.Array(ReturnRow) });
export type ReturnsAnswer = Static<typeof ReturnsAnswer>;

/** A return box: the refused parcels of one marketplace packed together; closing it forms the return act. */
export const ReturnBoxSummary = Type.Object({
  id: Type.Integer(),
  marketplace: Ref,
  createdAt: Type.String(),
  createdBy: Type.String(),
  closedAt: Nullable(Type.String()),
  closedBy: Nullable(Type.String()),
  count: Type.Integer(),
  /** kopecks */
  sum: DerivedMoney(['priceSite', 'priceProgram'], Type.Integer()),
});
export type ReturnBoxSummary = Static<typeof ReturnBoxSummary>;

/** A parcel of a return act: always shown in full, the act goes to the marketplace. */
export const ReturnBoxParcel = Type.Object({
  id: Type.Integer(),
  kind: GoodsKindSchema,
  product: Type.String(),
  price: DerivedMoney(['priceSite', 'priceProgram'], Type.Integer()),
  outcome: OutcomeSchema,
  point: Nullable(Type.String()),
});
export type ReturnBoxParcel = Static<typeof ReturnBoxParcel>;

export const ReturnBox = Type.Object({ ...ReturnBoxSummary.properties, parcels: Type.Array(ReturnBoxParcel) });
export type ReturnBox = Static<typeof ReturnBox>;

export const ReturnBoxesQuery = Type.Object({ closed: Type.Optional(Type.Boolean()) });
export const ReturnBoxes = Type.Object({ boxes: Type.Array(ReturnBoxSummary) });
export type ReturnBoxes = Static<typeof ReturnBoxes>;
export const ReturnBoxQuery = Type.Object({ id: Id });

export const OpenReturnBoxBody = Type.Object({ operationId: OperationId, marketplaceId: Id });
export type OpenReturnBoxBody = Static<typeof OpenReturnBoxBody>;
export const PackReturnBody = Type.Object({
  operationId: OperationId,
  boxId: Id,
  code: RawText(500, 1),
});
export type PackReturnBody = Static<typeof PackReturnBody>;
export const UnpackReturnBody = Type.Object({ operationId: OperationId, boxId: Id, id: Id });
export type UnpackReturnBody = Static<typeof UnpackReturnBody>;
export const CloseReturnBoxBody = Type.Object({ operationId: OperationId, boxId: Id });
export type CloseReturnBoxBody = Static<typeof CloseReturnBoxBody>;

export const ReturnBoxAnswer = Type.Object({ message: Type.String(), box: ReturnBox });
export type ReturnBoxAnswer = Static<typeof ReturnBoxAnswer>;
