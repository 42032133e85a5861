import { messages } from '@pvz/contracts/messages';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { RegisterPage } from './register-page';

installMswServer();

function renderRegister(at = '/auth/register') {
  return renderWithProviders(null, {
    at,
    routes: [
      { path: '/auth/register', element: <RegisterPage /> },
      { path: '/client/main', element: <p>кабинет клиента</p> },
    ],
  });
}

async function fill(user: ReturnType<typeof renderRegister>['user'], values: Record<string, string>, agree = true) {
  for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(label), value);
  if (agree) {
    await user.click(screen.getByLabelText('Согласен с политикой обработки персональных данных'));
    await user.click(screen.getByLabelText('Согласен с политикой конфиденциальности'));
  }
}

const valid = {
  'Номер телефона': '8 912 345-67-89',
  'Имя и фамилия': 'Анна Смирнова',
  Пароль: 'secret1',
  'Повтор пароля': 'secret1',
};

describe('registration page', () => {
  it.each([
    [{ 'Номер телефона': '12345' }, messages.phoneInvalid],
    [{ 'Имя и фамилия': ' ' }, messages.fioEmpty],
    [{ Пароль: '123', 'Повтор пароля': '123' }, messages.clientPasswordTooShort],
    [{ 'Повтор пароля': 'другой' }, messages.passwordsDiffer],
  ])('refuses %j with «%s» without calling the server', async (change, message) => {
    const { user } = renderRegister();
    await fill(user, { ...valid, ...change });
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('asks to accept both policies', async () => {
    const { user } = renderRegister();
    await fill(user, valid, false);
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(screen.getByText(messages.policiesRequired)).toBeInTheDocument();
  });

  it('registers with the normalised phone, toasts the spec message, signs in and opens the cabinet', async () => {
    let registered: unknown;
    let signedIn: unknown;
    server.use(
      http.post('/api/clients/register', async ({ request }) => {
        registered = await request.json();
        return HttpResponse.json({ success: true, phoneNumber: '+79123456789' });
      }),
      http.post('/api/public/login-client', async ({ request }) => {
        signedIn = await request.json();
        return HttpResponse.json({
          client: { id: 5, phoneNumber: '+79123456789', fio: 'Анна Смирнова', role: 'CLIENT' },
          session: { expiresAt: new Date(Date.now() + 3600_000).toISOString(), endsAt: null, listKey: 'a2V5' },
        });
      }),
    );
    const { user } = renderRegister();
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));

    expect(await screen.findByText('кабинет клиента')).toBeInTheDocument();
    expect(screen.getByText(messages.registered)).toBeInTheDocument();
    expect(registered).toEqual({
      client: {
        phoneNumber: '+79123456789',
        fio: 'Анна Смирнова',
        password: 'secret1',
        isPrivacyPolicyAgreed: true,
        isPersonalDataProcessingPolicyAgreed: true,
      },
    });
    expect(signedIn).toEqual({ phoneNumber: '+79123456789', password: 'secret1', isForeignDevice: false });
  });

  it('shows the spec message for a taken phone and keeps the form filled', async () => {
    server.use(
      http.post('/api/clients/register', () =>
        HttpResponse.json({ error: messages.phoneTaken, code: 'CONFLICT' }, { status: 409 }),
      ),
    );
    const { user } = renderRegister();
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByText(messages.phoneTaken)).toBeInTheDocument();
    expect(screen.getByLabelText('Имя и фамилия')).toHaveValue('Анна Смирнова');
  });

  describe('opened from a referral link', () => {
    const linkQuery = '?hash=h4sh&q=n0nce&phone=s3aled';
    const signInAnswer = () =>
      HttpResponse.json({
        client: { id: 5, phoneNumber: '+79123456789', fio: 'Анна Смирнова', role: 'CLIENT' },
        session: { expiresAt: new Date(Date.now() + 3600_000).toISOString(), endsAt: null, listKey: 'a2V5' },
      });

    it('checks the link, says a friend invited the client and binds them after sign-in', async () => {
      let checked: unknown;
      let bound: unknown;
      server.use(
        http.post('/api/clients/check-referral', async ({ request }) => {
          checked = await request.json();
          return HttpResponse.json({ valid: true });
        }),
        http.post('/api/clients/register', () => HttpResponse.json({ success: true, phoneNumber: '+79123456789' })),
        http.post('/api/public/login-client', signInAnswer),
        http.post('/api/clients/create-referral-client', async ({ request }) => {
          bound = await request.json();
          return HttpResponse.json({ success: true });
        }),
      );
      const { user } = renderRegister(`/auth/register${linkQuery}`);
      expect(await screen.findByText(messages.referralInvited)).toBeInTheDocument();
      expect(checked).toEqual({ hash: 'h4sh', q: 'n0nce', phone: 's3aled' });
      await fill(user, valid);
      await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
      expect(await screen.findByText('кабинет клиента')).toBeInTheDocument();
      await waitFor(() =>
        expect(bound).toEqual({
          referredPhone: '+79123456789',
          link: { hash: 'h4sh', q: 'n0nce', phone: 's3aled' },
        }),
      );
    });

    it('says nothing of a friend and binds nobody when the link is not genuine', async () => {
      let bindCalls = 0;
      server.use(
        http.post('/api/clients/check-referral', () => HttpResponse.json({ valid: false })),
        http.post('/api/clients/register', () => HttpResponse.json({ success: true, phoneNumber: '+79123456789' })),
        http.post('/api/public/login-client', signInAnswer),
        http.post('/api/clients/create-referral-client', () => {
          bindCalls += 1;
          return HttpResponse.json({ success: true });
        }),
      );
      const { user } = renderRegister(`/auth/register${linkQuery}`);
      await fill(user, valid);
      await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
      expect(await screen.findByText('кабинет клиента')).toBeInTheDocument();
      expect(screen.queryByText(messages.referralInvited)).not.toBeInTheDocument();
      expect(bindCalls).toBe(0);
    });
  });
});
