import type { VerifyReturnsBody } from '@pvz/contracts/api/returns';
import { parseScanCode } from '@pvz/contracts/scan-codes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PointOf } from '../../plugins/app/access.js';
import { parcelOfCode } from './return-boxes.js';

/** The points of the rows whose refunds a «Проверено» names. */
export function pointsOfRefunds(app: FastifyInstance): PointOf {
  return async (request: FastifyRequest) => {
    const { refunds } = request.body as VerifyReturnsBody;
    const rows = await app.db
      .selectFrom('goods')
      .select('point_id')
      .distinct()
      .where(
        'id',
        'in',
        refunds.map((refund) => refund.id),
      )
      .execute();
    const points = rows.flatMap((row) => (row.point_id === null ? [] : [row.point_id]));
    return points.length === 0 ? null : points;
  };
}

/**
 * The points of the parcels packed in the return box a request names (`id` in the query, `boxId` in
 * the body): seeing or closing a box needs every one of them in scope. An empty box belongs to no point.
 */
export function pointsOfReturnBox(app: FastifyInstance, part: 'query' | 'body', field: 'id' | 'boxId'): PointOf {
  return async (request: FastifyRequest) => {
    const boxId = (request[part] as Record<string, unknown> | undefined)?.[field];
    if (typeof boxId !== 'number') return null;
    const rows = await app.db
      .selectFrom('goods')
      .select('point_id')
      .distinct()
      .where('return_box_id', '=', boxId)
      .execute();
    return rows.flatMap((row) => (row.point_id === null ? [] : [row.point_id]));
  };
}

/** The point of the parcel a scanned label names: packing a return needs it in scope. */
export function pointOfScannedParcel(app: FastifyInstance): PointOf {
  return async (request: FastifyRequest) => {
    const scanned = parseScanCode((request.body as { code: string }).code);
    if (scanned?.type !== 'item' && scanned?.type !== 'old-item') return null;
    const parcel = await parcelOfCode(app.db, scanned);
    return parcel?.point_id ?? null;
  };
}
