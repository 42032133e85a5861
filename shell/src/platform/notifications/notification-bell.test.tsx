import { messages } from '@pvz/contracts/messages';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { NotificationBell } from './notification-bell';

installMswServer();

const item = (id: number, title: string, readAt: string | null) => ({
  id,
  title,
  message: `${title}: текст`,
  createdAt: '2026-11-21T10:00:00.000Z',
  readAt,
});

function withServer() {
  let items = [item(2, 'Статус заказа', null), item(1, 'Новость', '2026-11-21T11:00:00.000Z')];
  const reads: unknown[] = [];
  const page = () => ({
    items,
    total: items.length,
    unread: items.filter((one) => one.readAt === null).length,
    page: 1,
    pageSize: 20,
  });
  server.use(
    http.get('/api/notifications', () => HttpResponse.json(page())),
    http.post('/api/notifications/read', async ({ request }) => {
      const body = (await request.json()) as { ids: number[] };
      reads.push(body);
      items = items.map((one) => (body.ids.includes(one.id) ? { ...one, readAt: '2026-11-21T12:00:00.000Z' } : one));
      return HttpResponse.json({ success: true, unread: page().unread });
    }),
    http.get('/api/public/push-config', () => HttpResponse.json({ config: null })),
  );
  return reads;
}

describe('the notification bell', () => {
  it('shows the unread count, lists the notifications and marks one read on a click', async () => {
    const reads = withServer();
    const { user } = renderWithProviders(<NotificationBell kind="client" id="+79123456789" />);
    const bell = await screen.findByRole('button', { name: `${messages.notificationsTitle}: 1 новых` });
    await user.click(bell);
    const panel = await screen.findByRole('region', { name: messages.notificationsTitle });
    expect(within(panel).getByText('Новость: текст')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Статус заказа, не прочитано' }));
    await waitFor(() => expect(reads).toEqual([{ ids: [2] }]));
    expect(await within(panel).findByRole('button', { name: 'Статус заказа' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: messages.notificationsMarkAllRead })).toBeDisabled();
  });

  it('says notifications are in-app only when push is not configured', async () => {
    withServer();
    const { user } = renderWithProviders(<NotificationBell kind="staff" id="admin" />);
    await user.click(await screen.findByRole('button', { name: /Уведомления/ }));
    await user.click(await screen.findByRole('button', { name: messages.pushConnect }));
    expect(await screen.findByText(messages.pushInAppOnly)).toBeInTheDocument();
  });

  it('tells a browser without push support so, when push is configured', async () => {
    withServer();
    server.use(
      http.get('/api/public/push-config', () =>
        HttpResponse.json({
          config: { apiKey: 'k', projectId: 'p', messagingSenderId: '1', appId: 'a', vapidKey: 'v' },
        }),
      ),
    );
    const { user } = renderWithProviders(<NotificationBell kind="client" id="+79123456789" />);
    await user.click(await screen.findByRole('button', { name: /Уведомления/ }));
    await user.click(await screen.findByRole('button', { name: messages.pushConnect }));
    // jsdom, like some browsers, has no Notification API
    expect(await screen.findByText(messages.pushUnsupported)).toBeInTheDocument();
  });

  it('says so when the list is empty', async () => {
    server.use(
      http.get('/api/notifications', () =>
        HttpResponse.json({ items: [], total: 0, unread: 0, page: 1, pageSize: 20 }),
      ),
    );
    const { user } = renderWithProviders(<NotificationBell kind="staff" id="admin" />);
    await user.click(await screen.findByRole('button', { name: messages.notificationsTitle }));
    expect(await screen.findByText(messages.notificationsEmpty)).toBeInTheDocument();
  });
});
