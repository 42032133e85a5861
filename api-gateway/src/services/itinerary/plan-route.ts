import { scopeIncludesPoint, type UserScope } from '@pvz/contracts/access';
import type { PlannedRoute, RouteBody } from '@pvz/contracts/api/itinerary';
import { describe, messages } from '@pvz/contracts/messages';
import type { Db } from '../../db/database.js';
import { badRequest, forbidden, notFound, unprocessable } from '../../errors.js';
import { type DistanceProvider, straightLineProvider } from './distances.js';
import { optimiseRoute } from './optimise-route.js';

/** How long «Оптимизировать» may think: a courier waits for the answer. */
const OPTIMISE_MS = 1_500;

/**
 * A route from the start through the stops, all points of the caller's scope with coordinates: in
 * the order given, or in the shortest order found; each leg's distance and time and the totals.
 */
export async function planRoute(
  db: Db,
  scope: UserScope,
  body: RouteBody,
  distances: DistanceProvider = straightLineProvider,
): Promise<PlannedRoute> {
  if (body.stops.includes(body.start)) throw badRequest(messages.itineraryStartInStops);
  const ids = [body.start, ...body.stops];
  if (ids.some((id) => !scopeIncludesPoint(scope, id))) throw forbidden(messages.pointOutOfScope);
  const found = await db
    .selectFrom('points')
    .select(['id', 'name', 'address', 'latitude', 'longitude'])
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .execute();
  if (found.length !== ids.length) throw notFound(messages.pointUnknown);
  const places = ids.map((id) => found.find((point) => point.id === id) as (typeof found)[number]);
  const unplaced = places.filter((place) => place.latitude === null || place.longitude === null);
  if (unplaced.length > 0) throw unprocessable(describe.itineraryNoCoordinates(unplaced.map((place) => place.name)));
  const legs = await distances.matrix(
    places.map((place) => ({ latitude: place.latitude as number, longitude: place.longitude as number })),
  );
  const problem = {
    size: places.length,
    closed: body.closed,
    distance: (from: number, to: number) => legs[from]?.[to]?.metres ?? 0,
  };
  const given = places.map((_, index) => index);
  const { order, exact } = body.optimise
    ? await optimiseRoute(problem, { timeLimitMs: OPTIMISE_MS })
    : { order: given, exact: false };
  const path = body.closed ? [...order, 0] : order;
  const driven = path.slice(1).map((to, index) => {
    const from = path[index] as number;
    const leg = legs[from]?.[to] ?? { metres: 0, minutes: 0 };
    return {
      from: (places[from] as (typeof places)[number]).id,
      to: (places[to] as (typeof places)[number]).id,
      ...leg,
    };
  });
  const place = (index: number) => {
    const point = places[index] as (typeof places)[number];
    return { id: point.id, name: point.name, address: point.address };
  };
  return {
    start: place(0),
    stops: order.slice(1).map(place),
    legs: driven,
    metres: driven.reduce((sum, leg) => sum + leg.metres, 0),
    minutes: driven.reduce((sum, leg) => sum + leg.minutes, 0),
    exact,
  };
}
