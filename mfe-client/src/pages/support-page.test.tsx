import { clientSignedIn } from '@pvz/api-client/session/session-slice';
import { createAppStore } from '@pvz/api-client/store';
import type { ChatMessage, ClientSendBody, ClientStartBody, ClientThread } from '@pvz/contracts/api/chat';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { FakeAudioContext } from '@pvz/test-utils/fake-audio-context';
import { FakeWebSocket } from '@pvz/test-utils/fake-web-socket';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import SupportPage from './support-page';

installMswServer();

const message = (id: number, body: string, author: ChatMessage['author'] = 'client'): ChatMessage => ({
  id,
  threadId: 9,
  author,
  authorName: author === 'staff' ? 'Ольга' : null,
  body,
  internal: false,
  files: [],
  createdAt: '2026-11-27T07:00:00.000Z',
});

/** The page in front of the client, or not (another tab, the phone locked). */
const pageIs = (state: DocumentVisibilityState) =>
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });

let threads: ClientThread[];
let started: ClientStartBody[];
let sent: ClientSendBody[];

afterEach(() => {
  Reflect.deleteProperty(document, 'visibilityState');
});

beforeEach(() => {
  FakeWebSocket.install();
  threads = [];
  started = [];
  sent = [];
  server.use(
    http.get('/api/client-chat/list', () => HttpResponse.json({ threads })),
    http.post('/api/client-chat/read', async ({ request }) => HttpResponse.json(await request.json())),
    http.post('/api/client-chat/start', async ({ request }) => {
      const body = (await request.json()) as ClientStartBody;
      started.push(body);
      const thread: ClientThread = {
        id: 9,
        subject: body.body,
        status: 'open',
        messages: [message(1, body.body)],
        readByStaff: null,
      };
      threads = [thread];
      return HttpResponse.json(thread);
    }),
    http.post('/api/client-chat/send', async ({ request }) => {
      const body = (await request.json()) as ClientSendBody;
      sent.push(body);
      const made = message(2 + sent.length, body.body);
      threads = [{ ...(threads[0] as ClientThread), messages: [...(threads[0] as ClientThread).messages, made] }];
      return HttpResponse.json(made);
    }),
  );
});

function renderPage() {
  const store = createAppStore();
  store.dispatch(
    clientSignedIn({
      client: { id: 3, phoneNumber: '+79123456789', fio: 'Анна Смирнова', role: 'CLIENT' },
      session: { expiresAt: new Date(Date.now() + 3600_000).toISOString(), endsAt: null, listKey: 'a2V5' },
    }),
  );
  return renderWithProviders(<SupportPage />, { store });
}

describe('«Поддержка» in the cabinet', () => {
  it('opens a thread with the first message, hears the answer live, shows typing and «Прочитано»', async () => {
    const { user } = renderPage();
    expect(await screen.findByText(/Напишите, чем мы можем помочь/)).toBeVisible();
    await user.type(screen.getByLabelText('Сообщение'), 'Где мой заказ?{Enter}');
    await waitFor(() => expect(started).toHaveLength(1));
    expect(started[0]?.body).toBe('Где мой заказ?');
    const log = await screen.findByRole('log', { name: 'Сообщения' });
    expect(await within(log).findByText('Где мой заказ?')).toBeVisible();

    const socket = FakeWebSocket.latest as FakeWebSocket;
    expect(socket.url).toBe('ws://localhost/api/client-chat/live');
    act(() => socket.hear({ type: 'typing', threadId: 9, by: 'staff', name: 'Ольга' }));
    expect(await screen.findByText('Оператор печатает…')).toBeVisible();
    act(() => socket.hear({ type: 'read', threadId: 9, by: 'staff', messageId: 1 }));
    expect(await within(log).findByLabelText('Прочитано')).toBeVisible();

    threads = [
      {
        ...(threads[0] as ClientThread),
        messages: [...(threads[0] as ClientThread).messages, message(2, 'Уже в пути', 'staff')],
      },
    ];
    act(() => socket.hear({ type: 'message', message: message(2, 'Уже в пути', 'staff') }));
    expect(await within(log).findByText('Уже в пути')).toBeVisible();

    await user.type(screen.getByLabelText('Сообщение'), 'Спасибо!{Enter}');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ threadId: 9, body: 'Спасибо!', files: [] });
  });

  it('sends photos with the first message too', async () => {
    const photo = '6f1c2a9e-0000-4000-8000-000000000001';
    server.use(http.post('/api/files', () => HttpResponse.json({ id: photo, contentType: 'image/png', size: 4 })));
    const { user, container } = renderPage();
    expect(await screen.findByText(/Напишите, чем мы можем помочь/)).toBeVisible();
    const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'заказ.png', { type: 'image/png' });
    await user.upload(container.querySelector('input[type="file"]') as HTMLInputElement, picture);
    await user.type(screen.getByLabelText('Сообщение'), 'Пришёл не тот товар{Enter}');
    await waitFor(() => expect(started).toHaveLength(1));
    expect(started[0]).toMatchObject({ body: 'Пришёл не тот товар', files: [photo] });
  });

  it('sounds when an answer comes while the page is not in front, and only then', async () => {
    FakeAudioContext.install();
    threads = [{ id: 9, subject: 'Вопрос', status: 'open', messages: [message(1, 'Вопрос')], readByStaff: null }];
    renderPage();
    expect(await within(await screen.findByRole('log', { name: 'Сообщения' })).findByText('Вопрос')).toBeVisible();
    const socket = FakeWebSocket.latest as FakeWebSocket;

    pageIs('visible');
    act(() => socket.hear({ type: 'message', message: message(2, 'Смотрю', 'staff') }));
    expect(FakeAudioContext.tones).toEqual([]);

    pageIs('hidden');
    // the client's own message, written in another tab, is no news to them
    act(() => socket.hear({ type: 'message', message: message(3, 'Жду') }));
    expect(FakeAudioContext.tones).toEqual([]);
    act(() => socket.hear({ type: 'message', message: message(4, 'Заказ у курьера', 'staff') }));
    expect(FakeAudioContext.tones).toHaveLength(1);
  });
});
