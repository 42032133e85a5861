import type { GoodsTable } from '@pvz/contracts/api/goods-routes';
import type { GoodsKind } from '@pvz/contracts/goods-columns';
import type { PageKey } from '@pvz/contracts/pages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PointOf } from '../../plugins/app/access.js';
import type { OperationAnswer } from '../../services/operations.js';

/** The page whose access a goods table or a kind's rows need. */
export const pageOf: Record<GoodsTable | GoodsKind, PageKey> = {
  purchase: 'goods-purchase',
  barcode: 'goods-barcode',
  shop: 'goods-shop',
  all: 'goods-issue',
  // service rows come with the delivery pages; until then their records are part of the hand-over pages
  service: 'goods-issue',
};

/** The points of the rows a request names (`id` or `ids` of its body or query); every one must be in scope. */
export function pointsOfRows(app: FastifyInstance, part: 'body' | 'query'): PointOf {
  return async (request: FastifyRequest) => {
    const source = request[part] as { id?: number; ids?: number[] } | undefined;
    const ids = source?.ids ?? (source?.id === undefined ? [] : [source.id]);
    if (ids.length === 0) return null;
    const rows = await app.db
      .selectFrom('goods')
      .select('point_id')
      .distinct()
      .where('id', 'in', ids)
      .where('point_id', 'is not', null)
      .execute();
    return rows.length === 0 ? null : rows.map((row) => row.point_id as number);
  };
}

/** Sends an operation's answer: the first one, whether it is this request's or a repeat's. */
export function sendOnce(reply: FastifyReply, answer: OperationAnswer) {
  return reply.status(answer.status).send(answer.body);
}
