import { type Static, Type } from 'typebox';
import { type EquipmentRegister, equipmentRegisters, equipmentStates, registerSegments } from '../equipment.js';
import { literals, Nullable, OperationId } from './common.js';
import { Id, Kopecks, MultilineText, PageIndex, PageSize, Text } from './primitives.js';

/**
 * The equipment registers (issue 19): the points' equipment (`/api/equipment/*`) and the auto storage
 * (`/api/auto-storage/*`), the same calls on each, under each register's page right. Items are never
 * deleted: a decommissioned one keeps its card and history in the decommissioned list.
 */
export function equipmentRoutes(register: EquipmentRegister) {
  const base = `/api/${registerSegments[register]}`;
  return {
    /** GET EquipmentListQuery → EquipmentList: the register's page (or the decommissioned list) */
    list: `${base}/list`,
    /** GET EquipmentRecordQuery → EquipmentRecord: the card with its photos and history */
    record: `${base}/record`,
    /** GET → EquipmentOptions: the types and who may be responsible */
    options: `${base}/options`,
    /** POST CreateEquipmentBody → EquipmentChange (the inventory number is the gateway's) */
    create: `${base}/create`,
    /** POST EditEquipmentBody → EquipmentChange: name, type, serial, responsible, note */
    edit: `${base}/edit`,
    /** POST EquipmentStateBody → EquipmentBulkChange; «Требуется ремонт» and «Неисправное» notify the managers */
    state: `${base}/state`,
    /** POST EquipmentMoveBody → EquipmentBulkChange */
    move: `${base}/move`,
    /** POST EquipmentRepairBody → EquipmentChange: a repair log entry with its cost */
    repair: `${base}/repair`,
    /** POST EquipmentDecommissionBody → EquipmentBulkChange: final, with a reason */
    decommission: `${base}/decommission`,
    /** POST EquipmentPhotosBody → EquipmentChange: uploaded photos (purpose `equipment`) attached */
    photos: `${base}/photos`,
    /** POST EquipmentPhotoRemoveBody → EquipmentChange: a photo taken off the card (the file stays) */
    photoRemove: `${base}/photo-remove`,
    /** POST EquipmentAuditBody → EquipmentAudit: the labels scanned at a point against the register */
    audit: `${base}/audit`,
  } as const;
}

/** Rows of one page of a list; the export asks page after page. */
export const EQUIPMENT_PAGE_SIZE_MAX = 500;
/** Items one bulk action takes. */
export const EQUIPMENT_BULK_MAX = 500;
/** Photos a card holds. */
export const EQUIPMENT_PHOTOS_MAX = 10;
/** Labels one audit takes: a big point holds a few hundred items. */
export const EQUIPMENT_AUDIT_MAX = 5000;
/** The most one repair may cost: 10 000 000 ₽ in kopecks. */
export const REPAIR_COST_MAX = 1_000_000_000;

export const EquipmentRegisterSchema = literals(equipmentRegisters);
export const EquipmentStateSchema = literals(equipmentStates);

const Ref = Type.Object({ id: Type.Integer(), name: Type.String() });
const Stamp = Type.String();
const FileId = Type.String({ format: 'uuid' });

export const equipmentViews = ['active', 'decommissioned'] as const;
export type EquipmentView = (typeof equipmentViews)[number];

export const equipmentSortKeys = [
  'inventoryNumber',
  'name',
  'type',
  'state',
  'point',
  'responsible',
  'serial',
  'repairsCost',
  'createdAt',
  'updatedAt',
  'decommissionedAt',
] as const;
export type EquipmentSortKey = (typeof equipmentSortKeys)[number];

export const EquipmentListQuery = Type.Object({
  view: Type.Optional(literals(equipmentViews)),
  /** one point of the caller's; all of them without it */
  pointId: Type.Optional(Id),
  state: Type.Optional(EquipmentStateSchema),
  type: Type.Optional(Text(100)),
  responsibleId: Type.Optional(Id),
  /** a part of the name, the inventory number or the serial */
  q: Type.Optional(Text(200)),
  sort: Type.Optional(literals(equipmentSortKeys)),
  order: Type.Optional(literals(['asc', 'desc'] as const)),
  page: PageIndex(),
  pageSize: PageSize(EQUIPMENT_PAGE_SIZE_MAX),
});
export type EquipmentListQuery = Static<typeof EquipmentListQuery>;

