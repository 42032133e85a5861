import { staffSignedIn } from '@pvz/api-client/session/session-slice';
import { createAppStore } from '@pvz/api-client/store';
import type { BroadcastChoices, SentBroadcast } from '@pvz/contracts/api/broadcasts';
import { messages } from '@pvz/contracts/messages';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import MessagesPage from './messages-page';

installMswServer();
// the grid renders slowly on a machine shared with other suites
jest.setTimeout(60_000);

const choices = (networkWide: boolean): BroadcastChoices => ({
  networkWide,
  roles: [
    { code: 'PVZ', name: 'Оператор ПВЗ' },
    { code: 'COURIER', name: 'Курьер' },
  ],
  staff: [
    { username: 'anna', roleName: 'Оператор ПВЗ' },
    { username: 'boris', roleName: 'Курьер' },
  ],
});
const sentRow: SentBroadcast = {
  id: 7,
  createdAt: '2026-11-21T08:00:00.000Z',
  sender: 'admin',
  kind: 'point',
  target: 'ПВЗ Север',
  title: 'Инвентаризация',
  message: 'В пятницу',
  recipients: 3,
};

let posted: { url: string; body: Record<string, unknown> }[];
let networkWide: boolean;
let clientsPage: boolean;

/** A spec's single-recipient call, answered as the gateway answers it. */
const sentToOne = (url: string) =>
  http.post(url, async ({ request }) => {
    posted.push({ url, body: (await request.json()) as Record<string, unknown> });
    return HttpResponse.json({ success: true });
  });

beforeEach(() => {
  posted = [];
  networkWide = true;
  clientsPage = true;
  server.use(
    sentToOne('/api/users/message'),
    sentToOne('/api/messages'),
    http.get('/api/messages/choices', () => HttpResponse.json(choices(networkWide))),
    http.get('/api/messages/sent', () => HttpResponse.json({ rows: [sentRow], total: 1 })),
    http.get('/api/reference/choices', () =>
      HttpResponse.json({
        points: [{ id: 1, name: 'ПВЗ Север' }],
        sortingCenters: [],
        marketplaces: [],
        orderAccounts: [],
        deliveryPoints: [],
        deliveryCenters: [],
        categories: [],
        companies: [],
      }),
    ),
    http.post('/api/messages/recipients-count', async ({ request }) => {
      posted.push({ url: '/api/messages/recipients-count', body: (await request.json()) as Record<string, unknown> });
      return HttpResponse.json({ recipients: 100_000 });
    }),
    http.post('/api/messages/broadcast', async ({ request }) => {
      const body = (await request.json()) as { audience: { kind: string } };
      posted.push({ url: '/api/messages/broadcast', body });
      if (body.audience.kind === 'role')
        return HttpResponse.json({ error: messages.roleNotFound, code: 'NOT_FOUND' }, { status: 404 });
      return HttpResponse.json({ message: 'Сообщение отправлено, получателей: 1', id: 8, recipients: 1 });
    }),
  );
});

function renderPage() {
  const store = createAppStore();
  store.dispatch(
    staffSignedIn({
      user: { id: 1, username: 'admin', role: 'ADMIN', roleName: 'Директор' },
      access: {
        pages: { 'admin-messages': 'write', ...(clientsPage && { 'admin-clients': 'write' as const }) },
        columns: {},
      },
      scope: { allPoints: networkWide, pointIds: [1], sortingCenterId: null, homePointId: null },
      session: { expiresAt: new Date(Date.now() + 3600_000).toISOString(), endsAt: null, listKey: 'a2V5' },
    }),
  );
  return renderWithProviders(<MessagesPage />, { store });
}

async function chooseKind(user: ReturnType<typeof renderPage>['user'], kind: string) {
  await user.click(screen.getByRole('combobox', { name: 'Кому' }));
  await user.click(await screen.findByRole('option', { name: kind }));
}

