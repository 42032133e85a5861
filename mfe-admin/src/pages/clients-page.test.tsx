import { createCipheriv, randomBytes } from 'node:crypto';
import { staffSignedIn } from '@pvz/api-client/session/session-slice';
import { createAppStore } from '@pvz/api-client/store';
import type { ClientCard, ClientListItem } from '@pvz/contracts/api/client-account';
import { messages } from '@pvz/contracts/messages';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import ClientsPage from './clients-page';

installMswServer();

const listKey = randomBytes(32);

/** What the gateway does: AES-256-GCM under the session key, tag appended. */
function encrypted(value: unknown) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', listKey, iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(value)), cipher.final(), cipher.getAuthTag()]);
  return { iv: iv.toString('base64'), data: data.toString('base64') };
}

const at = '2026-11-21T08:00:00.000Z';
const anna: ClientListItem = {
  id: 7,
  phoneNumber: '+79123456789',
  fio: 'Анна Смирнова',
  gender: 'female',
  age: 30,
  balance: 500_00,
  referrerPhone: null,
  invitedCount: 1,
  docsAcceptedAt: at,
  infoAcceptedAt: at,
  createdAt: at,
};
const card = (balance: number): ClientCard => ({
  client: { ...anna, balance },
  invitedBy: null,
  invited: [
    {
      id: 3,
      referrerId: 7,
      referrerPhone: anna.phoneNumber,
      referrerFio: anna.fio,
      referredId: 8,
      referredPhone: '+79120000008',
      referredFio: 'Пётр Друг',
      createdAt: at,
      bonusAccruedAt: null,
      issuedTotal: 1200_00,
    },
  ],
  ledger: [{ id: 1, amount: 500_00, reason: 'Бонус за приглашённого друга', createdBy: 'system', createdAt: at }],
});

function renderPage(level: 'read' | 'write') {
  const store = createAppStore();
  store.dispatch(
    staffSignedIn({
      user: { id: 1, username: 'office', role: 'ADMINISTRATOR', roleName: 'Администратор' },
      access: { pages: { 'admin-clients': level }, columns: {} },
      scope: { allPoints: true, pointIds: [], sortingCenterId: null, homePointId: null },
      session: {
        expiresAt: new Date(Date.now() + 3600_000).toISOString(),
        endsAt: null,
        listKey: listKey.toString('base64'),
      },
    }),
  );
  return renderWithProviders(<ClientsPage />, { store });
}

describe('«Клиенты»', () => {
  it('lists the decrypted clients and opens a card with referrals and balance moves', async () => {
    server.use(
      http.get('/api/clients/get-clients', () => HttpResponse.json(encrypted([anna]))),
      http.post('/api/clients/get-client-by-id', () => HttpResponse.json(card(500_00))),
    );
    const { user } = renderPage('read');
    expect(await screen.findByText('Анна Смирнова')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Карточка ${anna.phoneNumber}` }));
    const dialog = await screen.findByRole('dialog', { name: `Анна Смирнова · ${anna.phoneNumber}` });
    expect(within(dialog).getByText(/Баланс: 500\s₽/)).toBeInTheDocument();
    expect(within(dialog).getByText('Пётр Друг · +79120000008')).toBeInTheDocument();
    expect(within(dialog).getByText(/\+500\s₽ · Бонус за приглашённого друга/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Изменить баланс' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Начислить бонус' })).not.toBeInTheDocument();
  });

  it('debits the balance with a reason after a confirmation', async () => {
    let body: Record<string, unknown> | undefined;
    server.use(
      http.get('/api/clients/get-clients', () => HttpResponse.json(encrypted([anna]))),
      http.post('/api/clients/get-client-by-id', () => HttpResponse.json(card(body ? 300_00 : 500_00))),
      http.post('/api/clients/update-sum-balance', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ success: true, balance: 300_00 });
      }),
    );
    const { user } = renderPage('write');
    await user.click(await screen.findByRole('button', { name: `Карточка ${anna.phoneNumber}` }));
    await user.click(await screen.findByRole('button', { name: 'Изменить баланс' }));
    await user.click(screen.getByLabelText('Списать'));
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    expect(screen.getByText(messages.balanceAmountZero)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Сумма, ₽'), '200');
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    expect(screen.getByText(messages.balanceReasonEmpty)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Причина'), 'Оплата бонусами');
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    const confirm = await screen.findByRole('dialog', { name: 'Изменить баланс?' });
    expect(confirm).toHaveTextContent(/Списать с баланса клиента \+79123456789 200\s₽. Причина: «Оплата бонусами»/);
    expect(body).toBeUndefined();
    await user.click(within(confirm).getByRole('button', { name: 'Списать' }));
    expect(await screen.findByText(messages.balanceUpdated)).toBeInTheDocument();
    expect(body).toEqual({ id: 7, balance: -200_00, reason: 'Оплата бонусами', operationId: expect.any(String) });
    expect(await screen.findByText(/Баланс: 300\s₽/)).toBeInTheDocument();
  });

  it('shows the refusal when the balance would go below zero', async () => {
    server.use(
      http.get('/api/clients/get-clients', () => HttpResponse.json(encrypted([anna]))),
      http.post('/api/clients/get-client-by-id', () => HttpResponse.json(card(500_00))),
      http.post('/api/clients/update-sum-balance', () =>
        HttpResponse.json({ error: messages.balanceNegative, code: 'BUSINESS_RULE' }, { status: 422 }),
      ),
    );
    const { user } = renderPage('write');
    await user.click(await screen.findByRole('button', { name: `Карточка ${anna.phoneNumber}` }));
    await user.click(await screen.findByRole('button', { name: 'Изменить баланс' }));
    await user.click(screen.getByLabelText('Списать'));
    await user.type(screen.getByLabelText('Сумма, ₽'), '900');
    await user.type(screen.getByLabelText('Причина'), 'Ошибка');
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Изменить баланс?' })).getByRole('button', { name: 'Списать' }),
    );
    expect(await screen.findByText(messages.balanceNegative)).toBeInTheDocument();
  });

  it('credits the referral bonus for a friend after a confirmation', async () => {
    let accrued: unknown;
    server.use(
      http.get('/api/clients/get-clients', () => HttpResponse.json(encrypted([anna]))),
      http.post('/api/clients/get-client-by-id', () => HttpResponse.json(card(500_00))),
      http.post('/api/clients/update-status-balance', async ({ request }) => {
        accrued = await request.json();
        return HttpResponse.json({ accruedNow: true, referral: card(0).invited[0] });
      }),
    );
    const { user } = renderPage('write');
    await user.click(await screen.findByRole('button', { name: `Карточка ${anna.phoneNumber}` }));
    await user.click(await screen.findByRole('button', { name: 'Начислить бонус' }));
    const confirm = await screen.findByRole('dialog', { name: 'Начислить бонус за друга?' });
    await user.click(within(confirm).getByRole('button', { name: 'Начислить' }));
    expect(await screen.findByText(messages.bonusAccrued)).toBeInTheDocument();
    expect(accrued).toEqual({ phoneNumber: '+79120000008' });
  });
});
