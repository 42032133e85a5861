import { clientSignedIn } from '@pvz/api-client/session/session-slice';
import { createAppStore } from '@pvz/api-client/store';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import ClientMainPage from './client-main-page';

installMswServer();

function signedInStore() {
  const store = createAppStore();
  store.dispatch(
    clientSignedIn({
      client: { id: 3, phoneNumber: '+79123456789', fio: 'Анна Смирнова', role: 'CLIENT' },
      session: { expiresAt: new Date(Date.now() + 3600_000).toISOString(), endsAt: null, listKey: 'a2V5' },
    }),
  );
  return store;
}

describe('client home', () => {
  it('greets the signed-in client by name, shows their phone and the sections of the cabinet', async () => {
    server.use(http.get('/api/clients/my-orders', () => HttpResponse.json({ blocks: [], readyForPickup: false })));
    renderWithProviders(<ClientMainPage />, { store: signedInStore() });
    expect(screen.getByRole('heading', { name: 'Здравствуйте, Анна Смирнова!' })).toBeInTheDocument();
    expect(screen.getByText('Ваш номер: +79123456789')).toBeInTheDocument();
    const sections = screen.getByRole('navigation', { name: 'Разделы' });
    expect(within(sections).getByRole('link', { name: 'Мои заказы' })).toHaveAttribute('href', '/client/my-orders');
    expect(within(sections).getByRole('link', { name: 'Оформить заказ' })).toHaveAttribute('href', '/client/order');
    expect(screen.queryByText('Ваш заказ готов к получению')).not.toBeInTheDocument();
  });

  it('says when a parcel waits at a point and leads to the QR', async () => {
    server.use(http.get('/api/clients/my-orders', () => HttpResponse.json({ blocks: [], readyForPickup: true })));
    renderWithProviders(<ClientMainPage />, { store: signedInStore() });
    expect(await screen.findByText('Ваш заказ готов к получению')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Показать QR-код' })).toHaveAttribute('href', '/client/my-orders');
  });
});
