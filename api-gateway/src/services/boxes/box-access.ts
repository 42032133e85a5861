import { parseScanCode } from '@pvz/contracts/scan-codes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PointOf } from '../../plugins/app/access.js';

async function pointOfBox(app: FastifyInstance, id: unknown): Promise<number | null> {
  if (typeof id !== 'number') return null;
  const box = await app.db
    .selectFrom('boxes')
    .select('point_id')
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return box?.point_id ?? null;
}

/** The destination point of the box a request names by `boxId` (body) or `id` (query). */
export function pointOfBoxIn(app: FastifyInstance, part: 'body' | 'query', field: 'boxId' | 'id'): PointOf {
  return (request: FastifyRequest) => pointOfBox(app, (request[part] as Record<string, unknown> | undefined)?.[field]);
}

/** The destination point of the box whose label a request carries in `body.code` (not a box label: none). */
export function pointOfBoxLabel(app: FastifyInstance): PointOf {
  return (request: FastifyRequest) => {
    const scanned = parseScanCode(String((request.body as { code?: unknown } | undefined)?.code ?? ''));
    return scanned?.type === 'box' ? pointOfBox(app, scanned.id) : null;
  };
}
