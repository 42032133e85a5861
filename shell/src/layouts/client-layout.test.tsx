import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { ClientLayout } from './client-layout';

installMswServer();

const client = { id: 3, phoneNumber: '+79123456789', fio: 'Анна Смирнова', role: 'CLIENT' as const };

beforeEach(() => {
  server.use(
    http.get('/api/clients/me', () =>
      HttpResponse.json({
        ...client,
        gender: 'female',
        age: 30,
        docsAcceptedAt: '2026-11-01T10:00:00.000Z',
        infoAcceptedAt: '2026-11-01T10:00:00.000Z',
        balance: 0,
      }),
    ),
    http.get('/api/notifications', () => HttpResponse.json({ items: [], total: 0, unread: 0 })),
    http.get('/api/public/push-config', () => HttpResponse.json({ config: null })),
  );
});

describe('the client cabinet frame', () => {
  it('lists every section beside the page and the first four in the phone bar, with short names', async () => {
    renderWithProviders(<ClientLayout client={client} />, { at: '/client/delivery/main' });
    const side = screen.getByRole('navigation', { name: 'Разделы кабинета' });
    expect(
      within(side)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Главная',
      'Мои заказы',
      'Оформить заказ',
      'Доставка по штрих-коду',
      'Купленные товары',
      'Пригласить друга',
      'Поддержка',
      'Профиль',
    ]);
    const bar = screen.getByRole('navigation', { name: 'Разделы кабинета внизу' });
    expect(within(bar).getByRole('link', { name: 'Заказать' })).toHaveAttribute('href', '/client/order');
    // the open page is marked, also through its sub-pages
    expect(within(bar).getByRole('link', { name: 'Штрих-код' })).toHaveClass('Mui-selected');
  });

  it('opens the other sections from «Ещё»', async () => {
    const { user } = renderWithProviders(<ClientLayout client={client} />, { at: '/client/main' });
    const bar = screen.getByRole('navigation', { name: 'Разделы кабинета внизу' });
    await user.click(within(bar).getByRole('button', { name: 'Ещё' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Профиль' })).toHaveAttribute('href', '/client/profile');
    expect(within(menu).getByRole('menuitem', { name: 'Поддержка' })).toHaveAttribute('href', '/client/support');
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(4);
  });
});
