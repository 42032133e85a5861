import { randomUUID } from 'node:crypto';
import { type CreateEquipmentBody, equipmentRoutes } from '@pvz/contracts/api/equipment';
import type { EquipmentRegister } from '@pvz/contracts/equipment';
import type { Client } from '../../helpers/test-app.js';

export const equipment = equipmentRoutes('equipment');
export const autoStorage = equipmentRoutes('auto');

/** A well-formed new item at a point; `fields` change what the test is about. */
export function newItem(pointId: number, fields: Partial<CreateEquipmentBody> = {}): CreateEquipmentBody {
  return {
    operationId: randomUUID(),
    pointId,
    state: 'ok',
    name: 'Принтер этикеток Xprinter',
    type: 'Принтер этикеток',
    serial: 'XP-365B-0001',
    responsibleId: null,
    note: '',
    ...fields,
  };
}

/** Creates an item through the API; answers its id and inventory number. */
export async function itemAt(
  caller: Client,
  pointId: number,
  fields: Partial<CreateEquipmentBody> = {},
  register: EquipmentRegister = 'equipment',
): Promise<{ id: number; inventoryNumber: string }> {
  const routes = equipmentRoutes(register);
  const body = newItem(pointId, register === 'auto' ? { name: 'Шины зимние', type: 'Шины', ...fields } : fields);
  const created = await caller.post(routes.create, body);
  if (created.statusCode !== 200) throw new Error(`could not create an item: ${created.body}`);
  return created.json().item;
}

/** A bulk or single change with a fresh operation id. */
export const change = (caller: Client, url: string, body: Record<string, unknown>) =>
  caller.post(url, { operationId: randomUUID(), note: '', ...body });
