import { scopeIncludesPoint, type UserScope } from '@pvz/contracts/access';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { phoneEndingIn } from '../phone-search.js';
import { inPointScope } from '../point-scope.js';

const SUGGESTED_PHONES_MAX = 10;

/** The phones ending in `digits` (4 to 9 of them): of parcels at the scope's points, and of registered clients. */
export async function phonesEndingIn(db: Db, scope: UserScope, digits: string): Promise<string[]> {
  const found = await sql<{ phone: string }>`
    (select distinct client_phone as phone from goods
      where ${phoneEndingIn('client_phone', digits)}
        and deleted_at is null
        and ${inPointScope('point_id', scope)}
      limit ${SUGGESTED_PHONES_MAX})
    union
    (select phone_number from clients
      where ${phoneEndingIn('phone_number', digits)}
      limit ${SUGGESTED_PHONES_MAX})
    order by 1 limit ${SUGGESTED_PHONES_MAX}`.execute(db);
  return found.rows.map((row) => row.phone);
}

/**
 * Where a client's next parcel goes, as far as the scope sees: the point of their parcels not handed
 * over yet, else of their latest parcel, and the cell they hold there.
 */
export async function clientPlace(db: Db, scope: UserScope, phone: string) {
  const open = await db
    .selectFrom('goods')
    .select('point_id')
    .distinct()
    .where('client_phone', '=', phone)
    .where('issued_at', 'is', null)
    .where('deleted_at', 'is', null)
    .where('point_id', 'is not', null)
    .execute();
  const points = open.map((row) => row.point_id as number).filter((id) => scopeIncludesPoint(scope, id));
  const latest =
    points.length > 0
      ? undefined
      : await db
          .selectFrom('goods')
          .select('point_id')
          .where('client_phone', '=', phone)
          .where('deleted_at', 'is', null)
          .where('point_id', 'is not', null)
          .orderBy('created_at', 'desc')
          .limit(1)
          .executeTakeFirst();
  const candidate = points.length === 1 ? points[0] : (latest?.point_id ?? null);
  const pointId =
    candidate !== undefined && candidate !== null && scopeIncludesPoint(scope, candidate) ? candidate : null;
  const held =
    pointId === null
      ? undefined
      : await db
          .selectFrom('cells')
          .select('number')
          .where('point_id', '=', pointId)
          .where('client_phone', '=', phone)
          .executeTakeFirst();
  return { pointId, severalPoints: points.length > 1, cell: held?.number ?? null };
}

/** The name on the client's latest parcel in the caller's points, for the form to fill; '' when none has one. */
export async function latestClientName(db: Db, scope: UserScope, phone: string): Promise<string> {
  const latest = await db
    .selectFrom('goods')
    .select('client_name')
    .where('client_phone', '=', phone)
    .where('client_name', '<>', '')
    .where('deleted_at', 'is', null)
    .where(inPointScope('point_id', scope))
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return latest?.client_name ?? '';
}
