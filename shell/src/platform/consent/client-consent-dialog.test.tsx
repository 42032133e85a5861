import { messages } from '@pvz/contracts/messages';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { ClientConsentDialog } from './client-consent-dialog';

installMswServer();

const profile = (docsAcceptedAt: string | null, infoAcceptedAt: string | null) => ({
  id: 1,
  phoneNumber: '+79123456789',
  fio: 'Анна Смирнова',
  gender: null,
  age: null,
  docsAcceptedAt,
  infoAcceptedAt,
  balance: 0,
  phoneVerified: true,
});

describe('the consent dialog', () => {
  it('asks for the documents, then age and gender, toasting each, and closes', async () => {
    let current = profile(null, null);
    const bodies: unknown[] = [];
    server.use(
      http.get('/api/clients/me', () => HttpResponse.json(current)),
      http.post('/api/clients/accept-docs', async ({ request }) => {
        bodies.push(await request.json());
        current = profile('2026-11-21T10:00:00.000Z', null);
        return HttpResponse.json({ message: messages.docsAccepted, client: current });
      }),
      http.post('/api/clients/accept-info', async ({ request }) => {
        bodies.push(await request.json());
        current = profile('2026-11-21T10:00:00.000Z', '2026-11-21T10:01:00.000Z');
        return HttpResponse.json({ message: messages.infoAccepted, client: current });
      }),
    );
    const { user } = renderWithProviders(<ClientConsentDialog />);
    expect(await screen.findByRole('dialog', { name: 'Подтвердите согласие с документами' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Подтверждаю' }));
    expect(await screen.findByText(messages.docsAccepted)).toBeInTheDocument();

    expect(await screen.findByRole('dialog', { name: 'Расскажите о себе' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Возраст'), '7');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(screen.getByText(messages.clientAgeInvalid)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Возраст'));
    await user.type(screen.getByLabelText('Возраст'), '34');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(screen.getByText(messages.clientGenderRequired)).toBeInTheDocument();
    await user.click(screen.getByLabelText('Женский'));
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByText(messages.infoAccepted)).toBeInTheDocument();
    expect(bodies).toEqual([{ client: { isDocsAccepted: true } }, { client: { age: 34, gender: 'female' } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows nothing to a client who answered both', async () => {
    let asked = false;
    server.use(
      http.get('/api/clients/me', () => {
        asked = true;
        return HttpResponse.json(profile('2026-11-21T10:00:00.000Z', '2026-11-21T10:01:00.000Z'));
      }),
    );
    renderWithProviders(<ClientConsentDialog />);
    await waitFor(() => expect(asked).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets a client skip «Расскажите о себе», and does not ask again', async () => {
    localStorage.clear();
    server.use(http.get('/api/clients/me', () => HttpResponse.json(profile('2026-11-21T10:00:00.000Z', null))));
    const first = renderWithProviders(<ClientConsentDialog />);
    expect(await screen.findByRole('dialog', { name: 'Расскажите о себе' })).toBeInTheDocument();
    await first.user.click(screen.getByRole('button', { name: 'Пропустить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    first.unmount();

    renderWithProviders(<ClientConsentDialog />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('never covers «Мои заказы»', async () => {
    localStorage.clear();
    let asked = false;
    server.use(
      http.get('/api/clients/me', () => {
        asked = true;
        return HttpResponse.json(profile(null, null));
      }),
    );
    renderWithProviders(<ClientConsentDialog />, { at: '/client/my-orders', path: '/client/my-orders' });
    await waitFor(() => expect(asked).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
