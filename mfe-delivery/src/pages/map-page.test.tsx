import { staffSignedIn } from '@pvz/api-client/session/session-slice';
import { createAppStore } from '@pvz/api-client/store';
import type { AccessLevel } from '@pvz/contracts/access';
import type { CreateMarkerBody, MapPlaces, MarkerIdBody } from '@pvz/contracts/api/maps';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { FakeMapAdapter } from '@pvz/ui/map/fake-map-adapter';
import { MapAdapterProvider } from '@pvz/ui/map/map-context';
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import MapPage from './map-page';

installMswServer();

let places: MapPlaces;
let created: CreateMarkerBody[];
let removed: MarkerIdBody[];

beforeEach(() => {
  created = [];
  removed = [];
  places = {
    apiKey: 'key',
    lang: 'ru_RU',
    points: [
      {
        id: 1,
        name: 'ПВЗ Без адреса',
        address: 'Макеевка',
        latitude: null,
        longitude: null,
        hours: null,
        percents: [],
      },
      {
        id: 2,
        name: 'ПВЗ Центр',
        address: 'Донецк, пр. Мира, 1',
        latitude: 48.01,
        longitude: 37.8,
        hours: 'Пн–Вс 10:00–21:00',
        percents: [
          { marketplace: 'Ozon', percent: 3.5 },
          { marketplace: 'Wildberries', percent: 2 },
        ],
      },
    ],
    markers: [
      {
        id: 7,
        kind: 'our',
        note: 'у рынка',
        latitude: 48.02,
        longitude: 37.81,
        createdBy: 'manager',
        createdAt: '2026-05-04T09:30:00.000Z',
      },
      {
        id: 8,
        kind: 'visited',
        note: 'магазин',
        latitude: 48.03,
        longitude: 37.82,
        createdBy: 'manager',
        createdAt: '2026-05-05T09:30:00.000Z',
      },
    ],
  };
  server.use(
    http.get('/api/map/places', () => HttpResponse.json(places)),
    http.post('/api/map/markers/create', async ({ request }) => {
      const body = (await request.json()) as CreateMarkerBody;
      created.push(body);
      const marker = { id: 9, ...body, createdBy: 'manager', createdAt: '2026-05-06T10:00:00.000Z' };
      places = { ...places, markers: [...places.markers, marker] };
      return HttpResponse.json(marker);
    }),
    http.post('/api/map/markers/delete', async ({ request }) => {
      const body = (await request.json()) as MarkerIdBody;
      removed.push(body);
      places = { ...places, markers: places.markers.filter((marker) => marker.id !== body.id) };
      return HttpResponse.json(body);
    }),
  );
});

function renderPage(level: AccessLevel = 'write') {
  const store = createAppStore();
  store.dispatch(
    staffSignedIn({
      user: { id: 3, username: 'manager', role: 'MANAGER', roleName: 'Менеджер' },
      access: { pages: { 'delivery-map': level }, columns: {} },
      scope: { allPoints: true, pointIds: [], sortingCenterId: null, homePointId: null },
      session: { expiresAt: new Date(Date.now() + 3600_000).toISOString(), endsAt: null, listKey: 'a2V5' },
    }),
  );
  const map = new FakeMapAdapter();
  const page = (
    <MapAdapterProvider adapter={map}>
      <MapPage />
    </MapAdapterProvider>
  );
  return { map, ...renderWithProviders(null, { store, at: '/map', routes: [{ path: '/map', element: page }] }) };
}

