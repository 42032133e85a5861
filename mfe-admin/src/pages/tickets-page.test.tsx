import { staffSignedIn } from '@pvz/api-client/session/session-slice';
import { createAppStore } from '@pvz/api-client/store';
import type {
  AssignBody,
  ChatMessage,
  Inbox,
  StaffSendBody,
  StaffThread,
  ThreadSummary,
} from '@pvz/contracts/api/chat';
import { messages } from '@pvz/contracts/messages';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { FakeWebSocket } from '@pvz/test-utils/fake-web-socket';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import TicketsPage from './tickets-page';

installMswServer();

const summary = (fields: Partial<ThreadSummary> = {}): ThreadSummary => ({
  id: 4,
  subject: 'Где мой заказ?',
  status: 'open',
  name: 'Иван Петров',
  phone: '+79123456789',
  guest: false,
  point: null,
  assignedTo: null,
  lastMessageAt: '2026-11-27T07:00:00.000Z',
  waitingSince: '2026-11-27T07:00:00.000Z',
  unread: 1,
  ...fields,
});
const message = (id: number, body: string, fields: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  threadId: 4,
  author: 'client',
  authorName: null,
  body,
  internal: false,
  files: [],
  createdAt: '2026-11-27T07:00:00.000Z',
  ...fields,
});

let threadMessages: ChatMessage[];
let readByClient: number | null;
let assigned: AssignBody[];
let sent: StaffSendBody[];
let inboxCalls: number;

const colleagues = [
  { id: 1, name: 'admin' },
  { id: 5, name: 'Ольга' },
];

beforeEach(() => {
  FakeWebSocket.install();
  threadMessages = [message(10, 'Где мой заказ?')];
  readByClient = null;
  assigned = [];
  sent = [];
  inboxCalls = 0;
  server.use(
    http.get('/api/tickets/list', () => {
      inboxCalls += 1;
      const inbox: Inbox = {
        threads: [summary({ unread: inboxCalls })],
        counts: { open: 1, waiting: 1, unread: inboxCalls },
      };
      return HttpResponse.json(inbox);
    }),
    http.get('/api/tickets/thread', () => {
      const assignedTo = colleagues.find((colleague) => colleague.id === assigned.at(-1)?.userId) ?? null;
      const thread: StaffThread = { thread: summary({ assignedTo }), messages: threadMessages, readByClient };
      return HttpResponse.json(thread);
    }),
    http.get('/api/tickets/colleagues', () => HttpResponse.json({ colleagues })),
    http.get('/api/reference/choices', () =>
      HttpResponse.json({ points: [], sortingCenters: [], marketplaces: [], orderAccounts: [] }),
    ),
    http.post('/api/tickets/assign', async ({ request }) => {
      assigned.push((await request.json()) as AssignBody);
      return HttpResponse.json(summary());
    }),
    http.get('/api/tickets/canned', () =>
      HttpResponse.json({ answers: [{ id: 1, title: 'Приветствие', body: 'Здравствуйте!' }] }),
    ),
    http.post('/api/tickets/read', async ({ request }) => HttpResponse.json(await request.json())),
    http.post('/api/tickets/send', async ({ request }) => {
      const body = (await request.json()) as StaffSendBody;
      sent.push(body);
      const made = message(20 + sent.length, body.body, {
        author: 'staff',
        authorName: 'admin',
        internal: body.internal,
      });
      threadMessages = [...threadMessages, made];
      return HttpResponse.json(made);
    }),
  );
});

function renderPage(at: string, level: 'read' | 'write' = 'write') {
  const store = createAppStore();
  store.dispatch(
    staffSignedIn({
      user: { id: 1, username: 'admin', role: 'ADMIN', roleName: 'Директор' },
      access: { pages: { 'extra-tickets': level }, columns: {} },
      scope: { allPoints: true, pointIds: [], sortingCenterId: null, homePointId: null },
      session: { expiresAt: new Date(Date.now() + 3600_000).toISOString(), endsAt: null, listKey: 'a2V5' },
    }),
  );
  return renderWithProviders(null, { store, at, routes: [{ path: '/tickets/*', element: <TicketsPage /> }] });
}

