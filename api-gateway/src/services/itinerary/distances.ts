import type { Db } from '../../db/database.js';

/**
 * Distances between places for routes (issue 18). The default is the straight line on the Earth's
 * surface times a road factor, at a city driving speed: it needs no network and works offline. An
 * OSRM server, when configured, measures by road; its answers are kept by pair in the database, and
 * when it does not answer the straight line stands in, so a route is always planned.
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
/** How long a routing engine may take to answer before the straight line stands in. */
const ENGINE_TIMEOUT_MS = 5_000;
/** OSRM's default `--max-table-size`: a larger table is refused, so it is not asked. */
const OSRM_TABLE_MAX = 100;

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

/** OSRM's `table` service: driving distances and durations between every pair, in one request. */
export function osrmProvider(baseUrl: string, fetchFn: typeof fetch = fetch): DistanceProvider {
  return {
    async matrix(places) {
      if (places.length > OSRM_TABLE_MAX) return straightLineProvider.matrix(places);
      const coordinates = places.map((place) => `${place.longitude},${place.latitude}`).join(';');
      const url = `${baseUrl.replace(/\/$/, '')}/table/v1/driving/${coordinates}?annotations=distance,duration`;
      const response = await fetchFn(url, { signal: AbortSignal.timeout(ENGINE_TIMEOUT_MS) });
      const body = (await response.json()) as {
        code?: string;
        distances?: (number | null)[][];
        durations?: (number | null)[][];
      };
      if (!response.ok || body.code !== 'Ok' || !body.distances || !body.durations) {
        throw new Error(`OSRM answered ${response.status} ${body.code ?? ''}`);
      }
      const { distances, durations } = body;
      const estimate = await straightLineProvider.matrix(places);
      // OSRM answers null for a pair it cannot route: the straight line stands in, never a free leg
      return places.map((_, from) =>
        places.map((__, to) => {
          const metres = distances[from]?.[to];
          const seconds = durations[from]?.[to];
          if (typeof metres !== 'number' || typeof seconds !== 'number') {
            return estimate[from]?.[to] ?? { metres: 0, minutes: 0 };
          }
          return { metres: Math.round(metres), minutes: Math.ceil(seconds / 60) };
        }),
      );
    },
  };
}

/** Coordinates to 1e-5° (about a metre), the key of a cached pair. */
const key = (degrees: number) => Math.round(degrees * 100_000);

/**
 * A routing engine behind a cache of pairs in `distance_pairs`: the engine is asked only when a pair
 * is missing, and if it fails the straight line answers (and is not cached).
 */
export function cachedProvider(db: Db, name: string, engine: DistanceProvider): DistanceProvider {
  return {
    async matrix(places) {
      const lats = [...new Set(places.map((place) => key(place.latitude)))];
      const cached = await db
        .selectFrom('distance_pairs')
        .select(['from_lat', 'from_lon', 'to_lat', 'to_lon', 'metres', 'minutes'])
        .where('provider', '=', name)
        .where('from_lat', 'in', lats)
        .where('to_lat', 'in', lats)
        .execute();
      const pairKey = (from: Coordinates, to: Coordinates) =>
        `${key(from.latitude)},${key(from.longitude)}>${key(to.latitude)},${key(to.longitude)}`;
      const known = new Map<string, Leg>(
        cached.map((row) => [`${row.from_lat},${row.from_lon}>${row.to_lat},${row.to_lon}`, row]),
      );
      const fromCache = places.map((from) => places.map((to) => known.get(pairKey(from, to))));
      if (fromCache.every((row) => row.every(Boolean))) {
        return fromCache.map((row) => row.map((leg) => ({ metres: leg?.metres ?? 0, minutes: leg?.minutes ?? 0 })));
      }
      let legs: Leg[][];
      try {
        legs = await engine.matrix(places);
      } catch {
        return straightLineProvider.matrix(places);
      }
      const rows = places.flatMap((from, i) =>
        places.map((to, j) => ({
          provider: name,
          from_lat: key(from.latitude),
          from_lon: key(from.longitude),
          to_lat: key(to.latitude),
          to_lon: key(to.longitude),
          ...(legs[i]?.[j] ?? { metres: 0, minutes: 0 }),
        })),
      );
      const unique = [
        ...new Map(rows.map((row) => [`${row.from_lat},${row.from_lon}>${row.to_lat},${row.to_lon}`, row])).values(),
      ];
      // PostgreSQL takes at most 65,535 parameters a statement: 7 a pair
      for (let at = 0; at < unique.length; at += 9_000) {
        await db
          .insertInto('distance_pairs')
          .values(unique.slice(at, at + 9_000))
          .onConflict((conflict) => conflict.doNothing())
          .execute();
      }
      return legs;
    },
  };
}

/** The provider the gateway's configuration asks for. */
export function configuredProvider(db: Db, osrmUrl: string | null): DistanceProvider {
  return osrmUrl ? cachedProvider(db, `osrm:${osrmUrl}`, osrmProvider(osrmUrl)) : straightLineProvider;
}
