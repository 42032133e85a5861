import { clientSignedIn } from '@pvz/api-client/session/session-slice';
import { createAppStore } from '@pvz/api-client/store';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen } from '@testing-library/react';
import ClientMainPage from './client-main-page';

describe('client home', () => {
  it('greets the signed-in client by name and shows their phone', () => {
    const store = createAppStore();
    store.dispatch(
      clientSignedIn({
        client: { id: 3, phoneNumber: '+79123456789', fio: 'Анна Смирнова', role: 'CLIENT' },
        session: { expiresAt: new Date(Date.now() + 3600_000).toISOString(), endsAt: null, listKey: 'a2V5' },
      }),
    );
    renderWithProviders(<ClientMainPage />, { store });
    expect(screen.getByRole('heading', { name: 'Здравствуйте, Анна Смирнова!' })).toBeInTheDocument();
    expect(screen.getByText('Ваш номер: +79123456789')).toBeInTheDocument();
  });
});
