import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import BoughtGoodsPage from './bought-goods-page';

installMswServer();

const item = (id: number) => ({
  id,
  kind: 'purchase',
  productName: `Товар ${id}`,
  productLink: '',
  marketplace: 'Wildberries',
  point: 'ПВЗ_2',
  issuedAt: '2026-11-14T12:00:00.000Z',
  paid: 550_00,
});

describe('«Купленные товары»', () => {
  it('lists what the client received with the date and the price with delivery, a page at a time', async () => {
    const pages: string[] = [];
    server.use(
      http.get('/api/clients/bought-goods', ({ request }) => {
        const page = new URL(request.url).searchParams.get('page') ?? '';
        pages.push(page);
        const first = page === '0' ? 1 : 51;
        return HttpResponse.json({ items: [item(first), item(first + 1)], total: 60, totalPaid: 33000_00 });
      }),
    );
    renderWithProviders(<BoughtGoodsPage />);
    const list = await screen.findByRole('list', { name: 'Купленные товары' });
    const [first] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Товар 1');
    expect(first).toHaveTextContent('Получен 14.11.2026, 15:00 · ПВЗ_2');
    expect(first).toHaveTextContent(/Стоимость с доставкой\s*550\s₽/);
    expect(screen.getByText(/Получено товаров: 60 на сумму 33\s000\s₽/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Страница 2' }));
    expect(await screen.findByText('Товар 51')).toBeInTheDocument();
    expect(pages).toEqual(['0', '1']);
  });

  it('says so when nothing was received yet', async () => {
    server.use(http.get('/api/clients/bought-goods', () => HttpResponse.json({ items: [], total: 0, totalPaid: 0 })));
    renderWithProviders(<BoughtGoodsPage />);
    expect(await screen.findByText('Полученных товаров пока нет')).toBeInTheDocument();
  });
});
