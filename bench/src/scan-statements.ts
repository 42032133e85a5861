import { randomUUID } from 'node:crypto';
import type { PoolParcel } from './scan-pool.ts';

/** One SQL statement of a request. */
export interface Statement {
  key: string;
  name: string;
  text: string;
  values: () => unknown[];
}

/**
 * The statements one POST /api/goods/accept-scan runs, in order, transcribed from the gateway's code
 * (services/operations.ts runOnceInStatement, services/goods/accept.ts acceptScanned with the database
 * function goods_accept_scan of migration 0052): one statement in its own transaction, which accepts,
 * reads the answer and writes the operation id. The session is read once per few seconds per caller
 * (services/auth-cache.ts), not per scan. When that code changes, change this list with it.
 */
export function scanStatements(parcel: PoolParcel, adminId: number): Statement[] {
  const operationId = randomUUID();
  return [
    {
      key: 'accept',
      name: 'accept the parcel (goods_accept: row lock, (point, client) lock, cell, stamps, event, notification), its answer and the operation id (goods_accept_scan)',
      text: `select * from goods_accept_scan($1::integer, null::integer, 'purchase'::text, $2::integer, $3::integer,
          'admin'::text, $4::text, $5::uuid, 'Статус заказа'::text,
          'Уважаемый клиент, Ваш заказ готов к получению.'::text, 'goods.accept'::text, $6::text)`,
      values: () => [parcel.goodsId, parcel.pointId, adminId, `1/${parcel.goodsId}`, operationId, 'bench'],
    },
  ];
}
