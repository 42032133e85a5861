import type { Inbox, ThreadSummary } from '@pvz/contracts/api/chat';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { InboxView } from './inbox-view';

installMswServer();

const summary = (id: number, name: string, fields: Partial<ThreadSummary> = {}): ThreadSummary => ({
  id,
  subject: 'Где мой заказ?',
  status: 'open',
  name,
  phone: '+79123456789',
  guest: false,
  point: null,
  assignedTo: null,
  lastMessageAt: '2026-11-27T07:00:00.000Z',
  waitingSince: null,
  unread: 0,
  ...fields,
});
const north = { id: 1, name: 'ПВЗ Север' };
const south = { id: 2, name: 'ПВЗ Юг' };
const threads = [
  summary(4, 'Иван Петров', { point: north, waitingSince: '2026-11-27T07:00:00.000Z' }),
  summary(5, 'Ольга', { point: south }),
  summary(6, 'Гость Анна', { guest: true, waitingSince: '2026-11-27T06:00:00.000Z' }),
];

let asked: URLSearchParams[];

beforeEach(() => {
  asked = [];
  server.use(
    http.get('/api/reference/choices', () =>
      HttpResponse.json({ points: [north, south], sortingCenters: [], marketplaces: [], orderAccounts: [] }),
    ),
    // the server filters: here, as it would
    http.get('/api/tickets/list', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const pointId = Number(query.get('pointId') ?? 0);
      const inbox: Inbox = {
        threads: threads.filter(
          (thread) =>
            (!pointId || thread.point?.id === pointId) && (query.get('waiting') !== 'true' || thread.waitingSince),
        ),
        counts: { open: 3, waiting: 2, unread: 0 },
      };
      return HttpResponse.json(inbox);
    }),
  );
});

/** The names of the threads listed. */
const names = async () => {
  const list = await screen.findByRole('list', { name: 'Обращения' });
  return threads.map((thread) => thread.name).filter((name) => within(list).queryByText(name));
};

describe('the support inbox', () => {
  it('shows the threads of one point of the caller’s, and of any again', async () => {
    const { user } = renderWithProviders(<InboxView />);
    await waitFor(async () => expect(await names()).toEqual(['Иван Петров', 'Ольга', 'Гость Анна']));
    expect(asked.at(-1)?.has('pointId')).toBe(false);

    await user.click(screen.getByLabelText('ПВЗ'));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Все ПВЗ', 'ПВЗ Север', 'ПВЗ Юг']);
    await user.click(screen.getByRole('option', { name: 'ПВЗ Юг' }));
    await waitFor(async () => expect(await names()).toEqual(['Ольга']));
    expect(asked.at(-1)?.get('pointId')).toBe('2');

    await user.click(screen.getByLabelText('ПВЗ'));
    await user.click(await screen.findByRole('option', { name: 'Все ПВЗ' }));
    await waitFor(async () => expect(await names()).toHaveLength(3));
  });

  it('keeps to the threads waiting for an answer while «Ждут ответа» is pressed', async () => {
    const { user } = renderWithProviders(<InboxView />);
    const waiting = await screen.findByRole('button', { name: 'Ждут ответа: 2' });
    expect(waiting).toHaveAttribute('aria-pressed', 'false');
    await user.click(waiting);
    await waitFor(async () => expect(await names()).toEqual(['Иван Петров', 'Гость Анна']));
    expect(asked.at(-1)?.get('waiting')).toBe('true');
    expect(waiting).toHaveAttribute('aria-pressed', 'true');

    await user.click(waiting);
    await waitFor(async () => expect(await names()).toHaveLength(3));
  });
});
