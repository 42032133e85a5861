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

/** The gateway's answer to a code request: the code goes by SMS. */
function codeSent(asked: unknown[] = []) {
  return http.post('/api/clients/send-message', async ({ request }) => {
    asked.push(await request.json());
    return HttpResponse.json({
      id: '0b7c6a52-7d0f-4e8e-9a57-2f5a1c1e7a10',
      expiresAt: new Date(Date.now() + 300_000).toISOString(),
      resendAt: new Date(Date.now() + 60_000).toISOString(),
      botLink: null,
      channels: ['sms'],
    });
  });
}

/** «Получить код», the code from the SMS, «Зарегистрироваться». */
async function confirmWithCode(user: ReturnType<typeof renderRegister>['user'], code = '123456') {
  await user.click(screen.getByRole('button', { name: 'Получить код' }));
  await user.type(await screen.findByLabelText('Код из SMS'), code);
  await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
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
    const asked: unknown[] = [];
    server.use(codeSent(asked));
    const { user } = renderRegister();
    await fill(user, { ...valid, ...change });
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('links each policy to its text, opened in a new tab so the form stays filled', async () => {
    renderRegister();
    expect(screen.getByRole('link', { name: 'политикой обработки персональных данных' })).toHaveAttribute(
      'href',
      '/policy/personal-data',
    );
    const privacy = screen.getByRole('link', { name: 'политикой конфиденциальности' });
    expect(privacy).toHaveAttribute('href', '/policy/privacy');
    expect(privacy).toHaveAttribute('target', '_blank');
  });

  it('asks to accept both policies', async () => {
    const { user } = renderRegister();
    await fill(user, valid, false);
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(screen.getByText(messages.policiesRequired)).toBeInTheDocument();
  });

  it('asks a code for the normalised phone, registers with it, toasts the spec message, signs in and opens the cabinet', async () => {
    let registered: unknown;
    let signedIn: unknown;
    const asked: unknown[] = [];
    server.use(
      codeSent(asked),
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
    await confirmWithCode(user, ' 123456 ');

    expect(await screen.findByText('кабинет клиента')).toBeInTheDocument();
    expect(asked).toEqual([{ phoneNumber: '+79123456789', purpose: 'register' }]);
    expect(screen.getByText(messages.registered)).toBeInTheDocument();
    expect(registered).toEqual({
      client: {
        phoneNumber: '+79123456789',
        fio: 'Анна Смирнова',
        password: 'secret1',
        isPrivacyPolicyAgreed: true,
        isPersonalDataProcessingPolicyAgreed: true,
        code: '123456',
      },
    });
    expect(signedIn).toEqual({ phoneNumber: '+79123456789', password: 'secret1', isForeignDevice: false });
  });

  it('shows the spec message for a taken phone when the code is asked, and keeps the form filled', async () => {
    server.use(
      http.post('/api/clients/send-message', () =>
        HttpResponse.json({ error: messages.phoneTaken, code: 'CONFLICT' }, { status: 409 }),
      ),
    );
    const { user } = renderRegister();
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByText(messages.phoneTaken)).toBeInTheDocument();
    expect(screen.getByLabelText('Имя и фамилия')).toHaveValue('Анна Смирнова');
    expect(screen.queryByLabelText('Код из SMS')).not.toBeInTheDocument();
  });

  it('shows a wrong code under the code field and lets the client try again', async () => {
    server.use(
      codeSent(),
      http.post('/api/clients/register', () =>
        HttpResponse.json({ error: messages.codeNotFound, code: 'BAD_REQUEST' }, { status: 400 }),
      ),
    );
    const { user } = renderRegister();
    await fill(user, valid);
    await confirmWithCode(user, '000000');
    expect((await screen.findAllByText(messages.codeNotFound)).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Код из SMS')).toHaveValue('000000');
    expect(screen.getByLabelText('Номер телефона')).toBeDisabled();
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
        codeSent(),
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
      await confirmWithCode(user);
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
        codeSent(),
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
      await confirmWithCode(user);
      expect(await screen.findByText('кабинет клиента')).toBeInTheDocument();
      expect(screen.queryByText(messages.referralInvited)).not.toBeInTheDocument();
      expect(bindCalls).toBe(0);
    });
  });
});
