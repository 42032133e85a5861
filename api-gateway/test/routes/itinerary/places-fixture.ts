import type { Client } from '../../helpers/test-app.js';

/** Points along Moscow's latitude at the given longitudes, and a sorting centre west of them, made as ADMIN. */
export async function pointsAndCentre(admin: Client, longitudes: readonly (readonly [string, number])[]) {
  const points: Record<string, number> = {};
  for (const [name, longitude] of longitudes) {
    const made = await admin.post('/api/reference/points/create', {
      item: { name, address: `${name}, Москва`, latitude: 55.75, longitude, isPartner: false },
    });
    points[name] = made.json().item.id;
  }
  const centre: number = (
    await admin.post('/api/reference/sorting-centers/create', {
      item: { name: 'СЦ', address: 'Москва, СЦ', latitude: 55.75, longitude: 37.4 },
    })
  ).json().item.id;
  return { points, centre };
}
