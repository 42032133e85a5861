import type { Box } from '@pvz/contracts/api/boxes';
import type { SavedRoute, SavedStop } from '@pvz/contracts/api/itinerary';

/** A box of a point, as the gateway answers it. */
export function boxAt(id: number, pointId: number, status: Box['status'] = 'sorting'): Box {
  return {
    id,
    point: { id: pointId, name: 'ПВЗ Центр', address: 'Москва, Центр' },
    type: 'standard',
    pieces: 1,
    status,
    parcels: 3,
    createdAt: '2026-11-27T06:00:00.000Z',
    createdBy: 'sorter',
    sortedAt: status === 'sorting' ? null : '2026-11-27T07:00:00.000Z',
    sortedBy: status === 'sorting' ? null : 'courier-anna',
    deliveredAt: null,
    deliveredBy: null,
    acceptedAt: null,
    acceptedBy: null,
  };
}

const stop = (position: number, fields: Partial<SavedStop> = {}): SavedStop => ({
  kind: 'point',
  id: position + 1,
  name: `ПВЗ ${position}`,
  address: `Москва, ${position}`,
  latitude: 55.75,
  longitude: 37.5 + position / 10,
  position,
  legMetres: 8_200,
  legMinutes: 20,
  plannedAt: `09:${String(position * 20).padStart(2, '0')}`,
  state: 'planned',
  reason: null,
  photoId: null,
  finishedAt: null,
  late: false,
  boxes: [],
  pickup: { boxes: [], returns: [] },
  ...fields,
});

/** A saved route of three points for the component tests, as the gateway answers it. */
export function savedRoute(fields: Partial<SavedRoute> = {}, stops: Partial<SavedStop>[] = [{}, {}, {}]): SavedRoute {
  return {
    id: 11,
    day: '2026-11-27',
    startsAt: '09:00',
    courier: { id: 7, name: 'courier-anna' },
    closed: false,
    metres: 24_600,
    minutes: 60,
    start: {
      kind: 'sorting-center',
      id: 1,
      name: 'Склад',
      address: 'Москва, Склад',
      latitude: 55.75,
      longitude: 37.4,
      pickup: { boxes: [], returns: [] },
    },
    stops: stops.map((fieldsOfStop, index) => stop(index + 1, fieldsOfStop)),
    ...fields,
  };
}
