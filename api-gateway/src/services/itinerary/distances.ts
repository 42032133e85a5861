/**
 * Distances between places for routes (issue 18): the straight line on the Earth's surface times a
 * road factor, at a city driving speed. It needs no network and works offline; a routing engine
 * (OSRM, Valhalla, Yandex's matrix) can stand behind the same interface later.
 */

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export interface Leg {
  metres: number;
  minutes: number;
}

export interface DistanceProvider {
  /** the leg from each place to each other, `legs[from][to]` */
  matrix(places: readonly Coordinates[]): Promise<Leg[][]>;
}

const EARTH_RADIUS_METRES = 6_371_000;
/** Roads are about this much longer than the straight line in a Russian city. */
export const ROAD_FACTOR = 1.3;
/** A courier's average speed in town, with stops at lights: 25 km/h. */
export const CITY_METRES_PER_MINUTE = 25_000 / 60;

/** The great-circle distance (haversine), in metres. */
export function straightMetres(a: Coordinates, b: Coordinates): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLatitude = radians(b.latitude - a.latitude);
  const dLongitude = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLatitude / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLongitude / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export const straightLineProvider: DistanceProvider = {
  async matrix(places) {
    return places.map((from) =>
      places.map((to) => {
        const metres = Math.round(straightMetres(from, to) * ROAD_FACTOR);
        return { metres, minutes: Math.ceil(metres / CITY_METRES_PER_MINUTE) };
      }),
    );
  },
};
