import { scopeIncludesPoint } from '@pvz/contracts/access';
import type {
  CreateEquipmentBody,
  EditEquipmentBody,
  EquipmentBulkChange,
  EquipmentChange,
  EquipmentDecommissionBody,
  EquipmentMoveBody,
  EquipmentRepairBody,
  EquipmentStateBody,
} from '@pvz/contracts/api/equipment';
import {
  alarmingStates,
  type EquipmentRegister,
  type EquipmentState,
  equipmentTypes,
  inventoryNumberOf,
} from '@pvz/contracts/equipment';
import { describe, messages } from '@pvz/contracts/messages';
import { equipmentFieldTitles } from '@pvz/contracts/messages/equipment';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { badRequest, conflict, forbidden, notFound } from '../../errors.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';
import { audit } from '../audit.js';
import { assertActivePoint } from '../point-exists.js';
import { itemById } from './item-rows.js';
import { mayBeResponsible } from './people.js';
import { attachPhotos } from './photos.js';
import { notifyStateChange } from './state-notices.js';

type Trx = Transaction<Database>;

/** Each register's sequence of inventory numbers. */
const numberSequences: Record<EquipmentRegister, string> = {
  equipment: 'equipment_numbers',
  auto: 'auto_storage_numbers',
};

/** The entity of the audit log. */
const auditEntity = (register: EquipmentRegister) => `equipment:${register}`;

/** What a history line of the change says, as written to `equipment_events`. */
interface EventValues {
  kind: Database['equipment_events']['kind'];
  from_state?: EquipmentState | null;
  to_state?: EquipmentState | null;
  from_point_id?: number | null;
  to_point_id?: number | null;
  from_user_id?: number | null;
  to_user_id?: number | null;
  cost?: number | null;
  note?: string;
}

async function writeEvents(trx: Trx, actor: StaffAuth, events: readonly (EventValues & { item_id: number })[]) {
  if (events.length === 0) return;
  await trx
    .insertInto('equipment_events')
    .values(events.map((event) => ({ ...event, actor_id: actor.user.id })))
    .execute();
}

/**
 * The items an action names, locked for it; 404 when one of them is not in the register, 403 when one
 * lies outside the caller's scope now (it may have moved since the route's check, before the lock).
 */
async function lockedItems(trx: Trx, actor: StaffAuth, register: EquipmentRegister, ids: readonly number[]) {
  const rows = await trx
    .selectFrom('equipment_items')
    .selectAll()
    .where('register', '=', register)
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
  if (rows.length !== new Set(ids).size) throw notFound(messages.equipmentNotFound);
  if (rows.some((row) => !scopeIncludesPoint(actor.scope, row.point_id))) throw forbidden(messages.pointOutOfScope);
  return rows;
}

/** The same, for items that must still be in use: a decommissioned one is final (409). */
async function lockedLiveItems(trx: Trx, actor: StaffAuth, register: EquipmentRegister, ids: readonly number[]) {
  const rows = await lockedItems(trx, actor, register, ids);
  if (rows.some((row) => row.decommissioned_at !== null)) throw conflict(messages.equipmentDecommissionedFinal);
  return rows;
}

/** The fields of the form, checked: a name, a type of the register's list; text trimmed. */
function fieldsOf(register: EquipmentRegister, body: CreateEquipmentBody | EditEquipmentBody) {
  const name = body.name.trim();
  if (name === '') throw badRequest(messages.equipmentNameRequired);
  if (!equipmentTypes[register].includes(body.type)) throw badRequest(messages.equipmentTypeUnknown);
  return { name, type: body.type, serial: body.serial.trim(), note: body.note.trim() };
}

async function checkResponsible(trx: Trx, register: EquipmentRegister, userId: number | null, pointId: number) {
  if (userId !== null && !(await mayBeResponsible(trx, register, userId, pointId)))
    throw badRequest(messages.equipmentResponsibleInvalid);
}

async function changeOf(trx: Trx, register: EquipmentRegister, id: number, message: string): Promise<EquipmentChange> {
  const item = await itemById(trx, register, id);
  if (!item) throw notFound(messages.equipmentNotFound);
  return { message, item };
}

