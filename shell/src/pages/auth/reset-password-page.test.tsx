import { messages } from '@pvz/contracts/messages';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { ResetPasswordPage } from './reset-password-page';

installMswServer();

function renderReset() {
  return renderWithProviders(null, {
    at: '/auth/client/reset',
    routes: [
      { path: '/auth/client/reset', element: <ResetPasswordPage /> },
      { path: '/auth/client/login', element: <p>страница входа</p> },
    ],
  });
}

const codeRequest = {
  id: '0b7c6a52-7d0f-4e8e-9a57-2f5a1c1e7a10',
  expiresAt: new Date(Date.now() + 300_000).toISOString(),
  resendAt: new Date(Date.now() + 60_000).toISOString(),
  botLink: null,
  channels: ['telegram'],
};

async function verifiedPhone(user: ReturnType<typeof renderReset>['user']) {
  await user.type(screen.getByLabelText('Номер телефона'), '+79123456789{Enter}');
  await user.type(await screen.findByLabelText('Код из Telegram'), '654321{Enter}');
  await screen.findByLabelText('Новый пароль');
}

describe('password reset page', () => {
  it('goes from the phone through the code to the new password, then to the sign-in', async () => {
    const sent: Record<string, unknown> = {};
    server.use(
      http.post('/api/clients/send-message', async ({ request }) => {
        sent.send = await request.json();
        return HttpResponse.json(codeRequest);
      }),
      http.post('/api/clients/verify-reset-code', async ({ request }) => {
        sent.verify = await request.json();
        return HttpResponse.json({ success: true });
      }),
      http.post('/api/clients/reset-password', async ({ request }) => {
        sent.reset = await request.json();
        return HttpResponse.json({ success: true });
      }),
    );
    const { user } = renderReset();
    await verifiedPhone(user);
    await user.type(screen.getByLabelText('Новый пароль'), 'new-pass-1');
    await user.type(screen.getByLabelText('Повторите пароль'), 'new-pass-1{Enter}');
    expect(await screen.findByText('страница входа')).toBeInTheDocument();
    expect(await screen.findByText(messages.passwordReset)).toBeInTheDocument();
    expect(sent).toEqual({
      send: { phoneNumber: '+79123456789', purpose: 'reset' },
      verify: { phoneNumber: '+79123456789', code: '654321' },
      reset: { phoneNumber: '+79123456789', newPassword: 'new-pass-1' },
    });
  });

  it('checks the new password and its repeat before sending', async () => {
    let resetCalled = false;
    server.use(
      http.post('/api/clients/send-message', () => HttpResponse.json(codeRequest)),
      http.post('/api/clients/verify-reset-code', () => HttpResponse.json({ success: true })),
      http.post('/api/clients/reset-password', () => {
        resetCalled = true;
        return HttpResponse.json({ success: true });
      }),
    );
    const { user } = renderReset();
    await verifiedPhone(user);
    await user.type(screen.getByLabelText('Новый пароль'), '12345{Enter}');
    expect(screen.getByText(messages.clientPasswordTooShort)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Новый пароль'), '6');
    await user.type(screen.getByLabelText('Повторите пароль'), 'other{Enter}');
    expect(screen.getByText(messages.passwordsDiffer)).toBeInTheDocument();
    expect(resetCalled).toBe(false);
  });

  it('stays on the code when the server refuses it', async () => {
    server.use(
      http.post('/api/clients/send-message', () => HttpResponse.json(codeRequest)),
      http.post('/api/clients/verify-reset-code', () =>
        HttpResponse.json({ error: messages.codeExpired, code: 'BAD_REQUEST' }, { status: 400 }),
      ),
    );
    const { user } = renderReset();
    await user.type(screen.getByLabelText('Номер телефона'), '+79123456789{Enter}');
    await user.type(await screen.findByLabelText('Код из Telegram'), '111111{Enter}');
    expect(await screen.findByText(messages.codeExpired)).toBeInTheDocument();
    expect(screen.queryByLabelText('Новый пароль')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Открыть бота' })).not.toBeInTheDocument();
  });
});
