import { staffSignedIn } from '@pvz/api-client/session/session-slice';
import { createAppStore } from '@pvz/api-client/store';
import type { GoodsRow } from '@pvz/contracts/api/goods';
import { columnsOf } from '@pvz/contracts/goods-columns';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { act, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { GoodsRouter } from './goods-router-page';

jest.mock('../features/issuing/components/issue-scan-listener', () => ({ IssueScanListener: () => null }));
jest.mock('./issue-page', () => ({ __esModule: true, default: () => <h1>Выдача клиенту</h1> }));

installMswServer();

const readAll = (kind: 'purchase' | 'barcode' | 'shop') =>
  Object.fromEntries(columnsOf(kind).map(({ key }) => [key, 'read' as const]));
let listQueries: { path: string; query: Record<string, string> }[];
const twoPoints = [
  { id: 1, name: 'ПВЗ_1', atPoint: 3, onTheWay: 5 },
  { id: 2, name: 'ПВЗ_2', atPoint: 0, onTheWay: 1 },
];
/** the points of the issuing page's chooser */
let allGoodsPoints: typeof twoPoints = [];

function renderAt(at: string, homePointId: number | null = null) {
  const store = createAppStore();
  store.dispatch(
    staffSignedIn({
      user: { id: 5, username: 'operator', role: 'PVZ', roleName: 'Оператор ПВЗ' },
      access: {
        pages: { 'goods-purchase': 'read', 'goods-issue': 'read' },
        columns: { purchase: readAll('purchase'), barcode: readAll('barcode'), shop: readAll('shop') },
      },
      scope: { allPoints: false, pointIds: [1, 2], sortingCenterId: null, homePointId },
      session: { expiresAt: new Date(Date.now() + 3600_000).toISOString(), endsAt: null, listKey: 'a2V5' },
    }),
  );
  return renderWithProviders(null, {
    store,
    at,
    routes: [
      { path: '/spreadsheets/our-ransom/*', element: <GoodsRouter table="purchase" /> },
      { path: '/spreadsheets/all-goods/*', element: <GoodsRouter table="all" /> },
      { path: '/spreadsheets/record/*', element: <h1>Карточка товара</h1> },
    ],
  });
}

const shopRow: GoodsRow = {
  id: 31,
  kind: 'shop',
  status: 'at-point',
  oldId: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  createdBy: 'manager',
  updatedAt: '2026-11-20T09:00:00.000Z',
  updatedBy: 'manager',
  name: 'Ольга',
};

beforeEach(() => {
  listQueries = [];
  allGoodsPoints = [];
  server.use(
    http.get('/api/reference/choices', () =>
      HttpResponse.json({
        points: [{ id: 1, name: 'ПВЗ_1' }],
        sortingCenters: [],
        marketplaces: [],
        orderAccounts: [],
      }),
    ),
    http.get('/api/goods/:table/points-summary', ({ params }) =>
      HttpResponse.json({ points: params.table === 'purchase' ? twoPoints : allGoodsPoints }),
    ),
    http.get('/api/goods/:table/list', ({ request, params }) => {
      listQueries.push({ path: String(params.table), query: Object.fromEntries(new URL(request.url).searchParams) });
      return HttpResponse.json({ rows: [shopRow], total: 1, totals: {} });
    }),
  );
});

describe('goods table routes', () => {
  it("chooses among the user's points, each with what is at it and on its way", async () => {
    const { user, router } = renderAt('/spreadsheets/our-ransom/info');
    expect(screen.getByRole('heading', { level: 1, name: 'Товары клиентов' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'ПВЗ' });
    const second = within(list).getByRole('link', { name: /ПВЗ_2/ });
    expect(second).toHaveAttribute('href', '/spreadsheets/our-ransom/2');
    expect(within(list).getByRole('link', { name: /ПВЗ_1/ })).toHaveTextContent('На ПВЗ: 3В пути: 5');

    await user.click(second);
    expect(router.state.location.pathname).toBe('/spreadsheets/our-ransom/2');
    expect(await screen.findByText('Ольга')).toBeInTheDocument();
    expect(listQueries.at(-1)).toEqual({
      path: 'purchase',
      query: { pvzId: '2', view: 'work', page: '0', pageSize: '25' },
    });
  });

  it('opens the home point at once, and shows the chooser when asked to choose', async () => {
    const { user, router } = renderAt('/spreadsheets/our-ransom/info', 2);
    expect(await screen.findByText('Ольга')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/spreadsheets/our-ransom/2');

    await user.click(screen.getByRole('link', { name: 'Выбрать ПВЗ' }));
    expect(await screen.findByRole('list', { name: 'ПВЗ' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/spreadsheets/our-ransom/info');
  });

  it('opens the issuing page at the only point of the user', async () => {
    allGoodsPoints = [{ id: 1, name: 'ПВЗ_1', atPoint: 1, onTheWay: 0 }];
    const { router } = renderAt('/spreadsheets/all-goods');
    expect(await screen.findByText('Ольга')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/spreadsheets/all-goods/1');
  });

  it('starts the issuing page at its chooser, and says so when the user has no point to choose', async () => {
    const { router } = renderAt('/spreadsheets/all-goods');
    expect(await screen.findByText('Нет ПВЗ, доступных вам.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/spreadsheets/all-goods/info');
    expect(screen.getByRole('heading', { level: 1, name: 'Выдача' })).toBeInTheDocument();
  });

  it("shows the kind's path alone as the table of every point of the user's", async () => {
    renderAt('/spreadsheets/our-ransom');
    expect(await screen.findByText('Ольга')).toBeInTheDocument();
    expect(screen.getByText('Все ПВЗ')).toBeInTheDocument();
    expect(listQueries.at(-1)?.query).toEqual({ view: 'all', page: '0', pageSize: '25' });
  });

  it("lists every kind together on the issuing page of a point, and opens a client's hand-over", async () => {
    const { router } = renderAt('/spreadsheets/all-goods/1');
    const row = (await screen.findByText('Ольга')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Магазин')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Открыть запись 31' })).toHaveAttribute(
      'href',
      '/spreadsheets/record/shop/1/31',
    );
    expect(listQueries.at(-1)?.path).toBe('all');

    await act(() => router.navigate('/spreadsheets/all-goods/1/+79123456789/17'));
    expect(await screen.findByRole('heading', { name: 'Выдача клиенту' })).toBeInTheDocument();
  });

  it("opens a row's record page from the keyboard", async () => {
    const { user, router } = renderAt('/spreadsheets/all-goods/1');
    await user.click(await screen.findByRole('gridcell', { name: 'Ольга' }));
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/spreadsheets/record/shop/1/31');
  });

  it('answers an address it does not know with the 404 panel', async () => {
    renderAt('/spreadsheets/our-ransom/info/more');
    expect(
      screen.getByRole('heading', { name: 'Page Not Found: /spreadsheets/our-ransom/info/more' }),
    ).toBeInTheDocument();
  });

  it('takes only a point number as a point', async () => {
    renderAt('/spreadsheets/our-ransom/abc');
    expect(screen.getByRole('heading', { name: 'Page Not Found: /spreadsheets/our-ransom/abc' })).toBeInTheDocument();
  });
});
