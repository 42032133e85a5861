import { type Static, Type } from 'typebox';
import { ErrorResponse, literals, Nullable, OperationId } from './common.js';
import { GoodsRow } from './goods.js';
import { Id, RawText } from './primitives.js';

/**
 * Distribution boxes (DOMAIN.md §1 "Boxes and distribution", LEGACY-NOTES §7.1): sorting staff open
 * a box for a destination point and scan parcels into it, couriers scan it when they take it and
 * when they deliver it, the point accepts the whole box.
 */

/** A standard box, or an oversized one (КГТ) whose label is printed once per piece. */
export const boxTypes = ['standard', 'oversized'] as const;
export type BoxType = (typeof boxTypes)[number];
export const boxTypeTitle: Record<BoxType, string> = { standard: 'Обычная', oversized: 'Крупногабаритный товар' };

/** Where a box is, from its stamps: none → sorting, sorted → courier, delivered, accepted. */
export const boxStatuses = ['sorting', 'courier', 'delivered', 'accepted'] as const;
export type BoxStatus = (typeof boxStatuses)[number];
export const boxStatusTitle: Record<BoxStatus, string> = {
  sorting: 'На сортировке',
  courier: 'На курьере',
  delivered: 'Доставлено',
  accepted: 'Принята на ПВЗ',
};
/** The statuses staff may set by hand on the box page; acceptance takes the parcels into cells, so it is a scan. */
export const manualBoxStatuses = ['sorting', 'courier', 'delivered'] as const;
export type ManualBoxStatus = (typeof manualBoxStatuses)[number];

export function boxStatusOf(stamps: {
  sortedAt: Date | string | null;
  deliveredAt: Date | string | null;
  acceptedAt: Date | string | null;
}): BoxStatus {
  if (stamps.acceptedAt !== null) return 'accepted';
  if (stamps.deliveredAt !== null) return 'delivered';
  if (stamps.sortedAt !== null) return 'courier';
  return 'sorting';
}

/** The path of a box's page; its label's QR carries the full URL (pvzNumber = the destination point's id). */
export function boxPath(pointId: number, boxId: number): string {
  return `/box/${pointId}/${boxId}`;
}

/** The most pieces an oversized box may have; its label is printed once per piece. */
export const BOX_PIECES_MAX = 100;

const Stamp = Nullable(Type.String());
const Place = Type.Object({ id: Type.Integer(), name: Type.String(), address: Type.String() });

export const Box = Type.Object({
  id: Type.Integer(),
  point: Place,
  type: literals(boxTypes),
  pieces: Type.Integer(),
  status: literals(boxStatuses),
  parcels: Type.Integer(),
  createdAt: Type.String(),
  createdBy: Type.String(),
  sortedAt: Stamp,
  sortedBy: Nullable(Type.String()),
  deliveredAt: Stamp,
  deliveredBy: Nullable(Type.String()),
  acceptedAt: Stamp,
  acceptedBy: Nullable(Type.String()),
});
export type Box = Static<typeof Box>;

/** A step of a box's history: who, when, which scan. */
export const BoxEvent = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  type: literals(['opened', 'parcel-added', 'parcel-removed', 'taken', 'delivered', 'accepted', 'status-set'] as const),
  actor: Type.String(),
  scan: Nullable(Type.String()),
  details: Nullable(Type.Record(Type.String(), Type.Unknown())),
});
export type BoxEvent = Static<typeof BoxEvent>;
export type BoxEventType = BoxEvent['type'];

export const boxEventTitle: Record<BoxEventType, string> = {
  opened: 'Коробка создана',
  'parcel-added': 'Товар добавлен',
  'parcel-removed': 'Товар убран',
  taken: 'Забрал курьер',
  delivered: 'Доставлена курьером',
  accepted: 'Принята на ПВЗ',
  'status-set': 'Статус изменён вручную',
};

const Code = RawText(500, 1);

/** POST open: a new box for a destination point. */
export const OpenBoxBody = Type.Object({
  operationId: OperationId,
  pvzId: Id,
  type: literals(boxTypes),
  pieces: Type.Integer({ minimum: 1, maximum: BOX_PIECES_MAX }),
});
export type OpenBoxBody = Static<typeof OpenBoxBody>;
export const BoxAnswer = Type.Object({ message: Type.String(), box: Box });
export type BoxAnswer = Static<typeof BoxAnswer>;

