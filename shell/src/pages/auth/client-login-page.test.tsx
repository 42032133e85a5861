import { messages } from '@pvz/contracts/messages';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { ClientLoginPage } from './client-login-page';

installMswServer();

function renderLogin() {
  return renderWithProviders(null, {
    at: '/auth/client/login',
    routes: [
      { path: '/auth/client/login', element: <ClientLoginPage /> },
      { path: '/client/main', element: <p>кабинет клиента</p> },
    ],
  });
}

describe('client login page', () => {
  it('checks the phone before sending anything', async () => {
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Номер телефона'), '+380 50 123 4567');
    await user.type(screen.getByLabelText('Пароль'), 'x{Enter}');
    expect(screen.getByText(messages.phoneMustStartWithPlus7)).toBeInTheDocument();
  });

  it('signs in with the phone normalised to +7 and opens the cabinet', async () => {
    let sent: unknown;
    server.use(
      http.post('/api/public/login-client', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          client: { id: 5, phoneNumber: '+79123456789', fio: 'Анна', role: 'CLIENT' },
          session: { expiresAt: new Date(Date.now() + 3600_000).toISOString(), endsAt: null, listKey: 'a2V5' },
        });
      }),
    );
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Номер телефона'), '89123456789');
    await user.type(screen.getByLabelText('Пароль'), 'secret1{Enter}');
    expect(await screen.findByText('кабинет клиента')).toBeInTheDocument();
    expect(sent).toEqual({ phoneNumber: '+79123456789', password: 'secret1', isForeignDevice: false });
  });

  it("shows the server's error text", async () => {
    server.use(
      http.post('/api/public/login-client', () =>
        HttpResponse.json({ error: messages.invalidClientCredentials, code: 'INVALID_CREDENTIALS' }, { status: 401 }),
      ),
    );
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Номер телефона'), '+79123456789');
    await user.type(screen.getByLabelText('Пароль'), 'wrong{Enter}');
    expect(await screen.findByText(messages.invalidClientCredentials)).toBeInTheDocument();
  });
});