describe('«Сообщения»', () => {
  it('switches the recipient’s field with the audience and sends to a client by the spec’s call', async () => {
    const { user } = renderPage();
    expect(await screen.findByRole('combobox', { name: 'Сотрудник' })).toBeInTheDocument();

    await chooseKind(user, 'Роли');
    expect(screen.queryByRole('combobox', { name: 'Сотрудник' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Роль/ })).toBeInTheDocument();

    await chooseKind(user, 'Клиенту');
    const phone = screen.getByRole('textbox', { name: /Телефон клиента/ });
    await user.type(phone, '89123456789');
    expect(phone).toHaveValue('+7 912 345-67-89');
    await user.type(screen.getByRole('textbox', { name: /Заголовок/ }), 'Ваш заказ');
    expect(screen.getByText('9 / 100')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Текст сообщения/ }), 'Приехал');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      url: '/api/messages',
      body: { title: 'Ваш заказ', message: 'Приехал', phoneNumber: '+79123456789' },
    });
    expect(await screen.findByText('Сообщение отправлено, получателей: 1')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Заголовок/ })).toHaveValue('');
  });

  it('sends to one employee by the spec’s call and to a point’s staff by a broadcast', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('combobox', { name: 'Сотрудник' }));
    await user.click(await screen.findByRole('option', { name: 'anna — Оператор ПВЗ' }));
    await user.type(screen.getByRole('textbox', { name: /Заголовок/ }), 'Смена');
    await user.type(screen.getByRole('textbox', { name: /Текст сообщения/ }), 'Завтра в 9');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      url: '/api/users/message',
      body: { title: 'Смена', message: 'Завтра в 9', username: 'anna' },
    });
    expect(await screen.findByText('Сообщение отправлено, получателей: 1')).toBeInTheDocument();

    await chooseKind(user, 'Сотрудникам ПВЗ');
    await user.click(screen.getByRole('combobox', { name: /ПВЗ/ }));
    await user.click(await screen.findByRole('option', { name: 'ПВЗ Север' }));
    await user.type(screen.getByRole('textbox', { name: /Заголовок/ }), 'Инвентаризация');
    await user.type(screen.getByRole('textbox', { name: /Текст сообщения/ }), 'В пятницу');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));

    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toEqual({
      url: '/api/messages/broadcast',
      body: {
        operationId: expect.any(String),
        title: 'Инвентаризация',
        message: 'В пятницу',
        audience: { kind: 'point', pvzId: 1 },
      },
    });
  });

  it('asks before writing to all clients, saying how many get it', async () => {
    const { user } = renderPage();
    await chooseKind(user, 'Всем клиентам');
    await user.type(screen.getByRole('textbox', { name: /Заголовок/ }), 'Праздник');
    await user.type(screen.getByRole('textbox', { name: /Текст сообщения/ }), 'Пункты закрыты 1 января');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));

    const dialog = await screen.findByRole('dialog', { name: 'Отправить всем клиентам?' });
    expect(within(dialog).getByText(/Получателей: 100\s000/)).toBeInTheDocument();
    expect(posted.map((one) => one.url)).toEqual(['/api/messages/recipients-count']);
    expect(posted[0]?.body).toEqual({ audience: { kind: 'allClients' } });

    await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]?.body).toMatchObject({ title: 'Праздник', audience: { kind: 'allClients' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers no broadcast to everybody without every point, nor a client without the clients page, checks the form and shows the server’s refusal', async () => {
    networkWide = false;
    clientsPage = false;
    const { user } = renderPage();
    await screen.findByRole('combobox', { name: 'Сотрудник' });
    await user.click(screen.getByRole('combobox', { name: 'Кому' }));
    expect(await screen.findByRole('option', { name: 'Роли' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Сотруднику' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Клиенту' })).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Всем клиентам' })).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Всем сотрудникам' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Роли' }));

    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText(messages.broadcastRecipientRequired)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /Роль/ }));
    await user.click(await screen.findByRole('option', { name: 'Курьер' }));
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText(messages.messageTitleEmpty)).toBeInTheDocument();
    expect(posted).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /Заголовок/ }), 'Курьерам');
    await user.type(screen.getByRole('textbox', { name: /Текст сообщения/ }), 'Сбор в 9');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText(messages.roleNotFound)).toBeInTheDocument();
    expect(posted[0]?.body).toMatchObject({ audience: { kind: 'role', role: 'COURIER' } });
  });

  it('lists the messages sent', async () => {
    renderPage();
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('row')
          .some((row) => /Сотрудникам ПВЗ.*ПВЗ Север.*Инвентаризация/.test(row.textContent ?? '')),
      ).toBe(true),
    );
  });
});
