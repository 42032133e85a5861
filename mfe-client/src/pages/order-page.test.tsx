import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import OrderPage from './order-page';

installMswServer();

const tshirt = {
  marketplace: 'wb',
  link: 'https://www.wildberries.ru/catalog/178614735/detail.aspx',
  name: 'Befree / Футболка оверсайз из хлопка',
  price: 899_00,
  image: null,
  sizes: [
    { name: 'S', origName: '42-44', price: 899_00 },
    { name: 'M', origName: '46-48', price: 899_00 },
    { name: 'L', origName: '50-52', price: null },
  ],
};
const sneakers = {
  marketplace: 'ozon',
  link: 'https://www.ozon.ru/product/krossovki-nike-air-zoom-pegasus-40-1234567890/',
  name: 'Кроссовки Nike Air Zoom Pegasus 40',
  price: 8990_00,
  image: null,
  sizes: [],
};

function mockCart() {
  const placed: unknown[] = [];
  server.use(
    http.post('/api/clients/fetch-site', () => HttpResponse.json(tshirt)),
    http.post('/api/clients/fetch-site-oz', async ({ request }) => {
      const { link } = (await request.json()) as { link: string };
      return link.includes('ozon.ru/t/')
        ? HttpResponse.json(sneakers)
        : HttpResponse.json(
            { error: 'Ссылка не похожа на ссылку на товар Ozon, Wildberries или Яндекс Маркета', code: 'BAD_REQUEST' },
            { status: 400 },
          );
    }),
    http.get('/api/clients/order-points', () =>
      HttpResponse.json({
        points: [{ id: 3, name: 'ПВЗ на Ленина', address: 'ул. Ленина, 1', latitude: null, longitude: null }],
      }),
    ),
    http.post('/api/clients/quote-order', () =>
      HttpResponse.json({
        items: [
          { ...tshirt, size: 'M', quantity: 1, price: 899_00, percent: 5, total: 943_95 },
          { ...sneakers, size: null, quantity: 1, price: 8990_00, percent: 10, total: 9889_00 },
        ],
        total: 10832_95,
      }),
    ),
    http.post('/api/clients/place-order', async ({ request }) => {
      placed.push(await request.json());
      return HttpResponse.json({
        message: 'Заказ оформлен! Следите за ним в разделе «Мои заказы»',
        rowIds: [1, 2],
        quote: { items: [], total: 0 },
      });
    }),
  );
  return placed;
}

const routes = [
  { path: '/client/order/*', element: <OrderPage /> },
  { path: '/client/my-orders', element: <p>мои заказы</p> },
];

describe('the cart', () => {
  beforeEach(() => localStorage.clear());

  it('adds products by link, asks the size, prices the cart for the point and places the order', async () => {
    const placed = mockCart();
    const { user } = renderWithProviders(null, { routes, at: '/client/order/accept-order' });
    const linkField = screen.getByLabelText('Ссылка на товар');
    await user.type(linkField, tshirt.link);
    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    const cart = await screen.findByRole('list', { name: 'Корзина' });
    expect(within(cart).getByText(tshirt.name)).toBeVisible();
    expect(within(cart).getByText(/Цена на сайте: 899/)).toBeVisible();

    await user.type(linkField, 'https://ozon.ru/t/Xy7Zq1');
    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(await within(cart).findByText(sneakers.name)).toBeVisible();

    expect(screen.getByRole('button', { name: 'Оформить заказ' })).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Пункт выдачи' }));
    await user.click(await screen.findByRole('option', { name: /ПВЗ на Ленина/ }));
    expect(screen.getByText('Выберите размер у каждого товара')).toBeVisible();

    await user.click(within(cart).getByRole('combobox', { name: 'Размер' }));
    expect(screen.getByRole('option', { name: /L \(50-52\) — нет в наличии/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('option', { name: 'M (46-48)' }));

    expect(await within(screen.getByRole('region', { name: 'Итого' })).findByText(/10\s832,95/)).toBeVisible();
    expect(within(cart).getByText(/С услугой \(5 %\): 943,95/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    expect(await screen.findByText('мои заказы')).toBeVisible();
    expect(screen.getByText('Заказ оформлен! Следите за ним в разделе «Мои заказы»')).toBeVisible();
    expect(placed).toEqual([
      {
        pointId: 3,
        items: [
          { link: tshirt.link, quantity: 1, size: 'M' },
          { link: sneakers.link, quantity: 1 },
        ],
        operationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
  });

  it("shows the server's refusal of a link and adds nothing", async () => {
    mockCart();
    const { user } = renderWithProviders(null, { routes, at: '/client/order/accept-order' });
    await user.type(screen.getByLabelText('Ссылка на товар'), 'https://www.ozon.ru/category/krossovki/');
    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(
      await screen.findByText('Ссылка не похожа на ссылку на товар Ozon, Wildberries или Яндекс Маркета'),
    ).toBeVisible();
    expect(screen.getByText(/Корзина пуста/)).toBeVisible();
  });

  it('remembers the chosen point, and forgets one no longer on the list', async () => {
    mockCart();
    localStorage.setItem('pvz-order-point', '3');
    const first = renderWithProviders(null, { routes, at: '/client/order/accept-order' });
    const chosen = await screen.findByRole('combobox', { name: 'Пункт выдачи' });
    expect(await within(chosen).findByText('ПВЗ на Ленина')).toBeVisible();
    first.unmount();
    localStorage.setItem('pvz-order-point', '99');
    const { user } = renderWithProviders(null, { routes, at: '/client/order/accept-order' });
    await user.type(screen.getByLabelText('Ссылка на товар'), 'https://ozon.ru/t/Xy7Zq1');
    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(await screen.findByText('Выберите пункт выдачи')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Оформить заказ' })).toBeDisabled();
  });

  it('removes a product from the cart', async () => {
    mockCart();
    const { user } = renderWithProviders(null, { routes, at: '/client/order/accept-order' });
    await user.type(screen.getByLabelText('Ссылка на товар'), tshirt.link);
    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    await user.click(await screen.findByRole('button', { name: `Убрать «${tshirt.name}»` }));
    expect(screen.getByText(/Корзина пуста/)).toBeVisible();
  });
});

describe('the order pages', () => {
  it('shows the ways to order with links to the cart and the guides', () => {
    renderWithProviders(null, { routes, at: '/client/order' });
    expect(screen.getByRole('heading', { name: 'Оформить заказ' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Перейти в корзину' })).toHaveAttribute(
      'href',
      '/client/order/accept-order',
    );
    expect(screen.getByRole('link', { name: 'Как заказать самостоятельно' })).toHaveAttribute(
      'href',
      '/client/order/independently',
    );
    expect(screen.getByRole('link', { name: 'Wildberries' })).toHaveAttribute('href', '/client/order/info/wb');
  });

  it('explains how to copy a link of a marketplace', () => {
    renderWithProviders(null, { routes, at: '/client/order/info/ym' });
    expect(screen.getByRole('heading', { name: 'Как скопировать ссылку на товар с Яндекс Маркета' })).toBeVisible();
    expect(within(screen.getByRole('list', { name: 'Шаги' })).getAllByRole('listitem')).toHaveLength(3);
  });

  it('shows the 404 panel for an unknown sub-page or marketplace', () => {
    renderWithProviders(null, { routes, at: '/client/order/info/aliexpress' });
    expect(screen.getByText('Page Not Found: /client/order/info/aliexpress')).toBeVisible();
  });
});
