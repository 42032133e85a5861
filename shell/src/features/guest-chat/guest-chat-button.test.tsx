import { signedOut } from '@pvz/api-client/session/session-slice';
import { createAppStore } from '@pvz/api-client/store';
import type { ChatMessage, ClientThread, GuestStartBody } from '@pvz/contracts/api/chat';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { FakeWebSocket } from '@pvz/test-utils/fake-web-socket';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { GuestChatButton } from './guest-chat-button';

installMswServer();

const TOKEN = 'A'.repeat(43);
const message = (id: number, author: 'client' | 'staff', body: string): ChatMessage => ({
  id,
  threadId: 5,
  author,
  authorName: null,
  body,
  internal: false,
  files: [],
  createdAt: '2026-11-27T07:00:00Z',
});
let started: GuestStartBody[];
let thread: ClientThread;

beforeEach(() => {
  localStorage.clear();
  FakeWebSocket.install();
  started = [];
  thread = {
    id: 5,
    subject: 'Где посылка?',
    status: 'open',
    messages: [message(1, 'client', 'Где посылка?')],
    readByStaff: null,
  };
  server.use(
    http.post('/api/public/chat/start', async ({ request }) => {
      started.push((await request.json()) as GuestStartBody);
      return HttpResponse.json({ threadId: 5, token: TOKEN });
    }),
    http.post('/api/public/chat/thread', () => HttpResponse.json(thread)),
    http.get('/api/public/chat/points', () =>
      HttpResponse.json({
        points: [
          { id: 1, name: 'ПВЗ Север', address: 'Северная, 1' },
          { id: 2, name: 'ПВЗ Юг', address: 'Южная, 2' },
        ],
      }),
    ),
  );
});

function renderButton() {
  const store = createAppStore();
  store.dispatch(signedOut({ reason: null }));
  return renderWithProviders(<GuestChatButton />, { store });
}

describe('the guest chat of the public pages', () => {
  it('opens a thread by name and phone, keeps its key, and shows an answer that comes live', async () => {
    const { user } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Чат поддержки' }));
    const dialog = await screen.findByRole('dialog', { name: 'Чат поддержки' });
    await user.type(within(dialog).getByLabelText(/Ваше имя/), 'Анна');
    await user.type(within(dialog).getByLabelText(/Телефон/), '9140000007');
    await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    expect(within(dialog).getByText('Напишите сообщение')).toBeVisible();
    expect(started).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Сообщение/), 'Где посылка?');
    await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(started).toEqual([{ name: 'Анна', phone: '+79140000007', body: 'Где посылка?' }]));
    expect(JSON.parse(localStorage.getItem('pvz.guest-chat') ?? 'null')).toEqual({ threadId: 5, token: TOKEN });
    const log = await within(dialog).findByRole('log', { name: 'Сообщения' });
    expect(within(log).getByText('Где посылка?')).toBeVisible();
    await waitFor(() =>
      expect(FakeWebSocket.latest?.sent).toContainEqual({ type: 'hello', threadId: 5, token: TOKEN, after: 0 }),
    );

    thread = { ...thread, messages: [...thread.messages, message(2, 'staff', 'Уже на пункте')] };
    act(() => FakeWebSocket.latest?.hear({ type: 'message', message: message(2, 'staff', 'Уже на пункте') }));
    expect(await within(log).findByText('Уже на пункте')).toBeVisible();
  });

  it('addresses the question to a point the guest picks, and passes typing both ways', async () => {
    const { user } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Чат поддержки' }));
    const dialog = await screen.findByRole('dialog', { name: 'Чат поддержки' });
    await user.type(within(dialog).getByLabelText(/Ваше имя/), 'Анна');
    await user.type(within(dialog).getByLabelText(/Телефон/), '9140000007');
    await user.click(within(dialog).getByLabelText(/Пункт выдачи/));
    await user.click(await screen.findByRole('option', { name: /ПВЗ Юг/ }));
    await user.type(within(dialog).getByLabelText(/Сообщение/), 'Есть примерка?');
    await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    await waitFor(() =>
      expect(started).toEqual([{ name: 'Анна', phone: '+79140000007', body: 'Есть примерка?', pointId: 2 }]),
    );

    const log = await within(dialog).findByRole('log', { name: 'Сообщения' });
    act(() => FakeWebSocket.latest?.hear({ type: 'typing', threadId: 5, by: 'staff', name: null }));
    expect(await within(log).findByText('Оператор печатает…')).toBeVisible();
    // and staff see the guest typing
    await user.type(within(dialog).getByLabelText('Сообщение'), 'А');
    await waitFor(() => expect(FakeWebSocket.latest?.sent).toContainEqual({ type: 'typing', threadId: 5 }));
  });

  it('starts anew when the kept thread is gone', async () => {
    localStorage.setItem('pvz.guest-chat', JSON.stringify({ threadId: 9, token: TOKEN }));
    server.use(
      http.post('/api/public/chat/thread', () =>
        HttpResponse.json({ error: 'Обращение не найдено. Начните новый чат', code: 'NOT_FOUND' }, { status: 404 }),
      ),
    );
    const { user } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Чат поддержки' }));
    expect(await screen.findByText('Обращение не найдено. Начните новый чат')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Начать новый чат' }));
    expect(screen.getByLabelText(/Ваше имя/)).toBeVisible();
    expect(localStorage.getItem('pvz.guest-chat')).toBeNull();
  });
});
