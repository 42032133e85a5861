import { DONETSK } from '@pvz/ui/map/donetsk';
import type { LatLon } from '@pvz/ui/map/map-adapter';

export const MAP_ZOOM = 12;

/** A point, delivery point or marker: its coordinates may not be set yet. */
interface Place {
  latitude: number | null;
  longitude: number | null;
}

export const isPlaced = <T extends Place>(place: T): place is T & LatLon =>
  place.latitude !== null && place.longitude !== null;

/** Where the map opens: the first place with coordinates, else Donetsk. */
export function openingCenter(places: readonly Place[]): LatLon {
  const first = places.find(isPlaced);
  return first ? { latitude: first.latitude, longitude: first.longitude } : DONETSK;
}

/** «48.01590, 37.80280» (about a metre), or «Нет координат». */
export function formatCoordinates(place: Place): string {
  return isPlaced(place) ? `${place.latitude.toFixed(5)}, ${place.longitude.toFixed(5)}` : 'Нет координат';
}

/** «Ozon: 3,5 %»: a point's service percent on a marketplace. */
export const formatPercent = ({ marketplace, percent }: { marketplace: string; percent: number }) =>
  `${marketplace}: ${percent.toLocaleString('ru-RU')} %`;
