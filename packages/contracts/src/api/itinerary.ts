import { type Static, Type } from 'typebox';
import { Box } from './boxes.js';
import { literals, Nullable, OperationId } from './common.js';
import { Id, IsoDate, MultilineText } from './primitives.js';

/**
 * Routes (issue 18): «Маршрут» (/itinerary) plans a route from a start through stops, its legs'
 * distance and time, in the order given or the shortest order the gateway finds («Оптимизировать»),
 * and saves it for a day and a courier; the courier drives it stop by stop (/itinerary/delivery), the
 * dispatcher follows the day (/delivery).
 */
export const itineraryRoutes = {
  /** POST RouteBody → PlannedRoute */
  route: '/api/itinerary/route',
  /** GET → RoutePlaces: what a route may start from and stop at, and who may drive it */
  places: '/api/itinerary/places',
  /** POST SaveRouteBody → SavedRoute; 409 once its courier has started it */
  save: '/api/itinerary/save',
  /** GET DayQuery → DayRoutes: every route of a day, with progress (the dispatcher) */
  day: '/api/itinerary/day',
  /** GET RouteIdQuery → SavedRoute: one route, to change it */
  record: '/api/itinerary/record',
  /** GET DayQuery → DayRoutes: the caller's routes of a day (the courier) */
  mine: '/api/itinerary/mine',
  /** POST StopOutcomeBody → SavedRoute: the courier marks a stop done or failed */
  stop: '/api/itinerary/stop',
  /** POST RouteIdBody → RouteIdBody; 409 once its courier has started it */
  remove: '/api/itinerary/delete',
} as const;

/** Stops a route may have: the optimiser answers within its time limit up to here. */
export const MAX_ROUTE_STOPS = 200;
/** A stop not reached this long after its planned time is late. */
export const LATE_AFTER_MINUTES = 15;
/** The time spent at a stop before driving on: it pushes the planned times of the next stops. */
export const STOP_DWELL_MINUTES = 10;

export const placeKinds = ['point', 'sorting-center', 'delivery-point', 'marker'] as const;
export type PlaceKind = (typeof placeKinds)[number];
export const placeKindTitle: Record<PlaceKind, string> = {
  point: 'ПВЗ',
  'sorting-center': 'СЦ',
  'delivery-point': 'Пункт доставки',
  marker: 'Метка',
};

/** A place named by its kind and id: a point of ours, a sorting centre, a delivery point, a marker. */
export const PlaceRef = Type.Object({ kind: literals(placeKinds), id: Id });
export type PlaceRef = Static<typeof PlaceRef>;
export const placeKey = (place: PlaceRef) => `${place.kind}:${place.id}`;

export const RouteBody = Type.Object({
  /** where the route starts: a sorting centre as a rule */
  start: PlaceRef,
  /** the places to visit, in the order to keep when `optimise` is false */
  stops: Type.Array(PlaceRef, { minItems: 1, maxItems: MAX_ROUTE_STOPS }),
  /** back to the start at the end */
  closed: Type.Boolean(),
  optimise: Type.Boolean(),
});
export type RouteBody = Static<typeof RouteBody>;

export const Place = Type.Object({
  kind: literals(placeKinds),
  id: Type.Integer(),
  name: Type.String(),
  address: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
});
export type Place = Static<typeof Place>;

const Leg = Type.Object({ metres: Type.Integer(), minutes: Type.Integer() });

export const PlannedRoute = Type.Object({
  start: Place,
  /** the stops in the order to drive them, with a point's boxes waiting for shipment or on a courier */
  stops: Type.Array(Type.Object({ ...Place.properties, boxes: Type.Integer() })),
  /** `legs[i]` arrives at `stops[i]`; a closed route has one more, back to the start */
  legs: Type.Array(Leg),
  metres: Type.Integer(),
  minutes: Type.Integer(),
  /** the order is the shortest there is (up to ten stops), not only a good one */
  exact: Type.Boolean(),
});
export type PlannedRoute = Static<typeof PlannedRoute>;

