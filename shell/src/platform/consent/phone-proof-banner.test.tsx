import { messages } from '@pvz/contracts/messages';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { PhoneProofBanner } from './phone-proof-banner';

installMswServer();

const profile = (phoneVerified: boolean) => ({
  id: 1,
  phoneNumber: '+79123456789',
  fio: 'Анна Смирнова',
  gender: null,
  age: null,
  docsAcceptedAt: '2026-11-21T10:00:00.000Z',
  infoAcceptedAt: '2026-11-21T10:00:00.000Z',
  balance: 0,
  phoneVerified,
});

const codeRequest = {
  id: '0b7c6a52-7d0f-4e8e-9a57-2f5a1c1e7a10',
  expiresAt: new Date(Date.now() + 300_000).toISOString(),
  resendAt: new Date(Date.now() + 60_000).toISOString(),
  botLink: null,
  channels: ['sms'],
};

describe('the phone proof banner', () => {
  it('says nothing when the phone is proven', async () => {
    server.use(http.get('/api/clients/me', () => HttpResponse.json(profile(true))));
    renderWithProviders(<PhoneProofBanner />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(messages.phoneProofBanner)).not.toBeInTheDocument();
  });

  it('proves an unproven phone with the code sent to it, after a wrong one', async () => {
    let current = profile(false);
    const asked: unknown[] = [];
    const tried: unknown[] = [];
    server.use(
      http.get('/api/clients/me', () => HttpResponse.json(current)),
      http.post('/api/clients/send-message', async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json(codeRequest);
      }),
      http.post('/api/clients/verify-phone', async ({ request }) => {
        const body = (await request.json()) as { code: string };
        tried.push(body);
        if (body.code !== '654321')
          return HttpResponse.json({ error: messages.codeNotFound, code: 'BAD_REQUEST' }, { status: 400 });
        current = profile(true);
        return HttpResponse.json({ message: messages.phoneVerified, client: current });
      }),
    );
    const { user } = renderWithProviders(<PhoneProofBanner />);
    expect(await screen.findByText(messages.phoneProofBanner)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Подтверждение номера +79123456789' });
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(asked).toEqual([{ phoneNumber: '+79123456789', purpose: 'verify' }]);
    await user.type(await screen.findByLabelText('Код из SMS'), '111111{Enter}');
    expect(await screen.findByText(messages.codeNotFound)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Код из SMS'));
    await user.type(screen.getByLabelText('Код из SMS'), '654321{Enter}');
    expect(await screen.findByText(messages.phoneVerified)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(messages.phoneProofBanner)).not.toBeInTheDocument());
    expect(tried).toEqual([{ code: '111111' }, { code: '654321' }]);
  });
});
