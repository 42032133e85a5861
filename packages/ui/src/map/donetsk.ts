import type { LatLon } from '@pvz/ui/map/map-adapter';

/** Donetsk: where a map with nothing placed on it opens. */
export const DONETSK: LatLon = { latitude: 48.0159, longitude: 37.8028 };
