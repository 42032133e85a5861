import { staffSignedIn } from '@pvz/api-client/session/session-slice';
import { createAppStore } from '@pvz/api-client/store';
import type { SavedRoute } from '@pvz/contracts/api/itinerary';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import DispatchPage from './dispatch-page';
import { boxAt, savedRoute } from './route-fixtures';

installMswServer();

let routes: SavedRoute[];
let removed: number[];
let askedDays: string[];

beforeEach(() => {
  routes = [
    savedRoute({ id: 11 }, [
      { state: 'done', photoId: '0b7e6d2c-4a55-4a8e-9d3c-1f0e6b9a1c11', finishedAt: '2026-11-27T06:31:00.000Z' },
      { state: 'failed', reason: 'Закрыто', finishedAt: '2026-11-27T07:00:00.000Z' },
      { late: true, boxes: [boxAt(31, 4, 'courier'), boxAt(32, 4)] },
    ]),
    savedRoute({ id: 12, courier: { id: 8, name: 'courier-boris' }, startsAt: '10:00' }),
  ];
  removed = [];
  askedDays = [];
  server.use(
    http.get('/api/itinerary/day', ({ request }) => {
      askedDays.push(new URL(request.url).searchParams.get('day') ?? '');
      return HttpResponse.json({ routes });
    }),
    http.post('/api/itinerary/delete', async ({ request }) => {
      const { id } = (await request.json()) as { id: number };
      removed.push(id);
      routes = routes.filter((route) => route.id !== id);
      return HttpResponse.json({ id });
    }),
  );
});

function renderPage() {
  const store = createAppStore();
  store.dispatch(
    staffSignedIn({
      user: { id: 5, username: 'dispatcher', role: 'ADMINISTRATOR', roleName: 'Управляющий' },
      access: { pages: { 'delivery-dispatch': 'read', 'delivery-itinerary': 'write' }, columns: {} },
      scope: { allPoints: true, pointIds: [], sortingCenterId: null, homePointId: null },
      session: { expiresAt: new Date(Date.now() + 3600_000).toISOString(), endsAt: null, listKey: 'a2V5' },
    }),
  );
  return renderWithProviders(null, {
    store,
    at: '/delivery?day=2026-11-27',
    routes: [{ path: '/delivery', element: <DispatchPage /> }],
  });
}

describe('«Доставки дня»', () => {
  it('shows each courier’s progress, the boxes on the courier and the late stops', async () => {
    renderPage();
    const anna = await screen.findByRole('article', { name: 'Маршрут №11: courier-anna' });
    expect(askedDays).toEqual(['2026-11-27']);
    expect(within(anna).getByText('Отмечено 2 из 3')).toBeVisible();
    expect(within(anna).getByText('Опаздывает: 1')).toBeVisible();
    expect(within(anna).getByText('Не выполнено: 1')).toBeVisible();
    expect(within(anna).getByText('Коробок на курьере: 1')).toBeVisible();
    expect(within(anna).getByText(/Закрыто/)).toBeVisible();
    expect(within(anna).getByRole('link', { name: 'фото' })).toHaveAttribute(
      'href',
      '/api/files?id=0b7e6d2c-4a55-4a8e-9d3c-1f0e6b9a1c11',
    );
    // a started route stands
    expect(within(anna).queryByRole('button', { name: 'Удалить' })).toBeNull();
  });

  it('changes or deletes a route nobody has started, after a confirmation', async () => {
    const { user } = renderPage();
    const boris = await screen.findByRole('article', { name: 'Маршрут №12: courier-boris' });
    expect(within(boris).getByRole('link', { name: 'Изменить' })).toHaveAttribute('href', '/itinerary?route=12');
    await user.click(within(boris).getByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить маршрут?' });
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(removed).toEqual([12]));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Маршрут №12: courier-boris' })).toBeNull());
  });
});
