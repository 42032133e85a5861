import { staffSignedIn } from '@pvz/api-client/session/session-slice';
import { createAppStore } from '@pvz/api-client/store';
import type { GoodsRow } from '@pvz/contracts/api/goods';
import { columnsOf } from '@pvz/contracts/goods-columns';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { ExpiredPage } from './working-list-page';

installMswServer();

const readAll = (kind: 'purchase' | 'barcode') =>
  Object.fromEntries(columnsOf(kind).map(({ key }) => [key, 'read' as const]));

const row = (id: number, kind: 'purchase' | 'barcode', name: string): GoodsRow => ({
  id,
  kind,
  status: 'at-point',
  oldId: null,
  createdAt: '2026-11-01T09:00:00.000Z',
  createdBy: 'manager',
  updatedAt: '2026-11-01T09:00:00.000Z',
  updatedBy: 'manager',
  name,
  fromName: '+79123456789',
  deliveredPVZ: '2026-11-10T08:30:00.000Z',
});

let requests: URL[];

beforeEach(() => {
  requests = [];
  server.use(
    http.get('/api/reference/choices', () =>
      HttpResponse.json({
        points: [{ id: 1, name: 'ПВЗ_1' }],
        sortingCenters: [],
        marketplaces: [],
        orderAccounts: [],
      }),
    ),
    http.get('/api/goods/lists/expired/:kind', ({ request, params }) => {
      requests.push(new URL(request.url));
      const rows =
        params.kind === 'purchase'
          ? [row(11, 'purchase', 'Иван'), row(12, 'purchase', 'Пётр')]
          : [row(21, 'barcode', 'Ольга')];
      return HttpResponse.json({
        rows,
        total: rows.length,
        totals: {},
        daysAtPoint: { 11: 5, 12: 8, 21: 6 },
        warningDays: 7,
      });
    }),
  );
});

function renderPage() {
  const store = createAppStore();
  store.dispatch(
    staffSignedIn({
      user: { id: 5, username: 'manager', role: 'USER', roleName: 'Менеджер' },
      access: {
        pages: { 'goods-expired': 'read' },
        columns: { purchase: readAll('purchase'), barcode: readAll('barcode') },
      },
      scope: { allPoints: false, pointIds: [1], sortingCenterId: null, homePointId: 1 },
      session: { expiresAt: new Date(Date.now() + 3600_000).toISOString(), endsAt: null, listKey: 'a2V5' },
    }),
  );
  return renderWithProviders(<ExpiredPage />, { store });
}

describe('expired list page', () => {
  it('shows the days at the point and marks the parcels whose clients were warned', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Истекает срок хранения' })).toBeInTheDocument();
    const warned = (await screen.findByText('Пётр')).closest('[role="row"]') as HTMLElement;
    expect(within(warned).getByText('8 · клиент предупреждён')).toBeInTheDocument();
    const fresh = screen.getByText('Иван').closest('[role="row"]') as HTMLElement;
    expect(within(fresh).getByText('5')).toBeInTheDocument();
    expect(within(fresh).queryByText(/предупреждён/)).not.toBeInTheDocument();
    expect(requests.at(-1)?.pathname).toBe('/api/goods/lists/expired/purchase');
  });

  it('switches the kind and the point on the server', async () => {
    const { user } = renderPage();
    await screen.findByText('Иван');
    await user.click(screen.getByRole('button', { name: 'Доставка по штрих-коду (QR)' }));
    expect(await screen.findByText('Ольга')).toBeInTheDocument();
    expect(requests.at(-1)?.pathname).toBe('/api/goods/lists/expired/barcode');
    await user.click(screen.getByRole('combobox', { name: 'ПВЗ' }));
    await user.click(await screen.findByRole('option', { name: 'ПВЗ_1' }));
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('pvzId')).toBe('1'));
  });
});
