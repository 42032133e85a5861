import { type Static, Type } from 'typebox';
import { literals, Nullable } from './common.js';
import { DerivedMoney } from './derived-money.js';
import { Id, Text } from './primitives.js';

/**
 * Maps (issue 18): `/map` shows our points and the managers' markers, `/map-dp` the delivery service's
 * points with their customers and what waits for them. The key of the Yandex Maps API and the language
 * to load it in come with the data: without a key the pages show lists.
 */
export const mapRoutes = {
  /** GET → MapPlaces */
  places: '/api/map/places',
  /** POST CreateMarkerBody → Marker */
  createMarker: '/api/map/markers/create',
  /** POST MarkerIdBody → MarkerIdBody */
  removeMarker: '/api/map/markers/delete',
  /** GET → DeliveryPointsMap */
  deliveryPoints: '/api/map/delivery-points',
  /** GET → MapKey: for picking a point's place in /admin/pvz */
  key: '/api/map/key',
} as const;

export const markerKinds = ['our', 'visited'] as const;
export type MarkerKind = (typeof markerKinds)[number];
export const markerKindTitle: Record<MarkerKind, string> = { our: 'Наша точка', visited: 'Посещённый' };
/** «Наша точка» is drawn as a circle of this radius. */
export const OUR_MARKER_RADIUS_METRES = 40;

export const Latitude = Type.Number({ minimum: -90, maximum: 90 });
export const Longitude = Type.Number({ minimum: -180, maximum: 180 });

export const Marker = Type.Object({
  id: Type.Integer(),
  kind: literals(markerKinds),
  note: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  createdBy: Type.String(),
  createdAt: Type.String(),
});
export type Marker = Static<typeof Marker>;

export const CreateMarkerBody = Type.Object({
  kind: literals(markerKinds),
  /** checked again after trimming: «Введите заметку» */
  note: Text(500, 1),
  latitude: Latitude,
  longitude: Longitude,
});
export type CreateMarkerBody = Static<typeof CreateMarkerBody>;
export const MarkerIdBody = Type.Object({ id: Id });
export type MarkerIdBody = Static<typeof MarkerIdBody>;

/** The Yandex Maps JS API key (public, limited by the site's address); null: the pages show lists. */
const ApiKey = Nullable(Type.String());

/** The language and region the Yandex Maps JS API is loaded in (its `lang`) unless the gateway's YANDEX_MAPS_LANG says another. */
export const DEFAULT_MAP_LANG = 'ru_RU';
/** What YANDEX_MAPS_LANG may be: two lowercase letters, an underscore, two capitals (ru_RU, en_US, uk_UA …). */
export const MAP_LANG_PATTERN = '^[a-z]{2}_[A-Z]{2}$';
const MapLang = Type.String({ pattern: MAP_LANG_PATTERN });

export const MapKey = Type.Object({ apiKey: ApiKey, lang: MapLang });
export type MapKey = Static<typeof MapKey>;

export const MapPoint = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  address: Type.String(),
  latitude: Nullable(Type.Number()),
  longitude: Nullable(Type.Number()),
  /** opening hours as the office wrote them; null: not told */
  hours: Nullable(Type.String()),
  /** the point's service percent per marketplace */
  percents: DerivedMoney(
    'percentClient',
    Type.Array(Type.Object({ marketplace: Type.String(), percent: Type.Number() })),
    ['service'],
  ),
});
export type MapPoint = Static<typeof MapPoint>;

export const MapPlaces = Type.Object({
  apiKey: ApiKey,
  lang: MapLang,
  points: Type.Array(MapPoint),
  markers: Type.Array(Marker),
});
export type MapPlaces = Static<typeof MapPlaces>;

export const DeliveryPointOnMap = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  address: Type.String(),
  latitude: Nullable(Type.Number()),
  longitude: Nullable(Type.Number()),
  /** customers with unpaid service rows to this point */
  customers: Type.Array(
    Type.Object({
      /** the service rows' «Заказчик» and phone, each absent for whoever may not see that column */
      name: Type.Optional(Type.String()),
      phone: Type.Optional(Type.String()),
      rows: Type.Integer(),
      /** the goods' value and the service's fees of those rows, kopecks: shown to whoever sees those columns */
      value: DerivedMoney('purchaseOfGoods', Type.Integer(), ['service']),
      fees: DerivedMoney('amountFromClient', Type.Integer(), ['service']),
    }),
  ),
});
export type DeliveryPointOnMap = Static<typeof DeliveryPointOnMap>;
export const DeliveryPointsMap = Type.Object({
  apiKey: ApiKey,
  lang: MapLang,
  points: Type.Array(DeliveryPointOnMap),
});
export type DeliveryPointsMap = Static<typeof DeliveryPointsMap>;
