import type { LatLon } from '@pvz/ui/map/map-adapter';

const EARTH_RADIUS_METRES = 6_371_008.8;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/**
 * The vertices of a circle on the ground (providers draw polygons, not circles in metres): the points
 * `radiusMetres` away from the centre at even bearings, by the great-circle destination formula.
 */
export function circleRing(center: LatLon, radiusMetres: number, vertices = 32): LatLon[] {
  const angular = radiusMetres / EARTH_RADIUS_METRES;
  const lat = toRadians(center.latitude);
  const lon = toRadians(center.longitude);
  return Array.from({ length: vertices }, (_, index) => {
    const bearing = (2 * Math.PI * index) / vertices;
    const toLat = Math.asin(Math.sin(lat) * Math.cos(angular) + Math.cos(lat) * Math.sin(angular) * Math.cos(bearing));
    const toLon =
      lon +
      Math.atan2(
        Math.sin(bearing) * Math.sin(angular) * Math.cos(lat),
        Math.cos(angular) - Math.sin(lat) * Math.sin(toLat),
      );
    return { latitude: toDegrees(toLat), longitude: toDegrees(toLon) };
  });
}
