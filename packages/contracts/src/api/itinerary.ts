import { type Static, Type } from 'typebox';
import { Id } from './primitives.js';

/**
 * «Маршрут» (/itinerary, issue 18): a route from a start point through stops, its legs' distance and
 * time, in the order given or the shortest order the gateway finds («Оптимизировать»).
 */
export const itineraryRoutes = {
  /** POST RouteBody → PlannedRoute */
  route: '/api/itinerary/route',
} as const;

/** Stops a route may have: the optimiser answers within its time limit up to here. */
export const MAX_ROUTE_STOPS = 200;

export const RouteBody = Type.Object({
  /** the point the route starts from */
  start: Id,
  /** the points to visit, in the order to keep when `optimise` is false */
  stops: Type.Array(Id, { minItems: 1, maxItems: MAX_ROUTE_STOPS, uniqueItems: true }),
  /** back to the start at the end */
  closed: Type.Boolean(),
  optimise: Type.Boolean(),
});
export type RouteBody = Static<typeof RouteBody>;

const Place = Type.Object({ id: Type.Integer(), name: Type.String(), address: Type.String() });

export const PlannedRoute = Type.Object({
  start: Place,
  /** the stops in the order to drive them */
  stops: Type.Array(Place),
  legs: Type.Array(
    Type.Object({ from: Type.Integer(), to: Type.Integer(), metres: Type.Integer(), minutes: Type.Integer() }),
  ),
  metres: Type.Integer(),
  minutes: Type.Integer(),
  /** the order is the shortest there is (up to ten stops), not only a good one */
  exact: Type.Boolean(),
});
export type PlannedRoute = Static<typeof PlannedRoute>;
