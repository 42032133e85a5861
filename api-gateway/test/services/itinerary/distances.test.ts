import { cachedProvider, osrmProvider, straightLineProvider } from '../../../src/services/itinerary/distances.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const places = [
  { latitude: 55.75, longitude: 37.5 },
  { latitude: 55.75, longitude: 37.6 },
  { latitude: 55.76, longitude: 37.7 },
];

/** An OSRM server's `table` answer: 1 km and 2 minutes per index apart; counts the calls. */
function fakeOsrm(status = 200) {
  const calls: string[] = [];
  const fetchFn = (async (url: string | URL | Request) => {
    calls.push(String(url));
    const size = String(url).split('/driving/')[1]?.split('?')[0]?.split(';').length ?? 0;
    const grid = (unit: number) =>
      Array.from({ length: size }, (_, from) => Array.from({ length: size }, (__, to) => Math.abs(from - to) * unit));
    const body = status === 200 ? { code: 'Ok', distances: grid(1000), durations: grid(120) } : { code: 'NoTable' };
    return new Response(JSON.stringify(body), { status });
  }) as typeof fetch;
  return { calls, fetchFn };
}

describe('distances behind a routing engine', () => {
  it('asks OSRM once for a set of places, then answers from the pairs kept in the database', async () => {
    const osrm = fakeOsrm();
    const provider = cachedProvider(t.app.db, 'osrm:test', osrmProvider('http://osrm.test/', osrm.fetchFn));
    const first = await provider.matrix(places);
    expect(osrm.calls).toEqual([
      'http://osrm.test/table/v1/driving/37.5,55.75;37.6,55.75;37.7,55.76?annotations=distance,duration',
    ]);
    expect(first[0]?.[2]).toEqual({ metres: 2000, minutes: 4 });
    const second = await provider.matrix([places[2], places[0]] as typeof places);
    expect(osrm.calls).toHaveLength(1);
    expect(second[1]?.[0]).toEqual({ metres: 2000, minutes: 4 });
    // a new place needs the engine again
    await provider.matrix([...places, { latitude: 55.8, longitude: 37.6 }]);
    expect(osrm.calls).toHaveLength(2);
  });

  it('falls back to the straight line when the engine fails, and keeps nothing of it', async () => {
    const broken = fakeOsrm(500);
    const provider = cachedProvider(t.app.db, 'osrm:broken', osrmProvider('http://osrm.test', broken.fetchFn));
    expect(await provider.matrix(places)).toEqual(await straightLineProvider.matrix(places));
    await provider.matrix(places);
    expect(broken.calls).toHaveLength(2);
  });
});
