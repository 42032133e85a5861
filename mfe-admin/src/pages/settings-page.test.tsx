import { staffSignedIn } from '@pvz/api-client/session/session-slice';
import { createAppStore } from '@pvz/api-client/store';
import type { Policy } from '@pvz/contracts/api/policies';
import { messages } from '@pvz/contracts/messages';
import { defaultSettings } from '@pvz/contracts/settings';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import SettingsPage from './settings-page';

installMswServer();

function renderAs(level: 'read' | 'write') {
  const store = createAppStore();
  store.dispatch(
    staffSignedIn({
      user: { id: 1, username: 'director', role: 'ADMIN', roleName: 'Администратор' },
      access: { pages: { 'admin-settings': level }, columns: {} },
      scope: { allPoints: true, pointIds: [], sortingCenterId: null, homePointId: null },
      session: { expiresAt: new Date(Date.now() + 3600_000).toISOString(), endsAt: null, listKey: 'a2V5' },
    }),
  );
  return renderWithProviders(null, {
    store,
    at: '/admin/settings',
    routes: [{ path: '/admin/settings', element: <SettingsPage /> }],
  });
}

let published: Record<string, Policy>;
let edits: unknown[];

beforeEach(() => {
  edits = [];
  published = {
    privacy: { name: 'privacy', title: 'Политика конфиденциальности', text: '', updatedAt: null },
    'personal-data': {
      name: 'personal-data',
      title: 'Политика обработки персональных данных',
      text: 'Старый текст',
      updatedAt: '2026-11-01T09:00:00.000Z',
    },
  };
  server.use(
    http.get('/api/settings/get-settings', () => HttpResponse.json(defaultSettings)),
    http.get('/api/public/policy', ({ request }) =>
      HttpResponse.json(published[new URL(request.url).searchParams.get('name') ?? '']),
    ),
    http.post('/api/settings/edit-policy', async ({ request }) => {
      const body = (await request.json()) as { name: 'privacy'; text: string };
      edits.push(body);
      published[body.name] = {
        ...published[body.name],
        text: body.text,
        updatedAt: '2026-11-25T12:00:00.000Z',
      } as Policy;
      return HttpResponse.json(published[body.name]);
    }),
  );
});

describe('settings page: the policies', () => {
  it('publishes a policy typed by ADMIN and shows when it was published', async () => {
    const { user } = renderAs('write');
    const privacy = (await screen.findByRole('heading', { name: 'Политика конфиденциальности' })).parentElement;
    if (!privacy) throw new Error('no privacy section');
    expect(await within(privacy).findByText(/Ещё не опубликовано/)).toBeInTheDocument();
    const publish = within(privacy).getByRole('button', { name: 'Опубликовать' });
    expect(publish).toBeDisabled();
    await user.type(within(privacy).getByLabelText('Текст'), '1. Общие положения');
    await user.click(publish);

    expect(await screen.findByText(messages.policyPublished)).toBeInTheDocument();
    expect(edits).toEqual([{ name: 'privacy', text: '1. Общие положения' }]);
    expect(await within(privacy).findByText(/Опубликовано 25\.11\.2026, 15:00/)).toBeInTheDocument();
    expect(within(privacy).getByRole('link', { name: 'как видят клиенты' })).toHaveAttribute('href', '/policy/privacy');
  });

  it('shows a reader the texts without a way to change them', async () => {
    renderAs('read');
    const field = await screen.findByDisplayValue('Старый текст');
    expect(field).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Опубликовать' })).not.toBeInTheDocument();
  });
});
