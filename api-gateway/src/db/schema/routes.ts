import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, NullableTimestamp } from '../schema.js';

/** A day `YYYY-MM-DD`, read as text. */
type Day = ColumnType<string, string, string>;

export type MarkerKind = 'our' | 'visited';
export type StopKind = 'point' | 'sorting-center' | 'delivery-point' | 'marker';
export type StopState = 'planned' | 'done' | 'failed';

/** A manager's marker on `/map` (0040-maps-and-routes). */
export interface MapMarkersTable {
  id: Generated<number>;
  kind: MarkerKind;
  note: string;
  latitude: number;
  longitude: number;
  created_by: number;
  created_at: CreatedAt;
  deleted_at: NullableTimestamp;
}

/** A route saved for a day and a courier. */
export interface ItinerariesTable {
  id: Generated<number>;
  day: Day;
  /** `HH:MM:SS`, Moscow time: when the courier leaves the start */
  starts_at: string;
  courier_id: number;
  closed: boolean;
  metres: number;
  minutes: number;
  created_by: number;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  deleted_at: NullableTimestamp;
}

/** A place of a saved route: position 0 is the start; the leg is the one that arrives here. */
export interface ItineraryStopsTable {
  itinerary_id: number;
  position: number;
  kind: StopKind;
  place_id: number;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  leg_metres: number;
  leg_minutes: number;
  state: Generated<StopState>;
  reason: string | null;
  photo_id: string | null;
  finished_at: NullableTimestamp;
  finished_by: number | null;
}

/** A routing engine's answer for a pair of places, coordinates in 1e-5 degrees. */
export interface DistancePairsTable {
  provider: string;
  from_lat: number;
  from_lon: number;
  to_lat: number;
  to_lon: number;
  metres: number;
  minutes: number;
  created_at: CreatedAt;
}

/** The tables of maps and routes (0040-maps-and-routes); `Database` extends this. */
export interface RoutesTables {
  map_markers: MapMarkersTable;
  itineraries: ItinerariesTable;
  itinerary_stops: ItineraryStopsTable;
  distance_pairs: DistancePairsTable;
}
