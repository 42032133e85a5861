import type { UserScope } from '@pvz/contracts/access';
import { type Place, type PlaceRef, type PlannedRoute, placeKey } from '@pvz/contracts/api/itinerary';
import { messages } from '@pvz/contracts/messages';
import type { Db } from '../../db/database.js';
import { badRequest } from '../../errors.js';
import { type DistanceProvider, type Leg, straightLineProvider } from './distances.js';
import { optimiseRoute } from './optimise-route.js';
import { routePlaces } from './route-places.js';

/** How long «Оптимизировать» may think: a courier waits for the answer. */
const OPTIMISE_MS = 1_500;

interface RouteAsked {
  start: PlaceRef;
  stops: PlaceRef[];
  closed: boolean;
  optimise: boolean;
}

/** The start is not a stop, and no stop comes twice. */
function checkStops(start: PlaceRef, stops: readonly PlaceRef[]) {
  const keys = stops.map(placeKey);
  if (keys.includes(placeKey(start))) throw badRequest(messages.itineraryStartInStops);
  if (new Set(keys).size !== keys.length) throw badRequest(messages.itineraryStopTwice);
}

/** The boxes of each point still to take there: waiting for shipment or on a courier (distribution). */
async function waitingBoxes(db: Db, places: readonly Place[]): Promise<Map<number, number>> {
  const points = places.filter((place) => place.kind === 'point').map((place) => place.id);
  if (points.length === 0) return new Map();
  const rows = await db
    .selectFrom('boxes')
    .select(['point_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('point_id', 'in', points)
    .where('delivered_at', 'is', null)
    .where('accepted_at', 'is', null)
    .where('deleted_at', 'is', null)
    .groupBy('point_id')
    .execute();
  return new Map(rows.map((row) => [row.point_id, Number(row.n)]));
}

/**
 * A route from the start through the stops, places the caller may use with coordinates: in the order
 * given, or in the shortest order found; each leg's distance and time and the totals.
 */
export async function planRoute(
  db: Db,
  scope: UserScope,
  body: RouteAsked,
  distances: DistanceProvider = straightLineProvider,
): Promise<PlannedRoute> {
  checkStops(body.start, body.stops);
  const places = await routePlaces(db, scope, [body.start, ...body.stops]);
  const legs = await distances.matrix(places);
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
  const driven: Leg[] = path
    .slice(1)
    .map((to, index) => legs[path[index] as number]?.[to] ?? { metres: 0, minutes: 0 });
  const boxes = await waitingBoxes(db, places);
  return {
    start: places[0] as Place,
    stops: order.slice(1).map((index) => {
      const place = places[index] as Place;
      return { ...place, boxes: place.kind === 'point' ? (boxes.get(place.id) ?? 0) : 0 };
    }),
    legs: driven,
    metres: driven.reduce((sum, leg) => sum + leg.metres, 0),
    minutes: driven.reduce((sum, leg) => sum + leg.minutes, 0),
    exact,
  };
}
