import { staffSignedIn } from '@pvz/api-client/session/session-slice';
import { createAppStore } from '@pvz/api-client/store';
import type { DeliveryPointsMap } from '@pvz/contracts/api/maps';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { FakeMapAdapter } from '@pvz/ui/map/fake-map-adapter';
import { MapAdapterProvider } from '@pvz/ui/map/map-context';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import DeliveryPointsMapPage from './delivery-points-map-page';

installMswServer();

let answer: DeliveryPointsMap;

beforeEach(() => {
  answer = {
    apiKey: 'key',
    lang: 'ru_RU',
    points: [
      {
        id: 4,
        name: 'Доставка Север',
        address: 'Горловка, ул. Победы, 5',
        latitude: 48.3,
        longitude: 38.05,
        customers: [
          { name: 'Анна', phone: '+79490000001', rows: 2, value: 150_000, fees: 7_500 },
          { name: 'Борис', phone: '+79490000002', rows: 1, value: 40_050, fees: 2_000 },
        ],
      },
      { id: 5, name: 'Доставка Юг', address: 'Мариуполь', latitude: null, longitude: null, customers: [] },
    ],
  };
  server.use(http.get('/api/map/delivery-points', () => HttpResponse.json(answer)));
});

function renderPage() {
  const store = createAppStore();
  store.dispatch(
    staffSignedIn({
      user: { id: 3, username: 'manager', role: 'MANAGER', roleName: 'Менеджер' },
      access: { pages: { 'delivery-map-dp': 'read' }, columns: {} },
      scope: { allPoints: true, pointIds: [], sortingCenterId: null, homePointId: null },
      session: { expiresAt: new Date(Date.now() + 3600_000).toISOString(), endsAt: null, listKey: 'a2V5' },
    }),
  );
  const page = (
    <MapAdapterProvider adapter={new FakeMapAdapter()}>
      <DeliveryPointsMapPage />
    </MapAdapterProvider>
  );
  return renderWithProviders(null, { store, at: '/map-dp', routes: [{ path: '/map-dp', element: page }] });
}

// Intl separates thousands with no-break spaces; compare as people read it
const shown = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');

describe('«Карта пунктов доставки»', () => {
  it('shows the customers waiting for a point in its card, from the map and from the list', async () => {
    const { user } = renderPage();
    const drawn = await screen.findByTestId('fake-map');
    await user.click(await within(drawn).findByRole('button', { name: 'Доставка Север' }));
    const card = screen.getByRole('region', { name: 'Доставка Север' });
    const anna = within(card).getByRole('row', { name: /Анна/ });
    expect(shown(anna)).toBe('Анна+7949000000121 500 ₽75 ₽');
    expect(shown(within(card).getByRole('row', { name: /Борис/ }))).toContain('400,50 ₽');
    expect(within(drawn).queryByRole('button', { name: 'Доставка Юг' })).not.toBeInTheDocument();

    const list = screen.getByRole('table', { name: 'Пункты доставки' });
    expect(within(list).getByRole('row', { name: /Доставка Север/ })).toHaveTextContent(/48\.30000, 38\.05000\s*2$/);
    const south = within(list).getByRole('row', { name: /Доставка Юг/ });
    expect(south).toHaveTextContent(/Нет координат\s*0$/);
    await user.click(within(south).getByRole('button', { name: 'Доставка Юг' }));
    expect(screen.getByRole('region', { name: 'Доставка Юг' })).toHaveTextContent('Никто не ждёт доставки сюда');
  });

  it('leaves the sums out for whoever may not see them', async () => {
    answer.points[0]?.customers.forEach((customer) => {
      delete customer.value;
      delete customer.fees;
    });
    const { user } = renderPage();
    await user.click(
      await within(await screen.findByTestId('fake-map')).findByRole('button', { name: 'Доставка Север' }),
    );
    const card = screen.getByRole('region', { name: 'Доставка Север' });
    expect(within(card).queryByRole('columnheader', { name: 'Товар' })).not.toBeInTheDocument();
    expect(shown(within(card).getByRole('row', { name: /Анна/ }))).toBe('Анна+794900000012');
  });

  it('lists the delivery points without a map when there is no key', async () => {
    answer = { ...answer, apiKey: null };
    const { user } = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Карта не показана: не задан ключ Яндекс Карт (YANDEX_MAPS_API_KEY). Пункты доставки — списком ниже.',
    );
    expect(screen.queryByTestId('fake-map')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Доставка Север' }));
    expect(
      within(screen.getByRole('region', { name: 'Доставка Север' })).getByRole('row', { name: /Борис/ }),
    ).toBeVisible();
  });
});