/** GET list: boxes of a status and/or a point, newest first. */
export const BoxListQuery = Type.Object({
  status: Type.Optional(literals(boxStatuses)),
  pvzId: Type.Optional(Id),
});
export type BoxListQuery = Static<typeof BoxListQuery>;
export const BoxList = Type.Object({ boxes: Type.Array(Box) });
export type BoxList = Static<typeof BoxList>;

/** POST add-parcel: an item label scanned into a box. */
export const AddParcelBody = Type.Object({ operationId: OperationId, boxId: Id, code: Code });
export type AddParcelBody = Static<typeof AddParcelBody>;
/** POST remove-parcel: a parcel taken out of a box. */
export const RemoveParcelBody = Type.Object({ operationId: OperationId, boxId: Id, goodsId: Id });
export type RemoveParcelBody = Static<typeof RemoveParcelBody>;
/** A change to a box's content: the toast, the box and its parcels as they are now. */
export const BoxContentAnswer = Type.Object({ message: Type.String(), box: Box, rows: Type.Array(GoodsRow) });
export type BoxContentAnswer = Static<typeof BoxContentAnswer>;

/** POST courier-scan: a box label scanned by a courier. */
export const CourierScanBody = Type.Object({ operationId: OperationId, code: Code });
export type CourierScanBody = Static<typeof CourierScanBody>;

/** GET my-deliveries: the boxes the caller scanned today, by destination point. */
export const MyDeliveries = Type.Object({
  points: Type.Array(Type.Object({ point: Place, boxes: Type.Array(Box) })),
});
export type MyDeliveries = Static<typeof MyDeliveries>;

/** GET record ?pvzNumber&id: the box of a label, its parcels and its history. */
export const BoxRecordQuery = Type.Object({ pvzNumber: Id, id: Id });
export type BoxRecordQuery = Static<typeof BoxRecordQuery>;
export const BoxRecord = Type.Object({ box: Box, rows: Type.Array(GoodsRow), events: Type.Array(BoxEvent) });
export type BoxRecord = Static<typeof BoxRecord>;

/** POST set-status: the box page's manual status. */
export const SetBoxStatusBody = Type.Object({
  operationId: OperationId,
  boxId: Id,
  status: literals(manualBoxStatuses),
});
export type SetBoxStatusBody = Static<typeof SetBoxStatusBody>;

/** POST accept: a box label scanned at its point; every parcel takes its cell. */
export const AcceptBoxBody = Type.Object({ operationId: OperationId, pvzId: Id, code: Code });
export type AcceptBoxBody = Static<typeof AcceptBoxBody>;
/** A parcel of an accepted box: its cell, or why it was not put into one. */
export const BoxParcelCell = Type.Object({
  id: Type.Integer(),
  cell: Nullable(Type.Integer()),
  /** accepted earlier by a parcel scan, or refused (issued, no phone) */
  note: Nullable(Type.String()),
});
export type BoxParcelCell = Static<typeof BoxParcelCell>;
export const AcceptBoxAnswer = Type.Object({
  message: Type.String(),
  /** said when the courier never scanned the box as delivered */
  warning: Nullable(Type.String()),
  box: Box,
  /** sorted by cell */
  cells: Type.Array(BoxParcelCell),
  rows: Type.Array(GoodsRow),
});
export type AcceptBoxAnswer = Static<typeof AcceptBoxAnswer>;
/** «Коробка принята ранее» carries the cells of its parcels, so that staff still know where they are. */
export const BoxAcceptedEarlierAnswer = Type.Object({
  ...ErrorResponse.properties,
  cells: Type.Optional(Type.Array(BoxParcelCell)),
});

/** The boxes calls of the gateway; every mutation carries an `operationId`. */
export const boxRoutes = {
  /** POST OpenBoxBody → BoxAnswer */
  open: '/api/boxes/open',
  /** GET BoxListQuery → BoxList */
  list: '/api/boxes/list',
  /** POST AddParcelBody → BoxContentAnswer */
  addParcel: '/api/boxes/add-parcel',
  /** POST RemoveParcelBody → BoxContentAnswer */
  removeParcel: '/api/boxes/remove-parcel',
  /** POST CourierScanBody → BoxAnswer; 409 when delivered already */
  courierScan: '/api/boxes/courier-scan',
  /** GET → MyDeliveries */
  myDeliveries: '/api/boxes/my-deliveries',
  /** GET BoxRecordQuery → BoxRecord */
  record: '/api/boxes/record',
  /** POST SetBoxStatusBody → BoxAnswer */
  setStatus: '/api/boxes/set-status',
  /** POST AcceptBoxBody → AcceptBoxAnswer; 409 BoxAcceptedEarlierAnswer */
  accept: '/api/boxes/accept',
} as const;
