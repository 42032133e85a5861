import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import OrderPage from './order-page';

installMswServer();

const LINK = '1-abcdefghijklmnopqrstuv';
const order = {
  kind: 'purchase',
  parcels: [
    {
      productName: 'Кроссовки',
      marketplace: 'Ozon',
      itemsCount: null,
      point: 'ПВЗ_1',
      status: 'at-point',
      cell: 17,
      amountDue: 275_000,
    },
    {
      productName: '',
      marketplace: 'Wildberries',
      itemsCount: 3,
      point: 'ПВЗ_2',
      status: 'ordered',
      cell: null,
      amountDue: 50_050,
    },
  ],
  totalDue: 325_050,
  dueAtPoint: 275_000,
};

function renderAt(at: string) {
  return renderWithProviders(null, { at, routes: [{ path: '/spreadsheets/order/*', element: <OrderPage /> }] });
}

describe('public order page', () => {
  it("shows the client's parcels and the sums", async () => {
    let asked: string | null = null;
    server.use(
      http.get('/api/public/order', ({ request }) => {
        asked = new URL(request.url).searchParams.get('link');
        return HttpResponse.json(order);
      }),
    );
    renderAt(`/spreadsheets/order/${LINK}`);
    expect(await screen.findByRole('heading', { name: 'Ваши заказы' })).toBeInTheDocument();
    expect(asked).toBe(LINK);
    const totals = screen.getByRole('region', { name: 'Итого' });
    expect(totals).toHaveTextContent(/Осталось оплатить\s*3\s250,50\s₽/);
    expect(totals).toHaveTextContent(/К оплате при получении\s*2\s750\s₽/);
    const items = within(screen.getByRole('list', { name: 'Заказы' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Кроссовки');
    expect(items[0]).toHaveTextContent('ПВЗ_1 · ячейка 17');
    expect(items[0]).toHaveTextContent('На ПВЗ');
    expect(items[1]).toHaveTextContent('Заказ Wildberries, товаров: 3');
    expect(items[1]).toHaveTextContent('Заказан');
  });

  it('shows the 404 panel for a link the gateway does not know', async () => {
    server.use(
      http.get('/api/public/order', () =>
        HttpResponse.json({ error: 'Страница не найдена', code: 'NOT_FOUND' }, { status: 404 }),
      ),
    );
    renderAt(`/spreadsheets/order/${LINK}`);
    expect(await screen.findByText(`Page Not Found: /spreadsheets/order/${LINK}`)).toBeInTheDocument();
  });

  it('shows the 404 panel for a malformed link without asking', () => {
    renderAt('/spreadsheets/order/not-a-link');
    expect(screen.getByText('Page Not Found: /spreadsheets/order/not-a-link')).toBeInTheDocument();
  });
});
