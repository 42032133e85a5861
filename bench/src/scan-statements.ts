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
 * (services/operations.ts runOnce, services/goods/accept.ts with the database function goods_accept of
 * migration 0005, rows.ts and cells.ts). The session is read once per few seconds per caller
 * (services/auth-cache.ts), not per scan. When that code changes, change this list with it.
 */
export function scanStatements(parcel: PoolParcel, adminId: number): Statement[] {
  const operationId = randomUUID();
  return [
    {
      key: 'accept',
      name: 'accept the parcel: row lock, (point, client) lock, cell, stamps, event, notification (goods_accept)',
      text: `select * from goods_accept($1::integer, null::integer, 'purchase'::text, $2::integer, $3::integer,
          'admin'::text, $4::text, $5::uuid, 'Статус заказа'::text,
          'Уважаемый клиент, Ваш заказ готов к получению.'::text)`,
      values: () => [parcel.goodsId, parcel.pointId, adminId, `1/${parcel.goodsId}`, operationId],
    },
    {
      key: 'answer',
      name: 'the accepted row and its cell count for the answer (acceptedAnswer)',
      text: `select g.*,
          (select file_id from goods_files where goods_id = g.id limit 1) as barcode_file_id,
          (select name from points where id = g.point_id) as point_name,
          (select name from sorting_centers where id = g.sorting_center_id) as sorting_center_name,
          (select name from order_accounts where id = g.order_account_id) as order_account_name,
          (select name from marketplaces where id = g.marketplace_id) as marketplace_name,
          (select count(*) from goods where point_id = $2 and cell = g.cell and delivered_pvz_at is not null
            and issued_at is null and deleted_at is null) as cell_count
        from goods g
        where g.id = $1`,
      values: () => [parcel.goodsId, parcel.pointId],
    },
    {
      key: 'operation',
      name: 'operation id (runOnce)',
      text: `insert into operations (id, actor_id, action, status, result) values ($1, $2, 'goods.accept', 200, '{}')
        on conflict (id) do nothing returning id`,
      values: () => [operationId, adminId],
    },
  ];
}
