import { staffSignedIn } from '@pvz/api-client/session/session-slice';
import { createAppStore } from '@pvz/api-client/store';
import type { CourierScanBody } from '@pvz/contracts/api/boxes';
import type { SavedRoute, StopOutcomeBody } from '@pvz/contracts/api/itinerary';
import { messages } from '@pvz/contracts/messages';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import CourierRoutePage from './courier-route-page';
import { boxAt, savedRoute } from './route-fixtures';

installMswServer();

let route: SavedRoute;
let outcomes: StopOutcomeBody[];
let scans: CourierScanBody[];

beforeEach(() => {
  const first = savedRoute();
  route = savedRoute({ start: { ...first.start, pickup: { boxes: [boxAt(31, 3)], returns: [] } } }, [
    { state: 'done', finishedAt: '2026-11-27T06:30:00.000Z' },
    { boxes: [boxAt(31, 3)] },
    {},
  ]);
  outcomes = [];
  scans = [];
  server.use(
    http.get('/api/itinerary/mine', () => HttpResponse.json({ routes: [route] })),
    http.post('/api/itinerary/stop', async ({ request }) => {
      const body = (await request.json()) as StopOutcomeBody;
      outcomes.push(body);
      route = {
        ...route,
        stops: route.stops.map((stop) =>
          stop.position === body.position ? { ...stop, state: body.state, reason: body.reason ?? null } : stop,
        ),
      };
      return HttpResponse.json(route);
    }),
    http.post('/api/boxes/courier-scan', async ({ request }) => {
      const body = (await request.json()) as CourierScanBody;
      scans.push(body);
      route = {
        ...route,
        stops: route.stops.map((stop) => ({
          ...stop,
          boxes: stop.boxes.map((box) => ({ ...box, status: 'courier' as const })),
        })),
      };
      return HttpResponse.json({ message: 'На курьере', box: boxAt(31, 3, 'courier') });
    }),
  );
});

function renderPage() {
  const store = createAppStore();
  store.dispatch(
    staffSignedIn({
      user: { id: 7, username: 'courier-anna', role: 'COURIER', roleName: 'Курьер' },
      access: { pages: { 'delivery-courier': 'write' }, columns: {} },
      scope: { allPoints: true, pointIds: [], sortingCenterId: null, homePointId: null },
      session: { expiresAt: new Date(Date.now() + 3600_000).toISOString(), endsAt: null, listKey: 'a2V5' },
    }),
  );
  return renderWithProviders(null, {
    store,
    at: '/itinerary/delivery',
    routes: [{ path: '/itinerary/delivery', element: <CourierRoutePage /> }],
  });
}

describe('«Мой маршрут»', () => {
  it('shows the stops with the next one marked, its boxes and the navigator', async () => {
    renderPage();
    const next = await screen.findByRole('article', { name: 'Остановка 2: ПВЗ 2' });
    expect(within(next).getByText('Следующая')).toBeVisible();
    expect(within(next).getByText(/Коробка №31 — На сортировке/)).toBeVisible();
    expect(within(next).getByRole('link', { name: 'Открыть в навигаторе' })).toHaveAttribute(
      'href',
      'https://yandex.ru/maps/?rtext=~55.75,37.7&rtt=auto',
    );
    expect(screen.getByText('Отмечено 1 из 3')).toBeVisible();
    const done = screen.getByRole('article', { name: 'Остановка 1: ПВЗ 1' });
    expect(within(done).queryByRole('button', { name: 'Выполнено' })).toBeNull();
  });

  it('says which boxes to load at the start', async () => {
    renderPage();
    const loading = await screen.findByRole('list', { name: 'Забрать: Склад' });
    expect(within(loading).getByText('Коробка №31 → ПВЗ Центр')).toBeVisible();
    expect(screen.getByText('Забрать: коробок 1')).toBeVisible();
  });

  it('scans a box from the route and sees it on the courier', async () => {
    const { user } = renderPage();
    await screen.findByRole('article', { name: 'Остановка 2: ПВЗ 2' });
    await user.type(screen.getByLabelText('Штрихкод или QR-код'), 'https://pvz.example/box/3/31{Enter}');
    expect(await screen.findByText('На курьере: коробка №31 · ПВЗ Центр')).toBeVisible();
    expect(scans.map((scan) => scan.code)).toEqual(['https://pvz.example/box/3/31']);
    await waitFor(() => expect(screen.getByText(/Коробка №31 — На курьере/)).toBeVisible());
  });

  it('marks a stop failed only with a reason, and done in one tap', async () => {
    const { user } = renderPage();
    const next = await screen.findByRole('article', { name: 'Остановка 2: ПВЗ 2' });
    await user.click(within(next).getByRole('button', { name: 'Не выполнено' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Отметить невыполненной' }));
    expect(await within(dialog).findByText(messages.itineraryReasonRequired)).toBeVisible();
    expect(outcomes).toEqual([]);
    await user.type(within(dialog).getByLabelText(/Причина/), 'Закрыто');
    await user.click(within(dialog).getByRole('button', { name: 'Отметить невыполненной' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(outcomes[0]).toMatchObject({ routeId: 11, position: 2, state: 'failed', reason: 'Закрыто' });

    const third = await screen.findByRole('article', { name: 'Остановка 3: ПВЗ 3' });
    await waitFor(() => expect(within(third).getByText('Следующая')).toBeVisible());
    await user.click(within(third).getByRole('button', { name: 'Выполнено' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Отметить выполненной' }));
    await waitFor(() => expect(outcomes).toHaveLength(2));
    expect(outcomes[1]).toMatchObject({ position: 3, state: 'done' });
    expect(outcomes[1]).not.toHaveProperty('reason');
  });
});
