import { messages } from '@pvz/contracts/messages';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { staffSession } from '../test/sessions';
import { SignInPage } from './sign-in-page';

installMswServer();

function renderPage() {
  const opened: string[] = [];
  const user = userEvent.setup();
  render(<SignInPage onSignedIn={(path) => opened.push(path)} />);
  return { user, opened };
}

async function signIn(user: ReturnType<typeof userEvent.setup>, password = 'secret') {
  await user.type(screen.getByLabelText('Имя пользователя'), 'admin');
  await user.type(screen.getByLabelText('Пароль'), `${password}{Enter}`);
}

beforeEach(() => {
  server.use(http.get('/api/public/site', () => HttpResponse.json({ siteTitle: 'ПВЗ', contactPhones: [] })));
});

afterEach(() => {
  window.history.replaceState(null, '');
  // biome-ignore lint/suspicious/noDocumentCookie: the test forgets the cookie notice's answer
  document.cookie = 'cookiesAccepted=; max-age=0; path=/';
});

describe('the sign-in page of a first visit', () => {
  it('shows the site name the admin set, and asks for the name and the password before sending anything', async () => {
    let sent = 0;
    server.use(
      http.get('/api/public/site', () => HttpResponse.json({ siteTitle: 'ПВЗ Восток', contactPhones: [] })),
      http.post('/api/public/login', () => {
        sent += 1;
        return HttpResponse.json(staffSession());
      }),
    );
    const { user, opened } = renderPage();
    expect(await screen.findByText('ПВЗ Восток')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Вход для сотрудников' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(screen.getByText(messages.usernameEmpty)).toBeInTheDocument();
    expect(screen.getByText(messages.passwordEmpty)).toBeInTheDocument();
    expect(sent).toBe(0);
    expect(opened).toEqual([]);
    expect(screen.getByRole('link', { name: 'Вход в личный кабинет' })).toHaveAttribute('href', '/auth/client/login');
  });

  it('signs in with the foreign-device choice and opens the home of the role', async () => {
    let sent: unknown;
    server.use(
      http.post('/api/public/login', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(staffSession('PVZ', {}));
      }),
    );
    const heard: unknown[] = [];
    const otherTab = new BroadcastChannel('pvz-session');
    otherTab.onmessage = (message) => heard.push(message.data);
    const { user, opened } = renderPage();
    await user.click(screen.getByLabelText('Чужое устройство (выйти через час)'));
    await signIn(user);
    await waitFor(() => expect(opened).toEqual(['/user/main']));
    // the other tabs hear of it, this page does not take its own word for another tab's
    await waitFor(() => expect(heard).toEqual([{ event: 'SIGNED_IN' }]));
    otherTab.close();
    // every open channel has had the time to hear it
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(opened).toEqual(['/user/main']);
    expect(sent).toEqual({ username: 'admin', password: 'secret', isForeignDevice: true });
    // signing in is the answer to the cookie notice
    expect(document.cookie).toContain('cookiesAccepted=true');
  });

  it.each([
    ['/acceptance', '/acceptance'],
    ['/client/main', '/admin/main'],
    ['/acceptance?point=3#top', '/acceptance?point=3#top'],
    ['//evil.example/steal', '/admin/main'],
    ['/\\evil.example', '/admin/main'],
    ['/\t/evil.example', '/admin/main'],
    ['https://evil.example/', '/admin/main'],
    ['javascript:alert(1)', '/admin/main'],
    ['/..//evil.example', '/admin/main'],
    ['/a/..//evil.example', '/admin/main'],
    ['/%2e%2e//evil.example', '/admin/main'],
    ['//x:99999', '/admin/main'],
    ['/phone/%D0%98%D0%9F?x=1#h', '/phone/%D0%98%D0%9F?x=1#h'],
    [42, '/admin/main'],
  ])('after the app sent the user here from %s, opens %s', async (from, expected) => {
    // the app's router keeps `from` in the history state, and a reload of this page keeps it
    window.history.replaceState({ usr: { from }, key: 'k', idx: 0 }, '');
    server.use(http.post('/api/public/login', () => HttpResponse.json(staffSession('ADMIN'))));
    const { user, opened } = renderPage();
    await signIn(user);
    await waitFor(() => expect(opened).toEqual([expected]));
  });

  it("shows the gateway's refusal, keeps what was typed and lets the user try again", async () => {
    server.use(
      http.post('/api/public/login', () =>
        HttpResponse.json({ error: messages.invalidStaffCredentials, code: 'INVALID_CREDENTIALS' }, { status: 401 }),
      ),
    );
    const { user, opened } = renderPage();
    await signIn(user, 'wrong');
    expect(await screen.findByText(messages.invalidStaffCredentials)).toBeInTheDocument();
    expect(screen.getByLabelText('Имя пользователя')).toHaveValue('admin');
    expect(screen.getByRole('button', { name: 'Войти' })).toBeEnabled();
    expect(opened).toEqual([]);
    expect(screen.getByRole('region', { name: 'Использование cookie' })).toBeInTheDocument();
  });

  it('shows how long to wait when the gateway refuses sign-in for a while (429)', async () => {
    server.use(
      http.post('/api/public/login', () =>
        HttpResponse.json({ error: messages.signInWait(42), code: 'TOO_MANY_REQUESTS' }, { status: 429 }),
      ),
    );
    const { user, opened } = renderPage();
    await signIn(user);
    expect(await screen.findByText(messages.signInWait(42))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Войти' })).toBeEnabled();
    expect(opened).toEqual([]);
  });

  it('opens the app when another tab signs in', async () => {
    const { opened } = renderPage();
    const otherTab = new BroadcastChannel('pvz-session');
    otherTab.postMessage({ event: 'SIGNED_IN' });
    otherTab.close();
    await waitFor(() => expect(opened).toEqual(['/']));
  });

  it.each([
    ['an answer without an error text', () => new HttpResponse('<html>bad gateway</html>', { status: 502 })],
    ['a success without a session', () => new HttpResponse('<html>proxy page</html>', { status: 200 })],
    ['no answer at all', () => HttpResponse.error()],
  ])('shows «Unknown error» for %s', async (_case, answer) => {
    server.use(http.post('/api/public/login', answer));
    const { user, opened } = renderPage();
    await signIn(user);
    expect(await screen.findByText('Unknown error')).toBeInTheDocument();
    expect(opened).toEqual([]);
  });

  it('tells what cookies are for until «Понятно», and not again after it', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Понятно' }));
    expect(screen.queryByRole('region', { name: 'Использование cookie' })).not.toBeInTheDocument();
    renderPage();
    expect(screen.queryByRole('region', { name: 'Использование cookie' })).not.toBeInTheDocument();
  });
});