/** A new item at a point: its inventory number is the next of the register's sequence, never the caller's. */
export async function createItem(
  trx: Trx,
  actor: StaffAuth,
  register: EquipmentRegister,
  body: CreateEquipmentBody,
): Promise<EquipmentChange> {
  const fields = fieldsOf(register, body);
  await assertActivePoint(trx, body.pointId);
  await checkResponsible(trx, register, body.responsibleId, body.pointId);
  const { rows } = await sql<{ n: number }>`select nextval(${numberSequences[register]}::regclass) as n`.execute(trx);
  const inventoryNumber = inventoryNumberOf(register, Number(rows[0]?.n));
  const { id } = await trx
    .insertInto('equipment_items')
    .values({
      register,
      inventory_number: inventoryNumber,
      ...fields,
      state: body.state,
      point_id: body.pointId,
      responsible_id: body.responsibleId,
      created_by: actor.user.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeEvents(trx, actor, [
    {
      item_id: id,
      kind: 'created',
      to_state: body.state,
      to_point_id: body.pointId,
      to_user_id: body.responsibleId,
    },
  ]);
  await attachPhotos(trx, actor, id, body.photoIds ?? []);
  await audit(trx, actor, {
    entity: auditEntity(register),
    entityId: id,
    action: 'create',
    after: { inventoryNumber, ...fields, state: body.state, pointId: body.pointId, responsibleId: body.responsibleId },
  });
  return changeOf(trx, register, id, messages.equipmentCreated);
}

/** The card's own fields and its responsible; the state, the point and the end have actions of their own. */
export async function editItem(
  trx: Trx,
  actor: StaffAuth,
  register: EquipmentRegister,
  body: EditEquipmentBody,
): Promise<EquipmentChange> {
  const [before] = await lockedLiveItems(trx, actor, register, [body.id]);
  if (!before) throw notFound(messages.equipmentNotFound);
  const fields = fieldsOf(register, body);
  const responsibleChanged = before.responsible_id !== body.responsibleId;
  if (responsibleChanged) await checkResponsible(trx, register, body.responsibleId, before.point_id);
  const changed = (Object.keys(equipmentFieldTitles) as (keyof typeof equipmentFieldTitles)[]).filter(
    (key) => before[key] !== fields[key],
  );
  if (changed.length === 0 && !responsibleChanged) return changeOf(trx, register, body.id, messages.equipmentSaved);
  await trx
    .updateTable('equipment_items')
    .set({ ...fields, responsible_id: body.responsibleId, updated_at: new Date() })
    .where('id', '=', body.id)
    .execute();
  await writeEvents(trx, actor, [
    ...(changed.length > 0
      ? [
          {
            item_id: body.id,
            kind: 'edited' as const,
            note: describe.equipmentFieldsChanged(changed.map((key) => equipmentFieldTitles[key])),
          },
        ]
      : []),
    ...(responsibleChanged
      ? [
          {
            item_id: body.id,
            kind: 'responsible' as const,
            from_user_id: before.responsible_id,
            to_user_id: body.responsibleId,
          },
        ]
      : []),
  ]);
  await audit(trx, actor, {
    entity: auditEntity(register),
    entityId: body.id,
    action: 'update',
    before,
    after: { ...fields, responsibleId: body.responsibleId },
  });
  return changeOf(trx, register, body.id, messages.equipmentSaved);
}

export interface StateChange {
  answer: EquipmentBulkChange;
  /** the managers' notifications, to push once the change is committed */
  notificationIds: number[];
}

/** A state for each item named (those already in it are left alone); a broken one calls the managers. */
export async function changeState(
  trx: Trx,
  actor: StaffAuth,
  register: EquipmentRegister,
  body: EquipmentStateBody,
): Promise<StateChange> {
  const items = await lockedLiveItems(trx, actor, register, body.ids);
  const changed = items.filter((item) => item.state !== body.state);
  if (changed.length === 0)
    return { answer: { message: messages.equipmentStateUnchanged, changed: 0 }, notificationIds: [] };
  const note = body.note.trim();
  await trx
    .updateTable('equipment_items')
    .set({ state: body.state, updated_at: new Date() })
    .where(
      'id',
      'in',
      changed.map((item) => item.id),
    )
    .execute();
  await writeEvents(
    trx,
    actor,
    changed.map((item) => ({ item_id: item.id, kind: 'state', from_state: item.state, to_state: body.state, note })),
  );
  for (const item of changed)
    await audit(trx, actor, {
      entity: auditEntity(register),
      entityId: item.id,
      action: 'update',
      before: { state: item.state },
      after: { state: body.state },
    });
  const notificationIds = alarmingStates.includes(body.state)
    ? await notifyStateChange(trx, actor, register, changed, body.state)
    : [];
  return {
    answer: { message: describe.equipmentStateChanged(changed.length), changed: changed.length },
    notificationIds,
  };
}

/** Items taken to another point (those already there stay), each move a line of their history. */
export async function moveItems(
  trx: Trx,
  actor: StaffAuth,
  register: EquipmentRegister,
  body: EquipmentMoveBody,
): Promise<EquipmentBulkChange> {
  const items = await lockedLiveItems(trx, actor, register, body.ids);
  const target = await trx
    .selectFrom('points')
    .select('name')
    .where('id', '=', body.toPointId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!target) throw notFound(messages.pointUnknown);
  const moved = items.filter((item) => item.point_id !== body.toPointId);
  if (moved.length === 0) return { message: messages.equipmentAlreadyThere, changed: 0 };
  const note = body.note.trim();
  await trx
    .updateTable('equipment_items')
    .set({ point_id: body.toPointId, updated_at: new Date() })
    .where(
      'id',
      'in',
      moved.map((item) => item.id),
    )
    .execute();
  await writeEvents(
    trx,
    actor,
    moved.map((item) => ({
      item_id: item.id,
      kind: 'move',
      from_point_id: item.point_id,
      to_point_id: body.toPointId,
      note,
    })),
  );
  for (const item of moved)
    await audit(trx, actor, {
      entity: auditEntity(register),
      entityId: item.id,
      action: 'update',
      before: { pointId: item.point_id },
      after: { pointId: body.toPointId },
    });
  return { message: describe.equipmentMoved(moved.length, target.name), changed: moved.length };
}

/** A repair of an item with what it cost; a repair that made it work sets it «Исправное». */
export async function addRepair(
  trx: Trx,
  actor: StaffAuth,
  register: EquipmentRegister,
  body: EquipmentRepairBody,
): Promise<EquipmentChange> {
  const [item] = await lockedLiveItems(trx, actor, register, [body.id]);
  if (!item) throw notFound(messages.equipmentNotFound);
  const repaired = body.fixed && item.state !== 'ok';
  await writeEvents(trx, actor, [
    { item_id: item.id, kind: 'repair', cost: body.cost, note: body.note.trim() },
    ...(repaired
      ? [
          {
            item_id: item.id,
            kind: 'state' as const,
            from_state: item.state,
            to_state: 'ok' as const,
            note: messages.equipmentAfterRepair,
          },
        ]
      : []),
  ]);
  await trx
    .updateTable('equipment_items')
    .set({ updated_at: new Date(), ...(repaired && { state: 'ok' as const }) })
    .where('id', '=', item.id)
    .execute();
  await audit(trx, actor, {
    entity: auditEntity(register),
    entityId: item.id,
    action: 'update',
    after: { repair: { cost: body.cost, note: body.note.trim() }, ...(repaired && { state: 'ok' }) },
  });
  return changeOf(trx, register, item.id, messages.equipmentRepairSaved);
}

/** The end of items, with a reason: they leave the register for its decommissioned list, for good. */
export async function decommissionItems(
  trx: Trx,
  actor: StaffAuth,
  register: EquipmentRegister,
  body: EquipmentDecommissionBody,
): Promise<EquipmentBulkChange> {
  const reason = body.reason.trim();
  if (reason === '') throw badRequest(messages.equipmentReasonRequired);
  const items = await lockedItems(trx, actor, register, body.ids);
  if (items.some((item) => item.decommissioned_at !== null)) throw conflict(messages.equipmentAlreadyDecommissioned);
  const ids = items.map((item) => item.id);
  await trx
    .updateTable('equipment_items')
    .set({
      decommissioned_at: sql`now()`,
      decommissioned_by: actor.user.id,
      decommission_reason: reason,
      updated_at: sql`now()`,
    })
    .where('id', 'in', ids)
    .execute();
  await writeEvents(
    trx,
    actor,
    items.map((item) => ({ item_id: item.id, kind: 'decommission', note: reason })),
  );
  for (const item of items)
    await audit(trx, actor, {
      entity: auditEntity(register),
      entityId: item.id,
      action: 'update',
      after: { decommissioned: true, reason },
    });
  return { message: describe.equipmentDecommissioned(items.length), changed: items.length };
}

/** Photos added to a card (a decommissioned one too: a photo of the write-off act belongs there). */
export async function addPhotos(
  trx: Trx,
  actor: StaffAuth,
  register: EquipmentRegister,
  id: number,
  fileIds: readonly string[],
): Promise<EquipmentChange> {
  await lockedItems(trx, actor, register, [id]);
  await attachPhotos(trx, actor, id, fileIds);
  await trx.updateTable('equipment_items').set({ updated_at: new Date() }).where('id', '=', id).execute();
  return changeOf(trx, register, id, messages.equipmentPhotosAdded);
}

/** A photo taken off a card in use; the file and its row stay, marked removed. */
export async function removePhoto(
  trx: Trx,
  actor: StaffAuth,
  register: EquipmentRegister,
  id: number,
  fileId: string,
): Promise<EquipmentChange> {
  await lockedLiveItems(trx, actor, register, [id]);
  const removed = await trx
    .updateTable('equipment_photos')
    .set({ removed_at: new Date(), removed_by: actor.user.id })
    .where('item_id', '=', id)
    .where('file_id', '=', fileId)
    .where('removed_at', 'is', null)
    .returning('file_id')
    .executeTakeFirst();
  if (!removed) throw notFound(messages.equipmentPhotoNotAttached);
  await trx.updateTable('equipment_items').set({ updated_at: new Date() }).where('id', '=', id).execute();
  return changeOf(trx, register, id, messages.equipmentPhotoRemoved);
}