describe('«Карта»', () => {
  it('draws the placed points as pins and the markers by type, and opens a card on a click', async () => {
    const { map, user } = renderPage();
    const drawn = await screen.findByTestId('fake-map');
    expect(await within(drawn).findByRole('button', { name: 'ПВЗ Центр' })).toHaveAttribute('data-shape', 'pin');
    expect(within(drawn).getByRole('button', { name: 'Наша точка: у рынка' })).toHaveAttribute('data-shape', 'circle');
    expect(within(drawn).getByRole('button', { name: 'Посещённый: магазин' })).toHaveAttribute('data-shape', 'pin');
    expect(within(drawn).queryByRole('button', { name: 'ПВЗ Без адреса' })).not.toBeInTheDocument();
    expect(map.mounted).toMatchObject({ center: { latitude: 48.01, longitude: 37.8 }, zoom: 12 });

    await user.click(within(drawn).getByRole('button', { name: 'ПВЗ Центр' }));
    const card = screen.getByRole('region', { name: 'ПВЗ Центр' });
    expect(card).toHaveTextContent('Донецк, пр. Мира, 1');
    expect(card).toHaveTextContent('Часы работы: Пн–Вс 10:00–21:00');
    expect(card).toHaveTextContent('Ozon: 3,5 %');
    expect(card).toHaveTextContent('Wildberries: 2 %');

    await user.click(within(drawn).getByRole('button', { name: 'Наша точка: у рынка' }));
    expect(screen.getByRole('region', { name: 'Наша точка: у рынка' })).toHaveTextContent(
      /Добавил: manager, 04\.05\.2026/,
    );

    const points = screen.getByRole('table', { name: 'Точки' });
    expect(within(points).getByRole('row', { name: /ПВЗ Без адреса/ })).toHaveTextContent('Нет координат');
    await user.click(within(points).getByRole('button', { name: 'ПВЗ Без адреса' }));
    expect(screen.getByRole('region', { name: 'ПВЗ Без адреса' })).toHaveTextContent('Часы работы: не указаны');
  });

  it('puts a new marker where the map was clicked, once it has a note', async () => {
    const { map, user } = renderPage();
    await screen.findByTestId('fake-map');
    act(() => map.clickMap({ latitude: 48.05, longitude: 37.9 }));

    const dialog = await screen.findByRole('dialog', { name: 'Новая метка' });
    expect(dialog).toHaveTextContent('Координаты: 48.05000, 37.90000');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(within(dialog).getByText('Введите заметку')).toBeVisible();
    expect(created).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Заметка' }), '  у школы ');
    await user.click(within(dialog).getByRole('radio', { name: 'Посещённый' }));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() =>
      expect(created).toEqual([{ kind: 'visited', note: 'у школы', latitude: 48.05, longitude: 37.9 }]),
    );
    expect(await screen.findByRole('button', { name: 'Посещённый: у школы' })).toHaveAttribute('data-shape', 'pin');
    expect(screen.queryByRole('dialog', { name: 'Новая метка' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Метки' })).getByRole('row', { name: /у школы/ })).toBeVisible();
  });

  it('removes a marker from its card after asking', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Наша точка: у рынка' }));
    await user.click(
      within(screen.getByRole('region', { name: 'Наша точка: у рынка' })).getByRole('button', { name: 'Удалить' }),
    );

    const confirm = screen.getByRole('dialog', { name: 'Удалить метку?' });
    expect(removed).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Удалить' }));

    await waitFor(() => expect(removed).toEqual([{ id: 7 }]));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Наша точка: у рынка' })).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Наша точка: у рынка' })).not.toBeInTheDocument();
  });

  it('lets whoever may only look neither add nor remove', async () => {
    const { map, user } = renderPage('read');
    await user.click(await screen.findByRole('button', { name: 'Посещённый: магазин' }));
    expect(screen.getByRole('region', { name: 'Посещённый: магазин' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Удалить' })).not.toBeInTheDocument();
    act(() => map.clickMap({ latitude: 48.05, longitude: 37.9 }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists the points and markers without a map when there is no key', async () => {
    places = { ...places, apiKey: null };
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Карта не показана: не задан ключ Яндекс Карт (YANDEX_MAPS_API_KEY). Точки и метки — списком ниже.',
    );
    expect(screen.queryByTestId('fake-map')).not.toBeInTheDocument();
    const points = screen.getByRole('table', { name: 'Точки' });
    expect(within(points).getByRole('row', { name: /ПВЗ Центр/ })).toHaveTextContent('48.01000, 37.80000');
    expect(within(points).getByRole('row', { name: /ПВЗ Центр/ })).toHaveTextContent('Ozon: 3,5 %, Wildberries: 2 %');
    const markers = screen.getByRole('table', { name: 'Метки' });
    expect(within(markers).getByRole('row', { name: /у рынка/ })).toHaveTextContent('Наша точка');
    expect(within(markers).getAllByRole('button', { name: 'Удалить' })).toHaveLength(2);
  });
});
