import { randomUUID } from 'node:crypto';
import { boxRoutes } from '@pvz/contracts/api/boxes';
import type { Sample, SliceSamples } from './sample.js';

/** The boxes routes that declare a point, each named for `pointId`: a box of that point and its label. */
export const boxesSamples: SliceSamples = async (db, pointId) => {
  const box = await db
    .insertInto('boxes')
    .values({ point_id: pointId, type: 'standard', created_by: 'admin' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const label = `https://pvz.example/box/${pointId}/${box.id}`;
  const post = (url: string, payload: object): Sample => ({
    method: 'POST',
    url,
    payload: { operationId: randomUUID(), ...payload },
  });
  return {
    [`POST ${boxRoutes.open}`]: post(boxRoutes.open, { pvzId: pointId, type: 'standard', pieces: 1 }),
    [`GET ${boxRoutes.list}`]: { method: 'GET', url: `${boxRoutes.list}?pvzId=${pointId}` },
    [`POST ${boxRoutes.addParcel}`]: post(boxRoutes.addParcel, { boxId: box.id, code: '1/1' }),
    [`POST ${boxRoutes.removeParcel}`]: post(boxRoutes.removeParcel, { boxId: box.id, goodsId: 1 }),
    [`POST ${boxRoutes.courierScan}`]: post(boxRoutes.courierScan, { code: label }),
    [`GET ${boxRoutes.record}`]: { method: 'GET', url: `${boxRoutes.record}?pvzNumber=${pointId}&id=${box.id}` },
    [`POST ${boxRoutes.setStatus}`]: post(boxRoutes.setStatus, { boxId: box.id, status: 'courier' }),
    [`POST ${boxRoutes.accept}`]: post(boxRoutes.accept, { pvzId: pointId, code: label }),
  };
};
