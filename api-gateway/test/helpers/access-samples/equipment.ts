import { randomUUID } from 'node:crypto';
import { equipmentRoutes } from '@pvz/contracts/api/equipment';
import { equipmentRegisters, equipmentTypes } from '@pvz/contracts/equipment';
import type { Sample, SliceSamples } from './sample.js';

/** The routes of both equipment registers, each naming an item of `pointId` (or the point itself). */
export const equipmentSamples: SliceSamples = async (db, pointId) => {
  const author = await db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
  const samples: Record<string, Sample> = {};
  for (const register of equipmentRegisters) {
    const routes = equipmentRoutes(register);
    const type = equipmentTypes[register][0] ?? 'Прочее';
    const { id } = await db
      .insertInto('equipment_items')
      .values({
        register,
        inventory_number: `${register}-${pointId}-${randomUUID()}`,
        name: 'Проверка доступа',
        type,
        state: 'ok',
        point_id: pointId,
        created_by: author.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const post = (url: string, payload: object): Sample => ({
      method: 'POST',
      url,
      payload: { operationId: randomUUID(), ...payload },
    });
    samples[`GET ${routes.list}`] = { method: 'GET', url: `${routes.list}?pointId=${pointId}&page=0&pageSize=25` };
    samples[`GET ${routes.record}`] = { method: 'GET', url: `${routes.record}?id=${id}` };
    samples[`POST ${routes.audit}`] = { method: 'POST', url: routes.audit, payload: { pointId, ids: [id] } };
    samples[`POST ${routes.create}`] = post(routes.create, {
      pointId,
      state: 'ok',
      name: 'Новое',
      type,
      serial: '',
      responsibleId: null,
      note: '',
    });
    samples[`POST ${routes.edit}`] = post(routes.edit, {
      id,
      name: 'Другое',
      type,
      serial: '',
      responsibleId: null,
      note: '',
    });
    samples[`POST ${routes.state}`] = post(routes.state, { ids: [id], state: 'repair', note: '' });
    samples[`POST ${routes.move}`] = post(routes.move, { ids: [id], toPointId: pointId, note: '' });
    samples[`POST ${routes.repair}`] = post(routes.repair, { id, cost: 100, note: '', fixed: false });
    samples[`POST ${routes.photos}`] = post(routes.photos, { id, fileIds: [randomUUID()] });
    samples[`POST ${routes.photoRemove}`] = post(routes.photoRemove, { id, fileId: randomUUID() });
    samples[`POST ${routes.decommission}`] = post(routes.decommission, { ids: [id], reason: 'Проверка' });
  }
  return samples;
};
