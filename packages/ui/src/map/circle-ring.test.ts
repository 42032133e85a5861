import { circleRing } from '@pvz/ui/map/circle-ring';

/** Great-circle distance by the haversine formula: an independent check of the ring. */
function haversineMetres(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(h));
}

const donetsk = { latitude: 48.0159, longitude: 37.8028 };

describe('circleRing', () => {
  it('puts 32 vertices 40 m from the centre, to within a metre', () => {
    const ring = circleRing(donetsk, 40);
    expect(ring).toHaveLength(32);
    for (const vertex of ring) expect(Math.abs(haversineMetres(donetsk, vertex) - 40)).toBeLessThan(1);
  });

  it('goes round the centre: north first, then east, south and west', () => {
    const [north, east, south, west] = [0, 8, 16, 24].map((index) => circleRing(donetsk, 40)[index]);
    expect(north?.latitude).toBeGreaterThan(donetsk.latitude);
    expect(east?.longitude).toBeGreaterThan(donetsk.longitude);
    expect(south?.latitude).toBeLessThan(donetsk.latitude);
    expect(west?.longitude).toBeLessThan(donetsk.longitude);
  });
});
