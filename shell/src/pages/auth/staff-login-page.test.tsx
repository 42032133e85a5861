import { messages } from '@pvz/contracts/messages';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { staffSession } from '../../test/sessions';
import { StaffLoginPage } from './staff-login-page';

installMswServer();

function renderLogin() {
  return renderWithProviders(null, {
    at: '/auth/login',
    routes: [
      { path: '/auth/login', element: <StaffLoginPage /> },
      { path: '/admin/main', element: <p>главная директора</p> },
      { path: '/user/main', element: <p>главная сотрудника</p> },
    ],
  });
}

describe('staff login page', () => {
  it('asks for the name and the password before sending anything', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(screen.getByText(messages.usernameEmpty)).toBeInTheDocument();
    expect(screen.getByText(messages.passwordEmpty)).toBeInTheDocument();
  });

  it('signs an ADMIN in with the foreign-device flag and opens the admin home', async () => {
    let sent: unknown;
    server.use(
      http.post('/api/public/login', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(staffSession('ADMIN'));
      }),
    );
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Имя пользователя'), 'admin');
    await user.type(screen.getByLabelText('Пароль'), 'secret{Enter}');
    expect(await screen.findByText('главная директора')).toBeInTheDocument();
    expect(sent).toEqual({ username: 'admin', password: 'secret', isForeignDevice: false });
  });

  it('opens the user home for other staff and sends the foreign-device choice', async () => {
    let sent: { isForeignDevice?: boolean } = {};
    server.use(
      http.post('/api/public/login', async ({ request }) => {
        sent = (await request.json()) as typeof sent;
        return HttpResponse.json(staffSession('PVZ', {}));
      }),
    );
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Имя пользователя'), 'operator');
    await user.type(screen.getByLabelText('Пароль'), 'secret');
    await user.click(screen.getByLabelText('Чужое устройство (выйти через час)'));
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('главная сотрудника')).toBeInTheDocument();
    expect(sent.isForeignDevice).toBe(true);
  });

  it("shows the server's error text and keeps what was typed", async () => {
    server.use(
      http.post('/api/public/login', () =>
        HttpResponse.json({ error: messages.invalidStaffCredentials, code: 'INVALID_CREDENTIALS' }, { status: 401 }),
      ),
    );
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Имя пользователя'), 'admin');
    await user.type(screen.getByLabelText('Пароль'), 'wrong{Enter}');
    expect(await screen.findByText(messages.invalidStaffCredentials)).toBeInTheDocument();
    expect(screen.getByLabelText('Имя пользователя')).toHaveValue('admin');
  });

  it('shows how long to wait when the server refuses sign-in for a while (429), and lets the user try again', async () => {
    server.use(
      http.post('/api/public/login', () =>
        HttpResponse.json(
          { error: messages.signInWait(42), code: 'TOO_MANY_REQUESTS' },
          { status: 429, headers: { 'Retry-After': '42' } },
        ),
      ),
    );
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Имя пользователя'), 'admin');
    await user.type(screen.getByLabelText('Пароль'), 'secret{Enter}');
    expect(
      await screen.findByText('Слишком много попыток входа. Попробуйте снова через 42 секунды'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Войти' })).toBeEnabled();
  });

  it('shows «Unknown error» when the answer carries no error text', async () => {
    server.use(http.post('/api/public/login', () => new HttpResponse('<html>bad gateway</html>', { status: 502 })));
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Имя пользователя'), 'admin');
    await user.type(screen.getByLabelText('Пароль'), 'x{Enter}');
    expect(await screen.findByText('Unknown error')).toBeInTheDocument();
  });
});
