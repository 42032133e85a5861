import { staffSignedIn } from '@pvz/api-client/session/session-slice';
import { createAppStore } from '@pvz/api-client/store';
import type { ChronicleRow } from '@pvz/contracts/api/goods-lists';
import { columnsOf } from '@pvz/contracts/goods-columns';
import { messages } from '@pvz/contracts/messages';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { PurchaseChroniclePage } from './chronicle-page';

installMswServer();

const readAll = Object.fromEntries(columnsOf('purchase').map(({ key }) => [key, 'read' as const]));

const row = (id: number, name: string, deletedAt: string | null): ChronicleRow => ({
  id,
  kind: 'purchase',
  status: 'created',
  oldId: null,
  createdAt: '2026-11-01T09:00:00.000Z',
  createdBy: 'manager',
  updatedAt: '2026-11-01T09:00:00.000Z',
  updatedBy: 'manager',
  name,
  fromName: '+79123456789',
  priceSite: 100_00,
  deletedAt,
});

let listQueries: URLSearchParams[];
let exportQueries: URLSearchParams[];
let exportAnswer: () => Response;

beforeEach(() => {
  listQueries = [];
  exportQueries = [];
  exportAnswer = () =>
    new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
      headers: {
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'x-total-count': '2',
      },
    });
  server.use(
    http.get('/api/reference/choices', () =>
      HttpResponse.json({
        points: [{ id: 1, name: 'ПВЗ_1' }],
        sortingCenters: [],
        marketplaces: [{ id: 4, name: 'Ozon' }],
        orderAccounts: [],
      }),
    ),
    http.get('/api/goods/chronicle/purchase', ({ request }) => {
      listQueries.push(new URL(request.url).searchParams);
      return HttpResponse.json({
        rows: [row(11, 'Иван', null), row(12, 'Пётр', '2026-11-20T07:00:00.000Z')],
        total: 2,
        totals: { priceSite: 200_00 },
      });
    }),
    http.get('/api/goods/chronicle/purchase/export', ({ request }) => {
      exportQueries.push(new URL(request.url).searchParams);
      return exportAnswer();
    }),
  );
  URL.createObjectURL = jest.fn(() => 'blob:chronicle');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

function renderPage() {
  const store = createAppStore();
  store.dispatch(
    staffSignedIn({
      user: { id: 5, username: 'manager', role: 'USER', roleName: 'Менеджер' },
      access: { pages: { 'goods-all-data': 'read' }, columns: { purchase: readAll } },
      scope: { allPoints: false, pointIds: [1], sortingCenterId: null, homePointId: 1 },
      session: { expiresAt: new Date(Date.now() + 3600_000).toISOString(), endsAt: null, listKey: 'a2V5' },
    }),
  );
  return renderWithProviders(<PurchaseChroniclePage />, { store });
}

describe('chronicle page', () => {
  it('shows every row, the deleted ones marked, with the totals', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Хроника: товары клиентов' })).toBeInTheDocument();
    const deleted = (await screen.findByText('Пётр')).closest('[role="row"]') as HTMLElement;
    expect(within(deleted).getByText('20.11.2026, 10:00')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Итого' })).toHaveTextContent('200 ₽');
  });

  it('sends the filter bar to the server and exports the filtered set it streams', async () => {
    const { user } = renderPage();
    await screen.findByText('Иван');
    await user.type(screen.getByLabelText('Телефон клиента'), '913');
    await user.click(screen.getByRole('combobox', { name: 'Маркетплейс' }));
    await user.click(await screen.findByRole('option', { name: 'Ozon' }));
    await waitFor(() =>
      expect(Object.fromEntries(listQueries.at(-1) ?? [])).toMatchObject({
        phone: '913',
        marketplaceId: '4',
        page: '0',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Скачать xlsx' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    expect(Object.fromEntries(exportQueries.at(-1) ?? [])).toMatchObject({ phone: '913', marketplaceId: '4' });
    expect(exportQueries.at(-1)?.has('page')).toBe(false);
  });

  it('says why an export was refused', async () => {
    exportAnswer = () => HttpResponse.json({ error: messages.periodInvalid, code: 'bad-request' }, { status: 400 });
    const { user } = renderPage();
    await screen.findByText('Иван');
    await user.click(screen.getByRole('button', { name: 'Скачать xlsx' }));
    expect(await screen.findByText(messages.periodInvalid)).toBeInTheDocument();
  });
});