describe('«Чат поддержки»', () => {
  it('lists what waits for an answer and refreshes when the socket says a client wrote', async () => {
    renderPage('/tickets');
    const list = await screen.findByRole('list', { name: 'Обращения' });
    // the list is drawn before its threads arrive
    expect(await within(list).findByText('Иван Петров')).toBeVisible();
    expect(within(list).getByText(/ждёт/)).toBeVisible();
    expect(screen.getByText('Ждут ответа: 1')).toBeVisible();
    await waitFor(() => expect(FakeWebSocket.latest?.sent).toContainEqual({ type: 'resume', after: 0 }));
    expect(FakeWebSocket.latest?.url).toBe('ws://localhost/api/tickets/live');
    act(() => FakeWebSocket.latest?.hear({ type: 'message', message: message(11, 'Алло?') }));
    await waitFor(() => expect(inboxCalls).toBe(2));
  });

  it('answers, keeps a note for staff, inserts a canned answer, and shows the client typing', async () => {
    const { user } = renderPage('/tickets/4');
    const log = await screen.findByRole('log', { name: 'Сообщения' });
    expect(within(log).getByText('Где мой заказ?')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(screen.getByText(messages.chatMessageEmpty)).toBeVisible();
    expect(sent).toEqual([]);

    await user.type(screen.getByLabelText('Ответ клиенту'), 'Заказ в пути{Enter}');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ threadId: 4, body: 'Заказ в пути', internal: false, files: [] });
    expect(await within(log).findByText('Заказ в пути')).toBeVisible();

    await user.click(screen.getByLabelText('Заметка (клиент не увидит)'));
    await user.type(screen.getByLabelText('Заметка для своих'), 'Проверить склад{Enter}');
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ internal: true });

    await user.click(screen.getByLabelText('Шаблон ответа'));
    await user.click(await screen.findByRole('option', { name: 'Приветствие' }));
    expect(screen.getByLabelText('Заметка для своих')).toHaveValue('Здравствуйте!');

    act(() => FakeWebSocket.latest?.hear({ type: 'typing', threadId: 4, by: 'client', name: null }));
    expect(await screen.findByText('Клиент печатает…')).toBeVisible();
    // many keystrokes: a busy machine needs more than the default five seconds
  }, 30_000);

  it('goes back to the inbox when the thread on screen is deleted', async () => {
    renderPage('/tickets/4');
    await screen.findByRole('log', { name: 'Сообщения' });
    act(() =>
      FakeWebSocket.latest?.hear({
        type: 'thread',
        thread: { id: 4, status: 'open', assignedTo: null, deleted: true },
      }),
    );
    expect(await screen.findByText(messages.chatThreadDeleted)).toBeVisible();
    expect(await screen.findByRole('list', { name: 'Обращения' })).toBeVisible();
  });

  it('shows «Прочитано» on the answers the client has read, as loaded and as heard, never on notes', async () => {
    threadMessages = [
      message(10, 'Где мой заказ?'),
      message(11, 'Заказ в пути', { author: 'staff', authorName: 'admin' }),
      message(12, 'Проверить склад', { author: 'staff', authorName: 'admin', internal: true }),
      message(13, 'Привезут завтра', { author: 'staff', authorName: 'admin' }),
    ];
    readByClient = 11;
    renderPage('/tickets/4');
    const log = await screen.findByRole('log', { name: 'Сообщения' });
    expect(await within(log).findAllByLabelText('Прочитано')).toHaveLength(1);

    // a colleague reading, or the client reading another thread, is no receipt here
    act(() => FakeWebSocket.latest?.hear({ type: 'read', threadId: 4, by: 'staff', messageId: 13 }));
    act(() => FakeWebSocket.latest?.hear({ type: 'read', threadId: 5, by: 'client', messageId: 13 }));
    expect(within(log).getAllByLabelText('Прочитано')).toHaveLength(1);
    act(() => FakeWebSocket.latest?.hear({ type: 'read', threadId: 4, by: 'client', messageId: 13 }));
    await waitFor(() => expect(within(log).getAllByLabelText('Прочитано')).toHaveLength(2));
  });

  it('passes the thread to a colleague who works the chat', async () => {
    const { user } = renderPage('/tickets/4');
    await user.click(await screen.findByRole('button', { name: 'Передать коллеге' }));
    const menu = await screen.findByRole('menu', { name: 'Кому передать' });
    await user.click(await within(menu).findByRole('menuitem', { name: 'Ольга' }));
    // oneself is taken with «Взять себе»
    expect(screen.queryByRole('menuitem', { name: 'admin' })).toBeNull();
    await waitFor(() => expect(assigned).toEqual([{ threadId: 4, userId: 5 }]));
    expect(await screen.findByText(/ведёт Ольга/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Шаблоны ответов' }));
    expect(await screen.findByRole('dialog', { name: 'Шаблоны ответов' })).toBeVisible();
  });

  it('offers one who only reads the chat neither passing threads nor keeping canned answers', async () => {
    renderPage('/tickets/4', 'read');
    await screen.findByRole('log', { name: 'Сообщения' });
    expect(screen.getByRole('button', { name: 'Взять себе' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Передать коллеге' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Шаблоны ответов' })).toBeNull();
  });
});