export const EquipmentItem = Type.Object({
  id: Type.Integer(),
  register: EquipmentRegisterSchema,
  inventoryNumber: Type.String(),
  name: Type.String(),
  type: Type.String(),
  serial: Type.String(),
  state: EquipmentStateSchema,
  point: Ref,
  responsible: Nullable(Ref),
  note: Type.String(),
  photoCount: Type.Integer(),
  /** what its repairs cost so far, kopecks */
  repairsCost: Type.Integer(),
  createdAt: Stamp,
  updatedAt: Stamp,
  decommissionedAt: Nullable(Stamp),
  decommissionReason: Nullable(Type.String()),
  decommissionedBy: Nullable(Type.String()),
});
export type EquipmentItem = Static<typeof EquipmentItem>;

export const EquipmentList = Type.Object({
  rows: Type.Array(EquipmentItem),
  total: Type.Integer(),
  /** how many items of each state the filters match, whatever the state filter */
  byState: Type.Object({ ok: Type.Integer(), repair: Type.Integer(), faulty: Type.Integer() }),
});
export type EquipmentList = Static<typeof EquipmentList>;

export const EquipmentRecordQuery = Type.Object({ id: Id });
export type EquipmentRecordQuery = Static<typeof EquipmentRecordQuery>;

export const equipmentEventKinds = [
  'created',
  'edited',
  'responsible',
  'state',
  'move',
  'repair',
  'decommission',
] as const;
export type EquipmentEventKind = (typeof equipmentEventKinds)[number];

/** One line of an item's history: who did what when; only the fields of its kind are set. */
export const EquipmentEvent = Type.Object({
  id: Type.Integer(),
  kind: literals(equipmentEventKinds),
  at: Stamp,
  actor: Type.String(),
  fromState: Nullable(EquipmentStateSchema),
  toState: Nullable(EquipmentStateSchema),
  fromPoint: Nullable(Ref),
  toPoint: Nullable(Ref),
  fromUser: Nullable(Ref),
  toUser: Nullable(Ref),
  /** a repair's cost, kopecks */
  cost: Nullable(Type.Integer()),
  note: Type.String(),
});
export type EquipmentEvent = Static<typeof EquipmentEvent>;

export const EquipmentPhoto = Type.Object({ fileId: Type.String(), addedAt: Stamp, addedBy: Type.String() });
export type EquipmentPhoto = Static<typeof EquipmentPhoto>;

export const EquipmentRecord = Type.Object({
  item: EquipmentItem,
  photos: Type.Array(EquipmentPhoto),
  /** newest first */
  history: Type.Array(EquipmentEvent),
});
export type EquipmentRecord = Static<typeof EquipmentRecord>;

/** A staff user who may be responsible for items: someone who sees the register, at these points. */
export const ResponsibleChoice = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  allPoints: Type.Boolean(),
  /** the points of theirs the caller works with too */
  pointIds: Type.Array(Type.Integer()),
});
export type ResponsibleChoice = Static<typeof ResponsibleChoice>;

export const EquipmentOptions = Type.Object({
  types: Type.Array(Type.String()),
  people: Type.Array(ResponsibleChoice),
});
export type EquipmentOptions = Static<typeof EquipmentOptions>;

const ItemFields = {
  name: Text(200, 1),
  type: Text(100, 1),
  serial: Text(100),
  responsibleId: Nullable(Id),
  note: MultilineText(2000),
};
const PhotoIds = (minItems: number) =>
  Type.Array(FileId, { minItems, maxItems: EQUIPMENT_PHOTOS_MAX, uniqueItems: true });

