import { clientSignedIn, signedOut, staffSignedIn } from '@pvz/api-client/session/session-slice';
import { createAppStore } from '@pvz/api-client/store';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen } from '@testing-library/react';
import { staffSession } from '../test/sessions';
import { appRoutes } from './router';

jest.mock('../federation/remotes', () => ({
  loadRemotePages: () => Promise.reject(new Error('remote down')),
  prefetchRemotes: () => undefined,
  pageShown: () => undefined,
}));

function renderAt(at: string, prepare: (store: ReturnType<typeof createAppStore>) => void) {
  const store = createAppStore();
  prepare(store);
  return renderWithProviders(null, { routes: appRoutes(), at, store });
}

const anonymous = (store: ReturnType<typeof createAppStore>) => store.dispatch(signedOut({ reason: null }));

describe('routes', () => {
  it('sends an anonymous visitor of a staff page to the staff login', async () => {
    const { router } = renderAt('/admin/users', anonymous);
    expect(await screen.findByRole('heading', { name: 'Вход для сотрудников' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('sends an anonymous visitor of a client page to the client login', async () => {
    renderAt('/client/main', anonymous);
    expect(await screen.findByRole('heading', { name: 'Вход в личный кабинет' })).toBeInTheDocument();
  });

  it('shows the ADMIN home with the menu built from the access structure', async () => {
    renderAt('/admin/main', (store) => store.dispatch(staffSignedIn(staffSession('ADMIN'))));
    expect(await screen.findByRole('heading', { name: 'Здравствуйте, admin!' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Главное меню' })).toHaveTextContent('Пользователи');
  });

  it('moves other staff from the admin home to theirs, with a menu without the pages they lack', async () => {
    const { router } = renderAt('/admin/main', (store) => store.dispatch(staffSignedIn(staffSession('PVZ', {}))));
    expect(await screen.findByRole('heading', { name: 'Здравствуйте, operator!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/main');
    expect(screen.getByRole('navigation', { name: 'Главное меню' })).not.toHaveTextContent('Пользователи');
  });

  it('tells a staff user without the page that they have no access', async () => {
    renderAt('/admin/users', (store) => store.dispatch(staffSignedIn(staffSession('PVZ', {}))));
    expect(await screen.findByText('Нет доступа')).toBeInTheDocument();
  });

  it('contains a remote that cannot load to its page: an error panel, the frame still works', async () => {
    renderAt('/admin/users', (store) => store.dispatch(staffSignedIn(staffSession('ADMIN'))));
    expect(await screen.findByText('Раздел недоступен')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Главное меню' })).toBeInTheDocument();
  });

  it('keeps a client out of staff pages', async () => {
    const { router } = renderAt('/admin/main', (store) =>
      store.dispatch(
        clientSignedIn({
          client: { id: 1, phoneNumber: '+79123456789', fio: 'Анна', role: 'CLIENT' },
          session: { expiresAt: new Date(Date.now() + 3600_000).toISOString(), endsAt: null, listKey: 'a2V5' },
        }),
      ),
    );
    expect(await screen.findByText('Личный кабинет')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/client/main');
  });

  it('opens a public page without a session: no login, the public frame', async () => {
    const { router } = renderAt('/spreadsheets/order/1-abcdefghijklmnopqrstuv', anonymous);
    // the remote is down in this test: its error panel inside the public frame, not a login page
    expect(await screen.findByText('Раздел недоступен')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/spreadsheets/order/1-abcdefghijklmnopqrstuv');
    expect(screen.queryByRole('navigation', { name: 'Главное меню' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Вход для сотрудников' })).not.toBeInTheDocument();
  });

  it('opens a public page while the session is still being checked', async () => {
    renderAt('/spreadsheets/order/1-abcdefghijklmnopqrstuv', () => undefined);
    expect(await screen.findByText('Раздел недоступен')).toBeInTheDocument();
  });

  it('answers an unknown address with «Page Not Found: {path}»', async () => {
    renderAt('/no/such/page', anonymous);
    expect(await screen.findByText('Page Not Found: /no/such/page')).toBeInTheDocument();
  });
});
