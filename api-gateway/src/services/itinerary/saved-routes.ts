import { allowsLevel, scopeIncludesPoint, type UserScope } from '@pvz/contracts/access';
import type { Box } from '@pvz/contracts/api/boxes';
import {
  LATE_AFTER_MINUTES,
  type Place,
  type SavedRoute,
  type SavedStop,
  type SaveRouteBody,
  STOP_DWELL_MINUTES,
  type StopOutcomeBody,
} from '@pvz/contracts/api/itinerary';
import { messages } from '@pvz/contracts/messages';
import { ADMIN_ROLE } from '@pvz/contracts/roles';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import { moscowDayStart } from '../../db/moscow-days.js';
import type { Database } from '../../db/schema.js';
import { badRequest, conflict, forbidden, notFound } from '../../errors.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';
import { selectBoxes, toBox } from '../boxes/box-rows.js';
import { returnsToShipAt } from '../returns/returns-to-ship.js';
import { staffAccessOf, staffAccessSelection } from '../staff-access.js';
import type { DistanceProvider } from './distances.js';
import { planRoute } from './plan-route.js';

/** Who may drive routes: staff whose access writes «Мой маршрут» (the director plans, never drives). */
export async function couriers(db: Db): Promise<{ id: number; name: string }[]> {
  const users = await db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.code', 'u.role')
    .select(['u.id', 'u.username', ...staffAccessSelection])
    .where('u.deleted_at', 'is', null)
    .where('u.role', '<>', ADMIN_ROLE)
    .orderBy('u.username')
    .execute();
  return users
    .filter((user) => allowsLevel(staffAccessOf(user).access.pages['delivery-courier'], 'write'))
    .map((user) => ({ id: user.id, name: user.username }));
}

