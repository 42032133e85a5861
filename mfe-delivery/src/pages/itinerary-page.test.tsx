import { staffSignedIn } from '@pvz/api-client/session/session-slice';
import { createAppStore } from '@pvz/api-client/store';
import type { PlaceRef, PlannedRoute, RouteBody, RoutePlaces, SaveRouteBody } from '@pvz/contracts/api/itinerary';
import { moscowDay } from '@pvz/contracts/moscow-time';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import ItineraryPage from './itinerary-page';
import { savedRoute } from './route-fixtures';

installMswServer();

const names: Record<string, string> = {
  'sorting-center:1': 'Склад',
  'point:2': 'ПВЗ Восток',
  'point:3': 'ПВЗ Центр',
  'marker:4': 'Рынок',
};
const place = ({ kind, id }: PlaceRef) => ({
  kind,
  id,
  name: names[`${kind}:${id}`] ?? '',
  address: `${names[`${kind}:${id}`]}, Москва`,
  latitude: 55.75,
  longitude: 37.6,
});
const places: RoutePlaces = {
  places: [
    { kind: 'sorting-center', id: 1, name: 'Склад', placed: true },
    { kind: 'point', id: 2, name: 'ПВЗ Восток', placed: true },
    { kind: 'point', id: 3, name: 'ПВЗ Центр', placed: true },
    { kind: 'point', id: 5, name: 'ПВЗ без адреса', placed: false },
    { kind: 'marker', id: 4, name: 'Рынок', placed: true },
  ],
  couriers: [{ id: 7, name: 'courier-anna' }],
};
let asked: RouteBody[];
let saved: SaveRouteBody[];

beforeEach(() => {
  asked = [];
  saved = [];
  server.use(
    http.get('/api/itinerary/places', () => HttpResponse.json(places)),
    http.post('/api/itinerary/route', async ({ request }) => {
      const body = (await request.json()) as RouteBody;
      asked.push(body);
      // the gateway's answer: the shortest order puts the centre first
      const order = body.optimise ? [...body.stops].sort((a, b) => b.id - a.id) : body.stops;
      const answer: PlannedRoute = {
        start: place(body.start),
        stops: order.map((stop) => ({ ...place(stop), boxes: stop.id === 3 ? 2 : 0 })),
        legs: order.map(() => ({ metres: 8_200, minutes: 20 })),
        metres: 8_200 * order.length,
        minutes: 20 * order.length,
        exact: body.optimise,
      };
      return HttpResponse.json(answer);
    }),
    http.post('/api/itinerary/save', async ({ request }) => {
      const body = (await request.json()) as SaveRouteBody;
      saved.push(body);
      return HttpResponse.json(savedRoute({ id: 11, day: body.day, startsAt: body.startsAt }));
    }),
  );
});

function renderPage(level: 'read' | 'write' = 'write') {
  const store = createAppStore();
  store.dispatch(
    staffSignedIn({
      user: { id: 5, username: 'dispatcher', role: 'ADMINISTRATOR', roleName: 'Управляющий' },
      access: { pages: { 'delivery-itinerary': level }, columns: {} },
      scope: { allPoints: true, pointIds: [], sortingCenterId: null, homePointId: null },
      session: { expiresAt: new Date(Date.now() + 3600_000).toISOString(), endsAt: null, listKey: 'a2V5' },
    }),
  );
  return renderWithProviders(null, {
    store,
    at: '/itinerary',
    routes: [{ path: '/itinerary', element: <ItineraryPage /> }],
  });
}

async function chooseRoute(user: ReturnType<typeof renderPage>['user']) {
  await user.click(await screen.findByLabelText('Откуда'));
  await user.click(await screen.findByRole('option', { name: 'СЦ · Склад' }));
  await user.click(screen.getByLabelText('Остановки'));
  expect(screen.getByRole('option', { name: 'ПВЗ · ПВЗ без адреса — нет координат' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await user.click(screen.getByRole('option', { name: 'ПВЗ · ПВЗ Восток' }));
  await user.click(screen.getByLabelText('Остановки'));
  await user.click(screen.getByRole('option', { name: 'ПВЗ · ПВЗ Центр' }));
  await user.click(screen.getByLabelText('Остановки'));
  await user.click(screen.getByRole('option', { name: 'Метка · Рынок' }));
  await user.keyboard('{Escape}');
}

describe('«Маршрут»', () => {
  it('asks for the shortest order, shows each leg and the boxes, and keeps an order changed by hand', async () => {
    const { user } = renderPage();
    await chooseRoute(user);
    await user.click(screen.getByRole('button', { name: 'Оптимизировать' }));

    const order = await screen.findByRole('region', { name: 'Порядок остановок' });
    await waitFor(() => expect(within(order).getAllByRole('row')[1]).toHaveTextContent('Рынок'));
    const centre = within(order).getAllByRole('row')[2] as HTMLElement;
    expect(centre).toHaveTextContent(/ПВЗ Центр.*2.*8,2\sкм.*20 мин/);
    expect(screen.getByText(/Всего: 24,6\sкм, 1 ч 00 мин — кратчайший порядок/)).toBeVisible();
    expect(asked[0]).toEqual({
      start: { kind: 'sorting-center', id: 1 },
      stops: [
        { kind: 'point', id: 2 },
        { kind: 'point', id: 3 },
        { kind: 'marker', id: 4 },
      ],
      closed: false,
      optimise: true,
    });

    await user.click(within(order).getByRole('button', { name: 'Ниже: Метка · Рынок' }));
    await user.click(screen.getByRole('button', { name: 'Пересчитать в этом порядке' }));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]?.stops.map((stop) => stop.id)).toEqual([3, 4, 2]);
    expect(asked[1]?.optimise).toBe(false);
  });

  it('saves the route for a day and a courier', async () => {
    const { user } = renderPage();
    await chooseRoute(user);
    const panel = screen.getByRole('region', { name: 'Назначение маршрута' });
    const save = within(panel).getByRole('button', { name: 'Сохранить маршрут' });
    expect(save).toBeDisabled();
    await user.click(within(panel).getByLabelText('Курьер'));
    await user.click(await screen.findByRole('option', { name: 'courier-anna' }));
    await user.click(save);
    await waitFor(() => expect(saved).toHaveLength(1));
    // today in Moscow, whatever the browser's time zone (the courier's page asks for Moscow's day)
    expect(saved[0]).toMatchObject({
      day: moscowDay(),
      courierId: 7,
      startsAt: '09:00',
      closed: false,
      start: { kind: 'sorting-center', id: 1 },
    });
    expect(saved[0]?.stops).toHaveLength(3);
    expect(await within(panel).findByText(/Маршрут сохранён: courier-anna/)).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Доставки дня' })).toHaveAttribute(
      'href',
      `/delivery?day=${saved[0]?.day}`,
    );
  });

  it('does not offer saving to those who only read the page', async () => {
    renderPage('read');
    await screen.findByLabelText('Откуда');
    expect(screen.queryByRole('region', { name: 'Назначение маршрута' })).toBeNull();
  });
});
