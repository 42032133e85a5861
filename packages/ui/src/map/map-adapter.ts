/**
 * Our own view of a map, whatever draws it: pages speak to this interface and never to a provider's
 * API, so a provider can be swapped and tests can draw the map with plain buttons.
 */

export interface LatLon {
  latitude: number;
  longitude: number;
}

export interface MapMarker {
  id: string;
  latitude: number;
  longitude: number;
  /** a pin at the place, or a circle of `radiusMetres` around it */
  shape: 'pin' | 'circle';
  radiusMetres?: number;
  /** what the marker is called: its tooltip and accessible name */
  title: string;
  /** a CSS colour */
  color?: string;
  onClick?: () => void;
}

export interface MapMountOptions {
  center: LatLon;
  zoom: number;
  /** a click on the map itself (not on a marker) */
  onClick?: (at: LatLon) => void;
}

/** A map drawn in a container: its markers are replaced as a whole. */
export interface MapView {
  setMarkers(markers: readonly MapMarker[]): void;
  destroy(): void;
}

export interface MapAdapter {
  /** Draws a map in the container; rejects when the provider cannot be loaded. */
  mount(container: HTMLElement, options: MapMountOptions): Promise<MapView>;
}