/** `HH:MM` plus minutes, within the day (a route does not run past midnight on the clock shown). */
function clockPlus(startsAt: string, minutes: number): string {
  const [hours = 0, mins = 0] = startsAt.split(':').map(Number);
  const total = hours * 60 + mins + minutes;
  return `${String(Math.floor(total / 60) % 24).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** The instant of a Moscow day's clock time (Moscow keeps UTC+3 all year). */
const moscowInstant = (day: string, startsAt: string, minutes: number) =>
  new Date(`${day}T${startsAt.slice(0, 5)}:00+03:00`).getTime() + minutes * 60_000;

interface RouteRow {
  id: number;
  day: string;
  starts_at: string;
  courier_id: number;
  courier: string;
  closed: boolean;
  metres: number;
  minutes: number;
}

/**
 * Routes with their stops, the boxes of their points and what the courier takes where: the boxes still
 * on sorting at the start, a point's refusals not shipped back at the point.
 */
async function toSavedRoutes(db: Db, routes: RouteRow[], now = Date.now()): Promise<SavedRoute[]> {
  if (routes.length === 0) return [];
  const stops = await db
    .selectFrom('itinerary_stops')
    .selectAll()
    .where(
      'itinerary_id',
      'in',
      routes.map((route) => route.id),
    )
    .orderBy('itinerary_id')
    .orderBy('position')
    .execute();
  const boxesByPoint = await boxesOfPoints(
    db,
    stops.filter((stop) => stop.kind === 'point' && stop.position > 0).map((stop) => stop.place_id),
    routes.map((route) => route.day),
  );
  const returnsByPoint = await returnsToShipAt(
    db,
    stops.filter((stop) => stop.kind === 'point').map((stop) => stop.place_id),
  );
  return routes.map((route) => {
    const own = stops.filter((stop) => stop.itinerary_id === route.id);
    let elapsed = 0;
    const place = (stop: (typeof own)[number]): Place => ({
      kind: stop.kind,
      id: stop.place_id,
      name: stop.name,
      address: stop.address,
      latitude: stop.latitude,
      longitude: stop.longitude,
    });
    const returnsAt = (stop: (typeof own)[number]) =>
      stop.kind === 'point' ? (returnsByPoint.get(stop.place_id) ?? []) : [];
    const saved: SavedStop[] = own.slice(1).map((stop, index) => {
      elapsed += stop.leg_minutes + (index > 0 ? STOP_DWELL_MINUTES : 0);
      const due = moscowInstant(route.day, route.starts_at, elapsed + LATE_AFTER_MINUTES);
      return {
        ...place(stop),
        position: stop.position,
        legMetres: stop.leg_metres,
        legMinutes: stop.leg_minutes,
        plannedAt: clockPlus(route.starts_at, elapsed),
        state: stop.state,
        reason: stop.reason,
        photoId: stop.photo_id,
        finishedAt: stop.finished_at?.toISOString() ?? null,
        late: stop.state === 'planned' && now > due,
        boxes: stop.kind === 'point' ? (boxesByPoint.get(stop.place_id) ?? []) : [],
        pickup: { boxes: [], returns: returnsAt(stop) },
      };
    });
    const start = own[0] as (typeof own)[number];
    return {
      id: route.id,
      day: route.day,
      startsAt: route.starts_at.slice(0, 5),
      courier: { id: route.courier_id, name: route.courier },
      closed: route.closed,
      metres: route.metres,
      minutes: route.minutes,
      start: {
        ...place(start),
        // the boxes are loaded where the route starts: the sorting centre as a rule
        pickup: {
          boxes: saved.flatMap((stop) => stop.boxes.filter((box) => box.status === 'sorting')),
          returns: returnsAt(start),
        },
      },
      stops: saved,
    };
  });
}

/** A point's boxes for a route: not yet delivered, or delivered on or after the route's first day. */
async function boxesOfPoints(db: Db, pointIds: number[], days: string[]): Promise<Map<number, Box[]>> {
  const byPoint = new Map<number, Box[]>();
  if (pointIds.length === 0) return byPoint;
  const since = [...days].sort()[0] as string;
  const rows = await selectBoxes(db)
    .where('b.point_id', 'in', [...new Set(pointIds)])
    .where('b.accepted_at', 'is', null)
    .where((eb) => eb.or([eb('b.delivered_at', 'is', null), eb('b.delivered_at', '>=', moscowDayStart(since))]))
    .orderBy('b.id')
    .execute();
  for (const box of rows.map(toBox)) byPoint.set(box.point.id, [...(byPoint.get(box.point.id) ?? []), box]);
  return byPoint;
}

const selectRoutes = (db: Db) =>
  db
    .selectFrom('itineraries as i')
    .innerJoin('users as u', 'u.id', 'i.courier_id')
    .select(['i.id', 'i.starts_at', 'i.courier_id', 'i.closed', 'i.metres', 'i.minutes', 'u.username as courier'])
    .select(sql<string>`i.day::text`.as('day'))
    .where('i.deleted_at', 'is', null);

/** A route's point stops all lie in the scope. */
const routeInScope = (route: SavedRoute, scope: UserScope) =>
  [route.start, ...route.stops].every((place) => place.kind !== 'point' || scopeIncludesPoint(scope, place.id));

/** The routes of a day the caller oversees: those whose points all lie in their scope. */
export async function routesOfDay(db: Db, scope: UserScope, day: string): Promise<SavedRoute[]> {
  const routes = await selectRoutes(db).where('i.day', '=', day).orderBy('i.starts_at').orderBy('i.id').execute();
  return (await toSavedRoutes(db, routes)).filter((route) => routeInScope(route, scope));
}

/** The caller's own routes of a day, as their courier. */
export async function myRoutes(db: Db, courierId: number, day: string): Promise<SavedRoute[]> {
  const routes = await selectRoutes(db)
    .where('i.day', '=', day)
    .where('i.courier_id', '=', courierId)
    .orderBy('i.starts_at')
    .orderBy('i.id')
    .execute();
  return toSavedRoutes(db, routes);
}

/** One route; with a scope, only one whose points all lie in it (403). */
export async function routeById(db: Db, id: number, scope?: UserScope): Promise<SavedRoute> {
  const row = await selectRoutes(db).where('i.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(messages.itineraryNotFound);
  const route = (await toSavedRoutes(db, [row]))[0] as SavedRoute;
  if (scope && !routeInScope(route, scope)) throw forbidden(messages.pointOutOfScope);
  return route;
}

/**
 * A saved route, locked for a change: it exists, none of its stops is marked yet, and its points lie
 * in the caller's scope (a manager of other points cannot rewrite or drop it).
 */
async function routeToChange(trx: Transaction<Database>, scope: UserScope, id: number) {
  const route = await trx
    .selectFrom('itineraries')
    .select('id')
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (!route) throw notFound(messages.itineraryNotFound);
  const stops = await trx
    .selectFrom('itinerary_stops')
    .select(['kind', 'place_id', 'state'])
    .where('itinerary_id', '=', id)
    .execute();
  if (stops.some((stop) => stop.kind === 'point' && !scopeIncludesPoint(scope, stop.place_id))) {
    throw forbidden(messages.pointOutOfScope);
  }
  if (stops.some((stop) => stop.state !== 'planned')) throw conflict(messages.itineraryStarted);
}

/** Saves a route for a day and a courier in the order given (a new one, or in place of one not started). */
export async function saveRoute(
  trx: Transaction<Database>,
  actor: StaffAuth,
  body: SaveRouteBody,
  distances: DistanceProvider,
): Promise<SavedRoute> {
  if (!(await couriers(trx)).some((courier) => courier.id === body.courierId)) {
    throw badRequest(messages.itineraryCourierUnknown);
  }
  const planned = await planRoute(trx, actor.scope, { ...body, optimise: false }, distances);
  const columns = {
    day: body.day,
    starts_at: body.startsAt,
    courier_id: body.courierId,
    closed: body.closed,
    metres: planned.metres,
    minutes: planned.minutes,
  };
  let routeId: number;
  if (body.id === undefined) {
    routeId = (
      await trx
        .insertInto('itineraries')
        .values({ ...columns, created_by: actor.user.id })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  } else {
    await routeToChange(trx, actor.scope, body.id);
    routeId = body.id;
    await trx.deleteFrom('itinerary_stops').where('itinerary_id', '=', routeId).execute();
    await trx
      .updateTable('itineraries')
      .set({ ...columns, updated_at: sql`now()` })
      .where('id', '=', routeId)
      .execute();
  }
  const places = [planned.start, ...planned.stops];
  await trx
    .insertInto('itinerary_stops')
    .values(
      places.map((place, position) => {
        const leg = position === 0 ? { metres: 0, minutes: 0 } : planned.legs[position - 1];
        return {
          itinerary_id: routeId,
          position,
          kind: place.kind,
          place_id: place.id,
          name: place.name,
          address: place.address,
          latitude: place.latitude,
          longitude: place.longitude,
          leg_metres: leg?.metres ?? 0,
          leg_minutes: leg?.minutes ?? 0,
        };
      }),
    )
    .execute();
  return routeById(trx, routeId);
}

/** Drops a route nobody has started (kept, marked deleted). */
export async function removeRoute(db: Db, actor: StaffAuth, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await routeToChange(trx, actor.scope, id);
    await trx.updateTable('itineraries').set({ deleted_at: sql`now()` }).where('id', '=', id).execute();
  });
}

/**
 * The courier marks a stop of their route done or failed (a reason then), once, with a photo of their
 * own that no other stop carries.
 */
export async function finishStop(trx: Transaction<Database>, actor: StaffAuth, body: StopOutcomeBody): Promise<number> {
  // shared: a change or a delete of the route (FOR UPDATE) waits for this mark, then sees it and refuses
  const route = await trx
    .selectFrom('itineraries')
    .select(['id', 'courier_id'])
    .where('id', '=', body.routeId)
    .where('deleted_at', 'is', null)
    .forShare()
    .executeTakeFirst();
  if (!route) throw notFound(messages.itineraryNotFound);
  if (route.courier_id !== actor.user.id) throw forbidden(messages.itineraryNotYours);
  const stop = await trx
    .selectFrom('itinerary_stops')
    .select(['state', 'kind', 'place_id'])
    .where('itinerary_id', '=', route.id)
    .where('position', '=', body.position)
    .forUpdate()
    .executeTakeFirst();
  if (!stop) throw notFound(messages.itineraryStopUnknown);
  // the courier's screen may show an older order than the one saved since
  if (stop.kind !== body.place.kind || stop.place_id !== body.place.id) throw conflict(messages.itineraryStopMoved);
  if (stop.state !== 'planned') throw conflict(messages.itineraryStopFinished);
  const reason = body.reason?.trim() ?? '';
  if (body.state === 'failed' && reason === '') throw badRequest(messages.itineraryReasonRequired);
  if (body.photoId !== undefined) await checkPhoto(trx, actor, body.photoId);
  await trx
    .updateTable('itinerary_stops')
    .set({
      state: body.state,
      reason: body.state === 'failed' ? reason : null,
      photo_id: body.photoId ?? null,
      finished_at: sql`now()`,
      finished_by: actor.user.id,
    })
    .where('itinerary_id', '=', route.id)
    .where('position', '=', body.position)
    .execute();
  return route.id;
}

/** A stop's photo: the caller's own upload for a stop, on no stop yet (locked until the stop is saved). */
async function checkPhoto(trx: Transaction<Database>, actor: StaffAuth, photoId: string) {
  const file = await trx
    .selectFrom('files')
    .select(['owner_user_id', 'purpose'])
    .where('id', '=', photoId)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  const used = await trx
    .selectFrom('itinerary_stops')
    .select('position')
    .where('photo_id', '=', photoId)
    .executeTakeFirst();
  if (!file || file.owner_user_id !== actor.user.id || file.purpose !== 'stop' || used) {
    throw badRequest(messages.itineraryPhotoInvalid);
  }
}
