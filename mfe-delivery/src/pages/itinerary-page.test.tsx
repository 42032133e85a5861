import { staffSignedIn } from '@pvz/api-client/session/session-slice';
import { createAppStore } from '@pvz/api-client/store';
import type { PlannedRoute, RouteBody } from '@pvz/contracts/api/itinerary';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import ItineraryPage from './itinerary-page';

installMswServer();

const place = (id: number, name: string) => ({ id, name, address: `${name}, Москва` });
let asked: RouteBody[];

beforeEach(() => {
  asked = [];
  server.use(
    http.get('/api/reference/choices', () =>
      HttpResponse.json({
        points: [
          { id: 1, name: 'Склад' },
          { id: 2, name: 'ПВЗ Восток' },
          { id: 3, name: 'ПВЗ Центр' },
        ],
        sortingCenters: [],
        marketplaces: [],
        orderAccounts: [],
        categories: [],
        companies: [],
      }),
    ),
    http.post('/api/itinerary/route', async ({ request }) => {
      const body = (await request.json()) as RouteBody;
      asked.push(body);
      // the gateway's answer: the shortest order puts the centre first
      const order = body.optimise ? [3, 2] : body.stops;
      const names: Record<number, string> = { 2: 'ПВЗ Восток', 3: 'ПВЗ Центр' };
      const answer: PlannedRoute = {
        start: place(1, 'Склад'),
        stops: order.map((id) => place(id, names[id] ?? '')),
        legs: order.map((id, index) => ({
          from: index === 0 ? 1 : (order[index - 1] as number),
          to: id,
          metres: 8_200,
          minutes: 20,
        })),
        metres: 16_400,
        minutes: 40,
        exact: body.optimise,
      };
      return HttpResponse.json(answer);
    }),
  );
});

function renderPage() {
  const store = createAppStore();
  store.dispatch(
    staffSignedIn({
      user: { id: 5, username: 'courier', role: 'COURIER', roleName: 'Курьер' },
      access: { pages: { 'delivery-itinerary': 'read' }, columns: {} },
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

describe('«Маршрут»', () => {
  it('asks for the shortest order, shows each leg, and keeps an order changed by hand', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByLabelText('Откуда'));
    await user.click(await screen.findByRole('option', { name: 'Склад' }));
    await user.click(screen.getByLabelText('Остановки'));
    await user.click(screen.getByRole('option', { name: 'ПВЗ Восток' }));
    await user.click(screen.getByLabelText('Остановки'));
    await user.click(screen.getByRole('option', { name: 'ПВЗ Центр' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Оптимизировать' }));

    const order = await screen.findByRole('region', { name: 'Порядок остановок' });
    await waitFor(() => expect(within(order).getAllByRole('row')[1]).toHaveTextContent('ПВЗ Центр'));
    expect(within(order).getAllByRole('row')[1]).toHaveTextContent(/8,2\sкм.*20 мин/);
    expect(screen.getByText(/Всего: 16,4\sкм, 40 мин — кратчайший порядок/)).toBeVisible();
    expect(asked).toEqual([{ start: 1, stops: [2, 3], closed: false, optimise: true }]);

    await user.click(within(order).getByRole('button', { name: 'Ниже: ПВЗ Центр' }));
    await user.click(screen.getByRole('button', { name: 'Пересчитать в этом порядке' }));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]).toEqual({ start: 1, stops: [2, 3], closed: false, optimise: false });
    await waitFor(() => expect(within(order).getAllByRole('row')[1]).toHaveTextContent('ПВЗ Восток'));
  });
});
