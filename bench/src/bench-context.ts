import type pg from 'pg';
import { benchAdmin } from './bench-config.ts';
import type { RunningChild } from './child-process.ts';
import { staffCookie } from './staff-login.ts';

/** What every phase of the goods bench works with. */
export interface BenchContext {
  client: pg.Client;
  gateway: RunningChild;
  /** the 50 points of the million goods */
  pointIds: number[];
  /** the point the browser scans at (its parcels come from the pool) */
  browserPointId: number;
  /** the admin's signed-in session's Cookie header, and the admin's id */
  cookie: string;
  adminId: number;
}

/** Signs the admin in and reads the bench's points. */
export async function benchContext(client: pg.Client, gateway: RunningChild): Promise<BenchContext> {
  const points = await client.query<{ point_id: number }>('select point_id from bench.points order by ord');
  const poolPoint = await client.query<{ point_id: number }>('select point_id from bench.pool_points where ord = 1');
  const cookie = await staffCookie(gateway.url, benchAdmin.username, benchAdmin.password);
  const admin = await client.query<{ id: number }>('select id from users where lower(username) = $1', [
    benchAdmin.username,
  ]);
  const row = admin.rows[0];
  const browserPointId = poolPoint.rows[0]?.point_id;
  if (!row || browserPointId === undefined) throw new Error('no admin or no pool point');
  return {
    client,
    gateway,
    pointIds: points.rows.map((point) => point.point_id),
    browserPointId,
    cookie,
    adminId: row.id,
  };
}
