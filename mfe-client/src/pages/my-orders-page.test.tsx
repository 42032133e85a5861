import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import MyOrdersPage from './my-orders-page';

installMswServer();

const atPoint = {
  id: 7,
  kind: 'purchase',
  productName: 'Кроссовки',
  productLink: 'https://www.ozon.ru/product/krossovki-1',
  marketplace: 'Ozon',
  itemsCount: null,
  point: { name: 'ПВЗ_1', address: 'ул. Ленина, 1' },
  status: 'at-point',
  timeline: [
    { status: 'created', at: '2026-11-10T09:00:00.000Z' },
    { status: 'ordered', at: '2026-11-10T10:00:00.000Z' },
    { status: 'at-sorting-center', at: '2026-11-12T10:00:00.000Z' },
    { status: 'at-point', at: '2026-11-13T11:30:00.000Z' },
  ],
  cell: 17,
  amountDue: 1100_00,
  amountPaid: null,
  keptUntil: '2026-11-20T11:30:00.000Z',
};
const issued = {
  ...atPoint,
  id: 8,
  productName: 'Куртка',
  status: 'issued',
  cell: null,
  amountDue: 0,
  amountPaid: 550_00,
  keptUntil: null,
  timeline: [...atPoint.timeline, { status: 'issued', at: '2026-11-14T12:00:00.000Z' }],
};
const orders = (parcels: object[]) => ({
  blocks: [{ kind: 'purchase', parcels, totalDue: 1320_00, dueAtPoint: 1100_00 }],
  readyForPickup: true,
});

function mockOrders() {
  const asked: string[] = [];
  server.use(
    http.get('/api/clients/my-orders', ({ request }) => {
      const delivered = new URL(request.url).searchParams.get('delivered') ?? '';
      asked.push(delivered);
      return HttpResponse.json(orders(delivered === 'true' ? [atPoint, issued] : [atPoint]));
    }),
    http.get('/api/goods/pickup-code', () =>
      HttpResponse.json({ token: '5-29900000-1234567890123456', expiresAt: '2026-11-24T12:00:00.000Z' }),
    ),
  );
  return asked;
}

describe('«Мои заказы»', () => {
  it('shows each parcel with its steps, cell and sums, and the pickup QR while something is to be received', async () => {
    mockOrders();
    renderWithProviders(<MyOrdersPage />);
    const block = await screen.findByRole('region', { name: 'Заказы через нас' });
    expect(block).toHaveTextContent(/Оставшаяся сумма к оплате\s*1\s320\s₽/);
    expect(block).toHaveTextContent(/Сумма к оплате на выдачу\s*1\s100\s₽/);
    const card = within(within(block).getByRole('list', { name: 'Заказы через нас: заказы' })).getAllByRole(
      'listitem',
    )[0] as HTMLElement;
    expect(within(card).getByRole('link', { name: 'Кроссовки' })).toHaveAttribute('href', atPoint.productLink);
    expect(card).toHaveTextContent('ПВЗ_1, ул. Ленина, 1');
    expect(card).toHaveTextContent('Ячейка 17');
    expect(card).toHaveTextContent('Хранится до 20.11.2026');
    // Moscow time, whatever the device's zone
    expect(within(card).getByText('13.11.2026, 14:30')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'QR-код для получения' })).toBeInTheDocument();
    expect(screen.getByText('Действует до 24.11.2026, 15:00')).toBeInTheDocument();
  });

  it('adds the received parcels when «Показать полученные» is on', async () => {
    const asked = mockOrders();
    renderWithProviders(<MyOrdersPage />);
    await screen.findByText('Кроссовки');
    expect(screen.queryByText('Куртка')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Показать полученные' }));
    expect(await screen.findByText('Куртка')).toBeInTheDocument();
    // what was paid for it, not «0 ₽»
    expect(screen.getByText(/^Оплачено 550\s₽$/)).toBeInTheDocument();
    expect(asked).toEqual(['false', 'true']);
  });

  it('shows no QR when everything is received', async () => {
    server.use(http.get('/api/clients/my-orders', () => HttpResponse.json(orders([issued]))));
    renderWithProviders(<MyOrdersPage />);
    expect(await screen.findByText('Куртка')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'QR-код для получения' })).not.toBeInTheDocument();
  });

  it('invites a client with no parcels to order', async () => {
    server.use(http.get('/api/clients/my-orders', () => HttpResponse.json({ blocks: [], readyForPickup: false })));
    renderWithProviders(<MyOrdersPage />);
    expect(await screen.findByRole('link', { name: 'Оформить заказ' })).toHaveAttribute('href', '/client/order');
    expect(screen.queryByRole('img', { name: 'QR-код для получения' })).not.toBeInTheDocument();
  });

  it('shows the server error in Russian', async () => {
    server.use(
      http.get('/api/clients/my-orders', () =>
        HttpResponse.json({ error: 'Войдите в систему, чтобы продолжить', code: 'UNAUTHORIZED' }, { status: 403 }),
      ),
    );
    renderWithProviders(<MyOrdersPage />);
    expect(await screen.findByText('Войдите в систему, чтобы продолжить')).toBeInTheDocument();
  });
});
