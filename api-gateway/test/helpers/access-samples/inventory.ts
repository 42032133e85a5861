import { randomUUID } from 'node:crypto';
import { inventoryRoutes, inventoryScopes } from '@pvz/contracts/api/inventory';
import type { Sample, SliceSamples } from './sample.js';

/** The inventory routes that declare a point, each named for `pointId`: both counts, a saved report of each. */
export const inventorySamples: SliceSamples = async (db, pointId) => {
  const author = await db.selectFrom('users').select(['id', 'username']).orderBy('id').executeTakeFirstOrThrow();
  const samples: Record<string, Sample> = {};
  for (const scope of inventoryScopes) {
    const report = await db
      .insertInto('inventory_reports')
      .values({
        scope,
        point_id: pointId,
        author_id: author.id,
        author: author.username,
        scanned: 0,
        found: 0,
        unknown_codes: '[]',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    samples[`POST ${inventoryRoutes.check(scope)}`] = {
      method: 'POST',
      url: inventoryRoutes.check(scope),
      payload: { operationId: randomUUID(), pvzId: pointId, codes: ['1/1'] },
    };
    samples[`GET ${inventoryRoutes.reports(scope)}`] = {
      method: 'GET',
      url: `${inventoryRoutes.reports(scope)}?pvzId=${pointId}&page=0&pageSize=10`,
    };
    samples[`GET ${inventoryRoutes.report(scope)}`] = {
      method: 'GET',
      url: `${inventoryRoutes.report(scope)}?id=${report.id}`,
    };
  }
  return samples;
};
