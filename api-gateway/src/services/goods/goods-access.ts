import type { GoodsTable } from '@pvz/contracts/api/goods-routes';
import type { GoodsKind } from '@pvz/contracts/goods-columns';
import { messages } from '@pvz/contracts/messages';
import type { PageKey } from '@pvz/contracts/pages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../../errors.js';
import type { PointOf } from '../../plugins/app/access.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';

/** The page whose access a goods table or a kind's rows need. */
export const pageOf: Record<GoodsTable | GoodsKind, PageKey> = {
  purchase: 'goods-purchase',
  barcode: 'goods-barcode',
  shop: 'goods-shop',
  all: 'goods-issue',
  // service rows come with the delivery pages; until then their records are part of the hand-over pages
  service: 'goods-issue',
};

/**
 * The points of the rows a request names (`id` or `ids` of its body or query); every one must be in
 * scope. A user of one sorting centre may touch only that centre's rows.
 */
export function pointsOfRows(app: FastifyInstance, part: 'body' | 'query'): PointOf {
  return async (request: FastifyRequest) => {
    const source = request[part] as { id?: number; ids?: number[] } | undefined;
    const ids = source?.ids ?? (source?.id === undefined ? [] : [source.id]);
    if (ids.length === 0) return null;
    const rows = await app.db
      .selectFrom('goods')
      .select(['point_id', 'sorting_center_id'])
      .distinct()
      .where('id', 'in', ids)
      .execute();
    const centre = request.auth?.kind === 'staff' ? request.auth.scope.sortingCenterId : null;
    if (centre !== null && rows.some((row) => row.sorting_center_id !== centre))
      throw forbidden(messages.sortingCenterOutOfScope);
    const points = rows.flatMap((row) => (row.point_id === null ? [] : [row.point_id]));
    return points.length === 0 ? null : points;
  };
}

/** The points a row form writes to: those of the row it changes (`id`), and the point it names (`row.dispatchPVZ`). */
export function pointsWritten(app: FastifyInstance): PointOf {
  const rowsPoints = pointsOfRows(app, 'body');
  return async (request: FastifyRequest) => {
    const target = (request.body as { row?: { dispatchPVZ?: number } } | undefined)?.row?.dispatchPVZ;
    const points = [...[(await rowsPoints(request)) ?? []].flat(), ...(target === undefined ? [] : [target])];
    return points.length === 0 ? null : points;
  };
}

/** A row written by a user of one sorting centre goes to that centre only. */
export function assertSortingCenterInScope(actor: StaffAuth, sortingCenterId: number | null | undefined): void {
  const centre = actor.scope.sortingCenterId;
  if (centre !== null && sortingCenterId !== undefined && sortingCenterId !== centre)
    throw forbidden(messages.sortingCenterOutOfScope);
}
