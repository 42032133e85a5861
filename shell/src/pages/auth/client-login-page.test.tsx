import { messages } from '@pvz/contracts/messages';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { ClientLoginPage } from './client-login-page';

installMswServer();

function renderLogin() {
  return renderWithProviders(null, {
    at: '/auth/client/login',
    routes: [
      { path: '/auth/client/login', element: <ClientLoginPage /> },
      { path: '/client/main', element: <p>кабинет клиента</p> },
      { path: '/auth/client/reset', element: <p>восстановление пароля</p> },
    ],
  });
}

describe('client login page', () => {
  it('checks the phone before sending anything', async () => {
    const { user } = renderLogin();
    // the field keeps +7 whatever is typed; a number that is not a Russian mobile one is refused
    await user.type(screen.getByLabelText('Номер телефона'), '+380 50 123 4567');
    expect(screen.getByLabelText('Номер телефона')).toHaveValue('+7 380 501-23-45');
    await user.type(screen.getByLabelText('Пароль'), 'x{Enter}');
    expect(screen.getByText(messages.phoneInvalid)).toBeInTheDocument();
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

  it('shows how long to wait when the server refuses sign-in for a while (429)', async () => {
    server.use(
      http.post('/api/public/login-client', () =>
        HttpResponse.json({ error: messages.signInWait(900), code: 'TOO_MANY_REQUESTS' }, { status: 429 }),
      ),
    );
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Номер телефона'), '+79123456789');
    await user.type(screen.getByLabelText('Пароль'), 'secret{Enter}');
    expect(await screen.findByText('Слишком много попыток входа. Попробуйте снова через 15 минут')).toBeInTheDocument();
  });
});

const codeRequest = (overrides: object = {}) => ({
  id: '0b7c6a52-7d0f-4e8e-9a57-2f5a1c1e7a10',
  expiresAt: new Date(Date.now() + 300_000).toISOString(),
  resendAt: new Date(Date.now() + 60_000).toISOString(),
  botLink: 'https://t.me/pvz_bot',
  channels: ['telegram'],
  ...overrides,
});

const aSession = {
  client: { id: 5, phoneNumber: '+79123456789', fio: 'Анна', role: 'CLIENT' },
  session: { expiresAt: new Date(Date.now() + 3600_000).toISOString(), endsAt: null, listKey: 'a2V5' },
};

describe('client login page, code from Telegram', () => {
  async function openCodeTab() {
    const rendered = renderLogin();
    await rendered.user.click(screen.getByRole('tab', { name: 'По коду' }));
    return rendered;
  }

  it('links to the password reset', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('link', { name: 'Забыли пароль?' }));
    expect(await screen.findByText('восстановление пароля')).toBeInTheDocument();
  });

  it('checks the phone before asking for a code', async () => {
    let asked = false;
    server.use(
      http.post('/api/clients/send-message', () => {
        asked = true;
        return HttpResponse.json(codeRequest());
      }),
    );
    const { user } = await openCodeTab();
    await user.type(screen.getByLabelText('Номер телефона'), '12345{Enter}');
    expect(screen.getByText(messages.phoneInvalid)).toBeInTheDocument();
    expect(asked).toBe(false);
  });

  it('asks for a code, shows the bot and the countdown, then signs in with the code', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/clients/send-message', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(codeRequest());
      }),
      http.post('/api/telegram/get-auth-client', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(aSession);
      }),
    );
    const { user, store } = await openCodeTab();
    await user.type(screen.getByLabelText('Номер телефона'), '8 912 345-67-89');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByRole('link', { name: 'Открыть бота' })).toHaveAttribute('href', 'https://t.me/pvz_bot');
    expect(screen.getByRole('button', { name: /Получить код заново через \d+ с/ })).toBeDisabled();
    await user.type(screen.getByLabelText('Код из Telegram'), '123456{Enter}');
    expect(await screen.findByText('кабинет клиента')).toBeInTheDocument();
    expect(sent).toEqual([
      { phoneNumber: '+79123456789', purpose: 'login' },
      { phoneNumber: '+79123456789', code: '123456' },
    ]);
    expect(store.getState().session.status).toBe('client');
  });

  it("shows the server's refusal of a code under the code field", async () => {
    server.use(
      http.post('/api/clients/send-message', () => HttpResponse.json(codeRequest())),
      http.post('/api/telegram/get-auth-client', () =>
        HttpResponse.json({ error: messages.codeNotFound, code: 'BAD_REQUEST' }, { status: 400 }),
      ),
    );
    const { user } = await openCodeTab();
    await user.type(screen.getByLabelText('Номер телефона'), '+79123456789{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Войти' }));
    expect(screen.getByText(messages.codeEmpty)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Код из Telegram'), '000000{Enter}');
    expect(await screen.findByText(messages.codeNotFound)).toBeInTheDocument();
  });

  it('shows a refused request as a toast and stays on the phone', async () => {
    server.use(
      http.post('/api/clients/send-message', () =>
        HttpResponse.json({ error: messages.codesTooMany, code: 'TOO_MANY_REQUESTS' }, { status: 429 }),
      ),
    );
    const { user } = await openCodeTab();
    await user.type(screen.getByLabelText('Номер телефона'), '+79123456789{Enter}');
    expect(await screen.findByText(messages.codesTooMany)).toBeInTheDocument();
    expect(screen.getByLabelText('Номер телефона')).toBeInTheDocument();
  });

  it('counts down to a new code, then spends the old one and asks again', async () => {
    const calls: string[] = [];
    server.use(
      http.post('/api/clients/send-message', () => {
        calls.push('send');
        return HttpResponse.json(codeRequest({ resendAt: new Date(Date.now() + 1500).toISOString() }));
      }),
      http.post('/api/telegram/use-attempt', () => {
        calls.push('use-attempt');
        return HttpResponse.json({ success: true });
      }),
    );
    const { user } = await openCodeTab();
    await user.type(screen.getByLabelText('Номер телефона'), '+79123456789{Enter}');
    expect(await screen.findByRole('button', { name: /Получить код заново через [12] с/ })).toBeDisabled();
    const resend = await screen.findByRole('button', { name: 'Получить код заново' }, { timeout: 4000 });
    await user.click(resend);
    await waitFor(() => expect(calls).toEqual(['send', 'use-attempt', 'send']));
  });

  it('spends the code when the client changes the phone', async () => {
    const spent: unknown[] = [];
    server.use(
      http.post('/api/clients/send-message', () => HttpResponse.json(codeRequest())),
      http.post('/api/telegram/use-attempt', async ({ request }) => {
        spent.push(await request.json());
        return HttpResponse.json({ success: true });
      }),
    );
    const { user } = await openCodeTab();
    await user.type(screen.getByLabelText('Номер телефона'), '+79123456789{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Изменить номер' }));
    expect(screen.getByLabelText('Номер телефона')).toBeInTheDocument();
    await waitFor(() => expect(spent).toEqual([{ id: codeRequest().id }]));
  });
});
