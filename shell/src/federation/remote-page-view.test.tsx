import { findPage } from '@pvz/contracts/pages';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import type { RemotePagesModule } from '@pvz/ui/remote-page';
import { screen, waitFor } from '@testing-library/react';
import { type ComponentType, lazy } from 'react';
import { RemotePageView } from './remote-page-view';
import { loadRemotePages, pageShown } from './remotes';

jest.mock('./remotes', () => ({ loadRemotePages: jest.fn(), pageShown: jest.fn() }));
const load = jest.mocked(loadRemotePages);

const usersPage = { ...findPage('admin-users'), remote: 'mfe_admin' as const };

function UsersList() {
  return <p>список пользователей</p>;
}

function AnyPage() {
  return <p>страница</p>;
}

describe('a remote page', () => {
  it('shows the error panel while the remote is down, and the page once a retry succeeds', async () => {
    load.mockRejectedValueOnce(new Error('manifest unreachable'));
    load.mockResolvedValueOnce({ pages: [{ key: 'admin-users', Component: UsersList }] });
    const { user } = renderWithProviders(<RemotePageView page={usersPage} />);

    expect(await screen.findByText('Раздел недоступен')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('список пользователей')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shows the 404 page when the page's validity check fails", async () => {
    load.mockResolvedValueOnce({
      pages: [{ key: 'admin-users', Component: AnyPage, isValid: () => false }],
    });
    renderWithProviders(<RemotePageView page={usersPage} />, { at: '/admin/users' });
    expect(await screen.findByText('Page Not Found: /admin/users')).toBeInTheDocument();
  });

  it('says the page has shown once its code rendered, not while the remote or the page loads', async () => {
    jest.mocked(pageShown).mockClear();
    let loadRemote: (module: RemotePagesModule) => void = () => undefined;
    load.mockReturnValueOnce(new Promise((resolve) => (loadRemote = resolve)));
    const page: { asked: boolean; load(module: { default: ComponentType }): void } = {
      asked: false,
      load: () => undefined,
    };
    const LazyUsersList = lazy(() => {
      page.asked = true;
      return new Promise<{ default: ComponentType }>((resolve) => (page.load = resolve));
    });
    renderWithProviders(<RemotePageView page={usersPage} />);
    expect(await screen.findByLabelText('Загрузка')).toBeInTheDocument();
    loadRemote({ pages: [{ key: 'admin-users', Component: LazyUsersList }] });
    // the remote is here, its page's code is not: still loading
    await waitFor(() => expect(page.asked).toBe(true));
    expect(screen.getByLabelText('Загрузка')).toBeInTheDocument();
    expect(pageShown).not.toHaveBeenCalled();
    page.load({ default: UsersList });
    expect(await screen.findByText('список пользователей')).toBeInTheDocument();
    expect(pageShown).toHaveBeenCalled();
  });

  it('says so for the error panel too, so the other remotes do not wait for ever', async () => {
    jest.mocked(pageShown).mockClear();
    load.mockRejectedValueOnce(new Error('manifest unreachable'));
    renderWithProviders(<RemotePageView page={usersPage} />);
    expect(await screen.findByText('Раздел недоступен')).toBeInTheDocument();
    expect(pageShown).toHaveBeenCalled();
  });
});
