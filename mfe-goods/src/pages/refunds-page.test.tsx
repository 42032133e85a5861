import { staffSignedIn } from '@pvz/api-client/session/session-slice';
import { createAppStore } from '@pvz/api-client/store';
import type { ReturnRow } from '@pvz/contracts/api/returns';
import { describe as say } from '@pvz/contracts/messages';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import RefundsPage from './refunds-page';

installMswServer();

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
type Level = 'hidden' | 'read' | 'write';
const office: Record<string, Level> = {
  dispatchPVZ: 'read',
  fromName: 'read',
  productName: 'read',
  marketplace: 'read',
  priceSite: 'read',
  additionally: 'read',
  issued: 'read',
  shipped: 'write',
  verified: 'write',
  priceRefund: 'write',
};

const refused = (id: number, fields: Partial<ReturnRow> = {}): ReturnRow => ({
  id,
  kind: 'purchase',
  returnBoxId: null,
  dispatchPVZ: { id: 1, name: 'ПВЗ_1' },
  fromName: '+79123456789',
  productName: `Товар ${id}`,
  marketplace: { id: 4, name: 'Ozon' },
  price: 1500_50,
  additionally: 'refusal-cash',
  issued: '2026-11-20T09:00:00.000Z',
  shipped: null,
  verified: null,
  priceRefund: null,
  ...fields,
});

let listQueries: URLSearchParams[];
let rows: ReturnRow[];

function renderPage(level: 'read' | 'write' = 'write', columns = office) {
  const store = createAppStore();
  store.dispatch(
    staffSignedIn({
      user: { id: 5, username: 'office', role: 'OFFICE', roleName: 'Офис' },
      access: { pages: { 'goods-refunds': level }, columns: { purchase: columns } },
      scope: { allPoints: true, pointIds: [], sortingCenterId: null, homePointId: null },
      session: { expiresAt: new Date(Date.now() + 3600_000).toISOString(), endsAt: null, listKey: 'a2V5' },
    }),
  );
  return renderWithProviders(<RefundsPage />, { store });
}

beforeEach(() => {
  listQueries = [];
  rows = [
    refused(11),
    refused(12, { additionally: 'defect', shipped: { at: '2026-11-21T08:30:00.000Z', by: 'returner' } }),
  ];
  server.use(
    http.get('/api/reference/choices', () =>
      HttpResponse.json({
        points: [{ id: 1, name: 'ПВЗ_1' }],
        sortingCenters: [],
        marketplaces: [{ id: 4, name: 'Ozon' }],
        orderAccounts: [],
      }),
    ),
    http.get('/api/goods/returns/list', ({ request }) => {
      listQueries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ rows, total: 2, totals: { price: 3001_00, priceRefund: 0 } });
    }),
  );
});

const lastQuery = () => Object.fromEntries(listQueries.at(-1) ?? []);
const rowOf = async (text: string) => (await screen.findByText(text)).closest('[role="row"]') as HTMLElement;

describe('returns page', () => {
  it('shows the refusals with their stamps, in roubles and Moscow time, and the sums', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Возвраты' })).toBeInTheDocument();
    const first = await rowOf('Товар 11');
    expect(within(first).getByText('Отказ клиент наличные')).toBeInTheDocument();
    expect(within(first).getByText('1 500,50 ₽')).toBeInTheDocument();
    expect(within(first).getByText('20.11.2026, 12:00')).toBeInTheDocument();
    const second = await rowOf('Товар 12');
    expect(within(second).getByText('Отказ брак')).toBeInTheDocument();
    expect(within(second).getByText('returner')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Итого' })).getByText('Стоимость: 3 001 ₽')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ page: '0', pageSize: '25' });
  });

  it('asks the gateway for the state filter and the sort', async () => {
    const { user } = renderPage();
    await rowOf('Товар 11');
    await user.click(screen.getByRole('combobox', { name: 'Состояние' }));
    await user.click(screen.getByRole('option', { name: 'Отправлено' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ state: 'shipped', page: '0' }));
    await user.click(screen.getByRole('columnheader', { name: 'Стоимость' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'price', order: 'asc' }));
  });

  it('marks the ticked returns «Отправлено» after a confirmation, with an operation id', async () => {
    let sent: unknown;
    server.use(
      http.post('/api/goods/returns/ship', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'Возвраты отмечены как отправленные', rows: [] });
      }),
    );
    const { user } = renderPage();
    const row = await rowOf('Товар 11');
    expect(screen.getByRole('button', { name: 'Отправлено' })).toBeDisabled();
    await user.click(within(row).getByRole('checkbox'));
    expect(screen.getByRole('button', { name: 'Проверено' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Отправлено' }));
    const dialog = screen.getByRole('dialog', { name: 'Отправлено' });
    await user.click(within(dialog).getByRole('button', { name: 'Отправлено' }));
    expect(await screen.findByText('Возвраты отмечены как отправленные')).toBeInTheDocument();
    expect(sent).toEqual({ operationId: expect.stringMatching(uuid), ids: [11] });
  });

  it('verifies with the refund of each row, the price unless typed otherwise; the refusal stays in the dialog', async () => {
    const bodies: unknown[] = [];
    let refuse = true;
    server.use(
      http.post('/api/goods/returns/verify', async ({ request }) => {
        bodies.push(await request.json());
        if (refuse) return HttpResponse.json({ error: say.refundAbovePrice(12), code: 'BAD_REQUEST' }, { status: 400 });
        return HttpResponse.json({ message: 'Возвраты отмечены как проверенные', rows: [] });
      }),
    );
    const { user } = renderPage();
    const row = await rowOf('Товар 12');
    await user.click(within(row).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Проверено' }));
    const dialog = screen.getByRole('dialog', { name: 'Проверено: суммы возврата' });
    const amount = within(dialog).getByRole('textbox', { name: 'Сумма возврата 12' });
    expect(amount).toHaveValue('1500,50');
    await user.clear(amount);
    await user.type(amount, '-5');
    expect(within(dialog).getByRole('button', { name: 'Проверено' })).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, '2000');
    await user.click(within(dialog).getByRole('button', { name: 'Проверено' }));
    expect(await within(dialog).findByText(say.refundAbovePrice(12))).toBeInTheDocument();
    refuse = false;
    await user.clear(amount);
    await user.type(amount, '1200,5{Enter}');
    expect(await screen.findByText('Возвраты отмечены как проверенные')).toBeInTheDocument();
    expect(bodies.at(-1)).toEqual({
      operationId: expect.stringMatching(uuid),
      refunds: [{ id: 12, priceRefund: 1200_50 }],
    });
  });

  it('offers a reader no changes, and leaves out the columns hidden from the user', async () => {
    renderPage('read', { ...office, priceSite: 'hidden' });
    await rowOf('Товар 11');
    expect(screen.queryByRole('button', { name: 'Отправлено' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Стоимость' })).not.toBeInTheDocument();
  });
});
