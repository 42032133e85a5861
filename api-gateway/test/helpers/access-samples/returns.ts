import { randomUUID } from 'node:crypto';
import { returnsRoutes } from '@pvz/contracts/api/returns';
import type { SliceSamples } from './sample.js';

/**
 * The returns routes that declare a point, each named for `pointId`: a refused parcel of it, an open
 * box, and a box holding a packed refusal of the point.
 */
export const returnsSamples: SliceSamples = async (db, pointId) => {
  const marketplace = await db.selectFrom('marketplaces').select('id').orderBy('id').executeTakeFirstOrThrow();
  const parcel = await db
    .insertInto('goods')
    .values({
      kind: 'purchase',
      point_id: pointId,
      marketplace_id: marketplace.id,
      client_phone: '+79120000002',
      issued_at: new Date(),
      outcome: 'defect',
      created_by: 'test',
      updated_by: 'test',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const box = await db
    .insertInto('return_boxes')
    .values({ marketplace_id: marketplace.id, created_by: 'test' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const packed = await db
    .insertInto('return_boxes')
    .values({ marketplace_id: marketplace.id, created_by: 'test' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('goods')
    .values({
      kind: 'purchase',
      point_id: pointId,
      marketplace_id: marketplace.id,
      client_phone: '+79120000002',
      issued_at: new Date(),
      outcome: 'defect',
      return_box_id: packed.id,
      created_by: 'test',
      updated_by: 'test',
    })
    .execute();
  const operationId = () => randomUUID();
  const query = `page=0&pageSize=10&pvzId=${pointId}`;
  return {
    [`GET ${returnsRoutes.list}`]: { method: 'GET', url: `${returnsRoutes.list}?${query}` },
    [`GET ${returnsRoutes.woyaList}`]: {
      method: 'GET',
      url: `${returnsRoutes.woyaList}?${query}&marketplaceId=${marketplace.id}`,
    },
    [`POST ${returnsRoutes.ship}`]: {
      method: 'POST',
      url: returnsRoutes.ship,
      payload: { operationId: operationId(), ids: [parcel.id] },
    },
    [`POST ${returnsRoutes.verify}`]: {
      method: 'POST',
      url: returnsRoutes.verify,
      payload: { operationId: operationId(), refunds: [{ id: parcel.id, priceRefund: 0 }] },
    },
    [`POST ${returnsRoutes.pack}`]: {
      method: 'POST',
      url: returnsRoutes.pack,
      payload: { operationId: operationId(), boxId: box.id, code: `1/${parcel.id}` },
    },
    [`GET ${returnsRoutes.box}`]: { method: 'GET', url: `${returnsRoutes.box}?id=${packed.id}` },
    [`POST ${returnsRoutes.closeBox}`]: {
      method: 'POST',
      url: returnsRoutes.closeBox,
      payload: { operationId: operationId(), boxId: packed.id },
    },
    [`POST ${returnsRoutes.unpack}`]: {
      method: 'POST',
      url: returnsRoutes.unpack,
      payload: { operationId: operationId(), boxId: box.id, id: parcel.id },
    },
  };
};