export const CreateEquipmentBody = Type.Object({
  operationId: OperationId,
  pointId: Id,
  state: EquipmentStateSchema,
  ...ItemFields,
  photoIds: Type.Optional(PhotoIds(0)),
});
export type CreateEquipmentBody = Static<typeof CreateEquipmentBody>;

export const EditEquipmentBody = Type.Object({ operationId: OperationId, id: Id, ...ItemFields });
export type EditEquipmentBody = Static<typeof EditEquipmentBody>;

export const EquipmentChange = Type.Object({ message: Type.String(), item: EquipmentItem });
export type EquipmentChange = Static<typeof EquipmentChange>;

export const EquipmentBulkChange = Type.Object({
  message: Type.String(),
  /** how many items the action changed (those already so are left as they were) */
  changed: Type.Integer(),
});
export type EquipmentBulkChange = Static<typeof EquipmentBulkChange>;

const Ids = Type.Array(Id, { minItems: 1, maxItems: EQUIPMENT_BULK_MAX, uniqueItems: true });
const Note = MultilineText(1000);

export const EquipmentStateBody = Type.Object({
  operationId: OperationId,
  ids: Ids,
  state: EquipmentStateSchema,
  note: Note,
});
export type EquipmentStateBody = Static<typeof EquipmentStateBody>;

export const EquipmentMoveBody = Type.Object({ operationId: OperationId, ids: Ids, toPointId: Id, note: Note });
export type EquipmentMoveBody = Static<typeof EquipmentMoveBody>;

export const EquipmentRepairBody = Type.Object({
  operationId: OperationId,
  id: Id,
  cost: Kopecks(REPAIR_COST_MAX),
  note: Note,
  /** the repair made it work: the item becomes «Исправное» */
  fixed: Type.Boolean(),
});
export type EquipmentRepairBody = Static<typeof EquipmentRepairBody>;

export const EquipmentDecommissionBody = Type.Object({ operationId: OperationId, ids: Ids, reason: Note });
export type EquipmentDecommissionBody = Static<typeof EquipmentDecommissionBody>;

export const EquipmentPhotosBody = Type.Object({ operationId: OperationId, id: Id, fileIds: PhotoIds(1) });
export type EquipmentPhotosBody = Static<typeof EquipmentPhotosBody>;

export const EquipmentPhotoRemoveBody = Type.Object({ operationId: OperationId, id: Id, fileId: FileId });
export type EquipmentPhotoRemoveBody = Static<typeof EquipmentPhotoRemoveBody>;

/** The items whose labels were scanned at a point (ids read from the labels' QR, repeats allowed). */
export const EquipmentAuditBody = Type.Object({
  pointId: Id,
  ids: Type.Array(Id, { maxItems: EQUIPMENT_AUDIT_MAX }),
});
export type EquipmentAuditBody = Static<typeof EquipmentAuditBody>;

export const AuditedItem = Type.Object({
  id: Type.Integer(),
  inventoryNumber: Type.String(),
  name: Type.String(),
  type: Type.String(),
  state: EquipmentStateSchema,
});
export type AuditedItem = Static<typeof AuditedItem>;

export const notOursReasons = ['other-point', 'decommissioned', 'other-register'] as const;
export type NotOursReason = (typeof notOursReasons)[number];

/** A scanned item that does not belong to the count; what it is only when the caller may see it. */
export const NotOursItem = Type.Object({
  id: Type.Integer(),
  reason: literals(notOursReasons),
  inventoryNumber: Nullable(Type.String()),
  name: Nullable(Type.String()),
  point: Nullable(Ref),
});
export type NotOursItem = Static<typeof NotOursItem>;

export const EquipmentAudit = Type.Object({
  /** scanned and at the point */
  found: Type.Array(AuditedItem),
  /** at the point by the register, not scanned */
  missing: Type.Array(AuditedItem),
  /** scanned, but another point's, decommissioned or of the other register */
  notOurs: Type.Array(NotOursItem),
  /** scanned ids that name no item */
  unknown: Type.Array(Type.Integer()),
});
export type EquipmentAudit = Static<typeof EquipmentAudit>;
