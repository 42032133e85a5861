import { scopeIncludesPoint } from '@pvz/contracts/access';
import type { EquipmentRegister, EquipmentState } from '@pvz/contracts/equipment';
import { describe, messages } from '@pvz/contracts/messages';
import type { Db } from '../../db/database.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';
import { storeNotifications } from '../notifications/notify.js';
import { peopleOfRegister } from './people.js';

interface ChangedItem {
  name: string;
  inventory_number: string;
  point_id: number;
}

/**
 * The legacy pushed «Статус оборудования» to a fixed list of managers (and «Неисправное» to the office
 * manager). Here the managers are whoever may change the register — its page at `write` (ADMIN, and the
 * roles the director grants it: ADMINISTRATOR and RMANAGER by default) — with the item's point in their
 * scope; the one who made the change is not told. Each gets one notification per action, naming the
 * items of their points. Answers the notifications' ids, to push once the change is committed.
 */
export async function notifyStateChange(
  db: Db,
  actor: StaffAuth,
  register: EquipmentRegister,
  items: readonly ChangedItem[],
  state: EquipmentState,
): Promise<number[]> {
  const managers = (await peopleOfRegister(db, register, 'write')).filter((person) => person.id !== actor.user.id);
  const points = await db
    .selectFrom('points')
    .select(['id', 'name'])
    .where('id', 'in', [...new Set(items.map((item) => item.point_id))])
    .execute();
  const pointName = new Map(points.map((point) => [point.id, point.name]));
  // one text per set of items: managers who see the same items share one insert
  const byText = new Map<string, number[]>();
  for (const manager of managers) {
    const theirs = items.filter((item) => scopeIncludesPoint(manager.scope, item.point_id));
    if (theirs.length === 0) continue;
    const text = describe.equipmentStateNotice(
      register,
      theirs.map((item) => ({
        name: item.name,
        inventoryNumber: item.inventory_number,
        point: pointName.get(item.point_id) ?? '',
      })),
      state,
    );
    byText.set(text, [...(byText.get(text) ?? []), manager.id]);
  }
  const ids: number[] = [];
  for (const [message, userIds] of byText)
    ids.push(...(await storeNotifications(db, { userIds }, { title: messages.equipmentStateTitle, message })));
  return ids;
}