/** A place a route may use, with what a stop there is for. */
const Choice = Type.Object({
  kind: literals(placeKinds),
  id: Type.Integer(),
  name: Type.String(),
  placed: Type.Boolean(),
});
export type PlaceChoice = Static<typeof Choice>;
export const RoutePlaces = Type.Object({
  places: Type.Array(Choice),
  couriers: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
});
export type RoutePlaces = Static<typeof RoutePlaces>;

/** `HH:MM`, Moscow time. */
export const ClockTime = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' });

export const SaveRouteBody = Type.Object({
  operationId: OperationId,
  /** the route to replace; absent for a new one */
  id: Type.Optional(Id),
  day: IsoDate,
  /** when the courier leaves the start */
  startsAt: ClockTime,
  courierId: Id,
  start: PlaceRef,
  /** in the order to drive */
  stops: Type.Array(PlaceRef, { minItems: 1, maxItems: MAX_ROUTE_STOPS }),
  closed: Type.Boolean(),
});
export type SaveRouteBody = Static<typeof SaveRouteBody>;

export const stopStates = ['planned', 'done', 'failed'] as const;
export type StopState = (typeof stopStates)[number];
export const stopStateTitle: Record<StopState, string> = {
  planned: 'Впереди',
  done: 'Выполнено',
  failed: 'Не выполнено',
};

/** What the courier takes at a place of the route. */
export const Pickup = Type.Object({
  /** at the start: the boxes of the route's points still on sorting, to load */
  boxes: Type.Array(Box),
  /** at a point: the ids of its refusals not shipped back to their marketplace yet */
  returns: Type.Array(Type.Integer()),
});
export type Pickup = Static<typeof Pickup>;

export const SavedStop = Type.Object({
  ...Place.properties,
  position: Type.Integer(),
  /** the leg that arrives here */
  legMetres: Type.Integer(),
  legMinutes: Type.Integer(),
  /** `HH:MM`: when the courier should be here */
  plannedAt: Type.String(),
  state: literals(stopStates),
  reason: Nullable(Type.String()),
  photoId: Nullable(Type.String()),
  finishedAt: Nullable(Type.String()),
  /** planned, and more than LATE_AFTER_MINUTES past its time */
  late: Type.Boolean(),
  /** a point's boxes: waiting for shipment, on a courier, delivered on the route's day */
  boxes: Type.Array(Box),
  pickup: Pickup,
});
export type SavedStop = Static<typeof SavedStop>;

export const SavedRoute = Type.Object({
  id: Type.Integer(),
  day: Type.String(),
  startsAt: Type.String(),
  courier: Type.Object({ id: Type.Integer(), name: Type.String() }),
  closed: Type.Boolean(),
  metres: Type.Integer(),
  minutes: Type.Integer(),
  start: Type.Object({ ...Place.properties, pickup: Pickup }),
  stops: Type.Array(SavedStop),
});
export type SavedRoute = Static<typeof SavedRoute>;

export const DayQuery = Type.Object({ day: IsoDate });
export type DayQuery = Static<typeof DayQuery>;
export const DayRoutes = Type.Object({ routes: Type.Array(SavedRoute) });
export type DayRoutes = Static<typeof DayRoutes>;

export const RouteIdBody = Type.Object({ id: Id });
export const RouteIdQuery = RouteIdBody;
export type RouteIdBody = Static<typeof RouteIdBody>;

export const StopOutcomeBody = Type.Object({
  operationId: OperationId,
  routeId: Id,
  position: Type.Integer({ minimum: 1, maximum: MAX_ROUTE_STOPS }),
  /** the place the courier sees at that position: a route saved again since answers 409 */
  place: PlaceRef,
  state: literals(['done', 'failed'] as const),
  /** why a stop failed: required then */
  reason: Type.Optional(MultilineText(500)),
  /** a photo the courier uploaded (purpose `stop`) */
  photoId: Type.Optional(Type.String({ format: 'uuid' })),
});
export type StopOutcomeBody = Static<typeof StopOutcomeBody>;
