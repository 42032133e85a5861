import { clientSignedIn, signedOut, staffSignedIn } from '@pvz/api-client/session/session-slice';
import { createAppStore } from '@pvz/api-client/store';
import { COOKIES_ACCEPTED_COOKIE } from '@pvz/contracts/session-constants';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { act, screen } from '@testing-library/react';
import { CookieBanner } from './cookie-banner';

const session = { expiresAt: new Date(Date.now() + 3600_000).toISOString(), endsAt: null, listKey: 'a2V5' };
const accepted = () => document.cookie.includes(`${COOKIES_ACCEPTED_COOKIE}=true`);

beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: a fresh browser for each test
  document.cookie = `${COOKIES_ACCEPTED_COOKIE}=; max-age=0; path=/`;
});

describe('cookie banner', () => {
  it('asks a visitor who has not signed in, once', async () => {
    const store = createAppStore();
    store.dispatch(signedOut({ reason: null }));
    const { user } = renderWithProviders(<CookieBanner />, { store });
    const banner = screen.getByRole('region', { name: 'Использование cookie' });
    await user.click(screen.getByRole('button', { name: 'Понятно' }));
    expect(banner).not.toBeInTheDocument();
    expect(accepted()).toBe(true);
  });

  it('takes signing in as the answer and never shows over a working screen', () => {
    const store = createAppStore();
    store.dispatch(signedOut({ reason: null }));
    renderWithProviders(<CookieBanner />, { store });
    expect(screen.getByRole('region', { name: 'Использование cookie' })).toBeInTheDocument();
    act(() => {
      store.dispatch(
        staffSignedIn({
          user: { id: 5, username: 'operator', role: 'PVZ', roleName: 'Оператор ПВЗ' },
          access: { pages: {}, columns: {} },
          scope: { allPoints: true, pointIds: [], sortingCenterId: null, homePointId: null },
          session,
        }),
      );
    });
    expect(screen.queryByRole('region', { name: 'Использование cookie' })).not.toBeInTheDocument();
    expect(accepted()).toBe(true);
  });

  it('is not shown to a signed-in client either', () => {
    const store = createAppStore();
    store.dispatch(
      clientSignedIn({ client: { id: 7, phoneNumber: '+79120000000', fio: 'Анна', role: 'CLIENT' }, session }),
    );
    renderWithProviders(<CookieBanner />, { store });
    expect(screen.queryByRole('region', { name: 'Использование cookie' })).not.toBeInTheDocument();
    expect(accepted()).toBe(true);
  });
});
