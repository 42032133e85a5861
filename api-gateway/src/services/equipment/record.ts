import type { EquipmentRecord } from '@pvz/contracts/api/equipment';
import type { EquipmentRegister } from '@pvz/contracts/equipment';
import { messages } from '@pvz/contracts/messages';
import type { Db } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { itemById } from './item-rows.js';

const ref = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

/** An item's card: the item, the photos on it (oldest first) and its whole history (newest first). */
export async function equipmentRecord(db: Db, register: EquipmentRegister, id: number): Promise<EquipmentRecord> {
  const item = await itemById(db, register, id);
  if (!item) throw notFound(messages.equipmentNotFound);
  const [photos, events] = await Promise.all([
    db
      .selectFrom('equipment_photos as ph')
      .innerJoin('users as u', 'u.id', 'ph.added_by')
      .select(['ph.file_id', 'ph.added_at', 'u.username'])
      .where('ph.item_id', '=', id)
      .where('ph.removed_at', 'is', null)
      .orderBy('ph.added_at')
      .orderBy('ph.file_id')
      .execute(),
    db
      .selectFrom('equipment_events as ev')
      .innerJoin('users as a', 'a.id', 'ev.actor_id')
      .leftJoin('points as fp', 'fp.id', 'ev.from_point_id')
      .leftJoin('points as tp', 'tp.id', 'ev.to_point_id')
      .leftJoin('users as fu', 'fu.id', 'ev.from_user_id')
      .leftJoin('users as tu', 'tu.id', 'ev.to_user_id')
      .select([
        'ev.id',
        'ev.kind',
        'ev.at',
        'a.username as actor',
        'ev.from_state',
        'ev.to_state',
        'ev.from_point_id',
        'fp.name as from_point_name',
        'ev.to_point_id',
        'tp.name as to_point_name',
        'ev.from_user_id',
        'fu.username as from_user_name',
        'ev.to_user_id',
        'tu.username as to_user_name',
        'ev.cost',
        'ev.note',
      ])
      .where('ev.item_id', '=', id)
      .orderBy('ev.id', 'desc')
      .execute(),
  ]);
  return {
    item,
    photos: photos.map((photo) => ({
      fileId: photo.file_id,
      addedAt: photo.added_at.toISOString(),
      addedBy: photo.username,
    })),
    history: events.map((event) => ({
      id: Number(event.id),
      kind: event.kind,
      at: event.at.toISOString(),
      actor: event.actor,
      fromState: event.from_state,
      toState: event.to_state,
      fromPoint: ref(event.from_point_id, event.from_point_name),
      toPoint: ref(event.to_point_id, event.to_point_name),
      fromUser: ref(event.from_user_id, event.from_user_name),
      toUser: ref(event.to_user_id, event.to_user_name),
      cost: event.cost === null ? null : Number(event.cost),
      note: event.note,
    })),
  };
}
