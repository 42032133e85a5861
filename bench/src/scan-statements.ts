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
 * The session and access every /api request reads first (plugins/app/sessions.ts resolveAuth); $1 is
 * the session id.
 */
export const sessionQuery = `select s.id, s.kind, s.ends_at, u.id, u.username, r.name, u.role, r.pages, r.columns, u.overrides,
      u.all_points, array(select up.point_id from user_points up where up.user_id = u.id order by up.point_id),
      u.sorting_center_id, u.home_point_id, c.id, c.phone_number, c.fio
    from sessions s
    left join users u on u.id = s.user_id and u.deleted_at is null
    left join roles r on r.code = u.role
    left join clients c on c.id = s.client_id
    where s.id = $1 and s.revoked_at is null and s.idle_expires_at > now()
      and (s.ends_at is null or s.ends_at > now())`;

/**
 * The statements one POST /api/goods/accept-scan runs, in order, transcribed from the gateway's code
 * (plugins/app/sessions.ts resolveAuth, services/operations.ts runOnce, services/goods/accept.ts
 * with the database function goods_accept of migration 0005, rows.ts). When that code changes,
 * change this list with it.
 */
export function scanStatements(parcel: PoolParcel, sessionId: string, adminId: number): Statement[] {
  const operationId = randomUUID();
  return [
    {
      key: 'auth',
      name: 'session and access (every /api request)',
      text: sessionQuery,
      values: () => [sessionId],
    },
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
      name: 'the accepted row for the answer (goodsRowsByIds)',
      text: `select g.*, p.name as point_name, sc.name as sorting_center_name, oa.name as order_account_name,
          m.name as marketplace_name
        from goods g
        left join points p on p.id = g.point_id
        left join sorting_centers sc on sc.id = g.sorting_center_id
        left join order_accounts oa on oa.id = g.order_account_id
        left join marketplaces m on m.id = g.marketplace_id
        where g.id in ($1)`,
      values: () => [parcel.goodsId],
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
