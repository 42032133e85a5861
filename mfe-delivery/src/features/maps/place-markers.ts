import { type Marker, type MarkerKind, markerKindTitle, OUR_MARKER_RADIUS_METRES } from '@pvz/contracts/api/maps';
import type { MapMarker } from '@pvz/ui/map/map-adapter';
import { isPlaced } from './map-places';

/** How a marker is named on the map and in its card: «Наша точка: у рынка». */
export const markerTitle = (marker: Marker) => `${markerKindTitle[marker.kind]}: ${marker.note}`;

/** Pins of the places that have coordinates, named by the place. */
export function placePins<T extends { id: number; name: string; latitude: number | null; longitude: number | null }>(
  places: readonly T[],
  color: string,
  onSelect: (place: T) => void,
): MapMarker[] {
  return places.filter(isPlaced).map((place) => ({
    id: `place-${place.id}`,
    latitude: place.latitude,
    longitude: place.longitude,
    shape: 'pin',
    title: place.name,
    color,
    onClick: () => onSelect(place),
  }));
}

/** The managers' markers: «Наша точка» as a circle of its radius, «Посещённый» as a pin. */
export function markerShapes(
  markers: readonly Marker[],
  colors: Record<MarkerKind, string>,
  onSelect: (marker: Marker) => void,
): MapMarker[] {
  return markers.map((marker) => ({
    id: `marker-${marker.id}`,
    latitude: marker.latitude,
    longitude: marker.longitude,
    ...(marker.kind === 'our' ? { shape: 'circle', radiusMetres: OUR_MARKER_RADIUS_METRES } : { shape: 'pin' }),
    title: markerTitle(marker),
    color: colors[marker.kind],
    onClick: () => onSelect(marker),
  }));
}
