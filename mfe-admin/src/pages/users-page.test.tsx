import { createCipheriv, randomBytes } from 'node:crypto';
import { staffSignedIn } from '@pvz/api-client/session/session-slice';
import { createAppStore } from '@pvz/api-client/store';
import type { UserListItem } from '@pvz/contracts/api/users';
import { messages } from '@pvz/contracts/messages';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import UsersPage from './users-page';

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
const noScope: UserListItem['scope'] = { allPoints: false, pointIds: [], sortingCenterId: null, homePointId: null };
const noOverrides = { pages: {}, columns: {} };
const item = (id: number, username: string, role: string, scope = noScope): UserListItem => ({
  id,
  username,
  role,
  scope,
  overrides: noOverrides,
  createdAt: at,
  updatedAt: at,
});
let users: UserListItem[];
const roles = [
  { code: 'ADMIN', name: 'Директор', atCounter: false },
  { code: 'PVZ', name: 'Оператор ПВЗ', atCounter: true },
  { code: 'COURIER', name: 'Курьер', atCounter: false },
];

function renderPage() {
  const store = createAppStore();
  store.dispatch(
    staffSignedIn({
      user: { id: 1, username: 'admin', role: 'ADMIN', roleName: 'Директор' },
      access: { pages: { 'admin-users': 'write' }, columns: {} },
      scope: { allPoints: true, pointIds: [], sortingCenterId: null, homePointId: null },
      session: {
        expiresAt: new Date(Date.now() + 3600_000).toISOString(),
        endsAt: null,
        listKey: listKey.toString('base64'),
      },
    }),
  );
  return renderWithProviders(<UsersPage />, { store });
}

beforeEach(() => {
  users = [item(1, 'admin', 'ADMIN'), item(2, 'operator', 'PVZ', { ...noScope, pointIds: [7], homePointId: 7 })];
  server.use(
    http.get('/api/users/get-users', () => HttpResponse.json(encrypted(users))),
    http.get('/api/users/get-roles', () => HttpResponse.json({ roles })),
    http.get('/api/reference/choices', () =>
      HttpResponse.json({
        points: [
          { id: 7, name: 'ПВЗ_7' },
          { id: 8, name: 'ПВЗ_8' },
        ],
        sortingCenters: [{ id: 3, name: 'Ряженое' }],
        marketplaces: [],
        orderAccounts: [],
      }),
    ),
  );
});

describe('users page', () => {
  it('lists the decrypted users with role names and Moscow dates', async () => {
    renderPage();
    const row = (await screen.findByText('operator')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Оператор ПВЗ')).toBeInTheDocument();
    expect(await within(row).findByText('ПВЗ_7')).toBeInTheDocument();
    expect(within(row).getAllByText('21.11.2026, 11:00')).toHaveLength(2);
  });

  it('checks a new user before sending, creates it, toasts the spec message and shows it', async () => {
    let sent: unknown;
    server.use(
      http.post('/api/users/create-user', async ({ request }) => {
        sent = await request.json();
        users.push(item(3, 'courier1', 'COURIER'));
        return HttpResponse.json({ success: true, user: users[2] });
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Добавить пользователя' }));
    const dialog = screen.getByRole('dialog', { name: 'Новый пользователь' });
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(within(dialog).getByText(messages.usernameEmpty)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.passwordEmpty)).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Имя пользователя'), 'courier1');
    await user.type(within(dialog).getByLabelText('Пароль'), 'pass-1');
    await user.click(within(dialog).getByLabelText('Роль'));
    await user.click(screen.getByRole('option', { name: 'Курьер' }));
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));

    expect(await screen.findByText(messages.userCreated)).toBeInTheDocument();
    expect(sent).toEqual({
      username: 'courier1',
      password: 'pass-1',
      role: 'COURIER',
      scope: noScope,
      overrides: noOverrides,
    });
    expect(await screen.findByText('courier1')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for a point before it saves a user of a counter role', async () => {
    let sent: unknown = null;
    server.use(
      http.post('/api/users/create-user', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ success: true, user: item(4, 'operator1', 'PVZ') });
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Добавить пользователя' }));
    const dialog = screen.getByRole('dialog', { name: 'Новый пользователь' });
    await user.type(within(dialog).getByLabelText('Имя пользователя'), 'operator1');
    await user.type(within(dialog).getByLabelText('Пароль'), 'pass-1');
    await user.click(within(dialog).getByLabelText('Роль'));
    await user.click(screen.getByRole('option', { name: 'Оператор ПВЗ' }));
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));

    // the dialog turns to its points, saying why, and sends nothing
    expect(within(dialog).getByRole('tab', { name: 'ПВЗ и СЦ' })).toHaveAttribute('aria-selected', 'true');
    expect(
      within(dialog).getByText('Укажите ПВЗ: без него пользователь этой роли не сможет принимать и выдавать товары'),
    ).toBeInTheDocument();
    expect(sent).toBeNull();
    await user.click(within(dialog).getByLabelText('Все ПВЗ'));
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(sent).toMatchObject({ role: 'PVZ', scope: { allPoints: true } }));
  });

  it('keeps the dialog and what was typed when the name is taken, and says so in the spec words', async () => {
    server.use(
      http.post('/api/users/create-user', () =>
        HttpResponse.json({ error: messages.userDuplicate, code: 'CONFLICT' }, { status: 409 }),
      ),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Добавить пользователя' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Имя пользователя'), 'operator');
    await user.type(within(dialog).getByLabelText('Пароль'), 'x');
    await user.click(within(dialog).getByLabelText('Роль'));
    await user.click(screen.getByRole('option', { name: 'Курьер' }));
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));

    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(messages.userDuplicate);
    expect(within(screen.getByRole('dialog')).getByLabelText('Имя пользователя')).toHaveValue('operator');
  });

  it('edits a user: an empty password keeps the old one', async () => {
    let sent: unknown;
    server.use(
      http.post('/api/users/edit-user', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ success: true, user: { ...users[1], username: 'operator-2' } });
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Изменить operator' }));
    const dialog = screen.getByRole('dialog', { name: 'Изменить пользователя' });
    expect(within(dialog).getByText('Оставьте пустым, чтобы не менять')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Имя пользователя'));
    await user.type(within(dialog).getByLabelText('Имя пользователя'), 'operator-2');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText(messages.userUpdated)).toBeInTheDocument();
    expect(sent).toEqual({
      user: {
        id: 2,
        username: 'operator-2',
        password: '',
        role: 'PVZ',
        scope: { ...noScope, pointIds: [7], homePointId: 7 },
        overrides: noOverrides,
      },
    });
  });

  it('deletes only after confirmation', async () => {
    const deleted: unknown[] = [];
    server.use(
      http.post('/api/users/delete-user', async ({ request }) => {
        deleted.push(await request.json());
        users = users.filter((candidate) => candidate.username !== 'operator');
        return HttpResponse.json({ success: true });
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Удалить operator' }));
    const dialog = screen.getByRole('dialog', { name: 'Удалить пользователя?' });
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Удалить operator' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText(messages.userDeleted)).toBeInTheDocument();
    expect(deleted).toEqual([{ username: 'operator' }]);
    await waitFor(() => expect(screen.queryByText('operator')).not.toBeInTheDocument());
  });
});
