import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemotePages, registerRemotesFromConfig } from './remotes';

// The federation runtime itself is not under test: what the shell asks of it, and when, is.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

// the module keeps what it loaded between tests, as the app does: each test asks for a remote of its own
const pages = { pages: {} };
const config = { remotes: [{ name: 'mfe_goods', manifestUrl: '/remotes/mfe-goods/mf-manifest.json' }] };

function answer(status: number, body: unknown): Response {
  return { ok: status === 200, status, json: async () => body, text: async () => JSON.stringify(body) } as Response;
}

beforeEach(() => {
  jest.mocked(loadRemote).mockReset().mockResolvedValue(pages);
  jest.mocked(registerRemotes).mockReset();
});

test('the first render does not wait for the remotes configuration; a remote page does', async () => {
  let respond: (response: Response) => void = () => undefined;
  global.fetch = jest.fn(() => new Promise<Response>((resolve) => (respond = resolve)));

  const registration = registerRemotesFromConfig();
  const loading = loadRemotePages('mfe_goods');
  await Promise.resolve();
  expect(loadRemote).not.toHaveBeenCalled();

  respond(answer(200, config));
  await registration;
  await expect(loading).resolves.toBe(pages);
  expect(registerRemotes).toHaveBeenCalledWith([
    { name: 'mfe_goods', entry: 'http://localhost/remotes/mfe-goods/mf-manifest.json' },
  ]);
  expect(loadRemote).toHaveBeenCalledWith('mfe_goods/pages');
});

test('after a failed configuration, the next remote page reads it again, once for pages asking at once', async () => {
  const fetchMock = jest.fn().mockResolvedValueOnce(answer(503, null)).mockResolvedValue(answer(200, config));
  global.fetch = fetchMock;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);

  expect(await registerRemotesFromConfig()).toBe(false);
  expect(loadRemote).not.toHaveBeenCalled();

  const [admin, finance] = await Promise.all([loadRemotePages('mfe_admin'), loadRemotePages('mfe_finance')]);
  expect(admin).toBe(pages);
  expect(finance).toBe(pages);
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

test('a page whose remote failed is loaded anew on retry, the remote registered again', async () => {
  const delivery = { remotes: [{ name: 'mfe_delivery', manifestUrl: '/remotes/mfe-delivery/mf-manifest.json' }] };
  global.fetch = jest.fn().mockResolvedValue(answer(200, delivery));
  jest.mocked(loadRemote).mockRejectedValueOnce(new Error('network'));
  await registerRemotesFromConfig();

  await expect(loadRemotePages('mfe_delivery')).rejects.toThrow('network');
  expect(registerRemotes).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'mfe_delivery' })], {
    force: true,
  });
  await expect(loadRemotePages('mfe_delivery')).resolves.toBe(pages);
});

describe('the remotes behind the menu', () => {
  const client = { remotes: [{ name: 'mfe_client', manifestUrl: '/remotes/mfe-client/mf-manifest.json' }] };
  const manifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ name: 'pages', assets: { js: { sync: ['__federation_expose_pages.1a2b3c4d.js'] } } }],
  };
  const clientFiles = [
    'http://localhost/remotes/mfe-client/remoteEntry.js',
    'http://localhost/remotes/mfe-client/__federation_expose_pages.1a2b3c4d.js',
  ];
  const prefetched = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => link.href);

  /** A fresh copy of the module (its first page not shown yet), loaded under fake timers. */
  async function freshRemotes(): Promise<typeof import('./remotes')> {
    let loaded: typeof import('./remotes') | undefined;
    await jest.isolateModulesAsync(async () => {
      loaded = await import('./remotes');
    });
    if (!loaded) throw new Error('./remotes did not load');
    return loaded;
  }

  /** A fresh copy of the module, configured, asked to prefetch the client remote. */
  async function prefetchingClient(): Promise<typeof import('./remotes')> {
    const remotes = await freshRemotes();
    await remotes.registerRemotesFromConfig();
    remotes.prefetchRemotes(['mfe_client']);
    return remotes;
  }

  beforeEach(() => {
    jest.useFakeTimers();
    document.head.replaceChildren();
    global.fetch = jest.fn((url: string) =>
      Promise.resolve(answer(200, String(url).endsWith('mf-manifest.json') ? manifest : client)),
    ) as typeof fetch;
  });
  afterEach(() => jest.useRealTimers());

  it('are downloaded once the first page has shown, not while it loads its own, and not run', async () => {
    const remotes = await prefetchingClient();
    await jest.advanceTimersByTimeAsync(9_000);
    expect(prefetched()).toEqual([]);

    remotes.pageShown();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(prefetched()).toEqual(clientFiles);
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('are downloaded 10 s after the window loaded when no page shows', async () => {
    await prefetchingClient();
    await jest.advanceTimersByTimeAsync(9_500);
    expect(prefetched()).toEqual([]);
    await jest.advanceTimersByTimeAsync(2_000);
    expect(prefetched()).toEqual(clientFiles);
  });

  it('are not downloaded from a manifest that names files no build writes', async () => {
    const forged = { ...manifest, exposes: [{ name: 'pages', assets: { js: { sync: ['../../api/x'] } } }] };
    global.fetch = jest.fn((url: string) =>
      Promise.resolve(answer(200, String(url).endsWith('mf-manifest.json') ? forged : client)),
    ) as typeof fetch;
    const remotes = await prefetchingClient();
    remotes.pageShown();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(prefetched()).toEqual([]);
  });

  it('hand the manifest they read to the runtime once, so that opening the remote does not ask for it again', async () => {
    const remotes = await prefetchingClient();
    remotes.pageShown();
    await jest.advanceTimersByTimeAsync(1_000);
    const plugins = jest.mocked(registerPlugins).mock.calls.flatMap(([list]) => list);
    const prefetchedManifests = plugins.filter((plugin) => plugin?.name === 'pvz-prefetched-manifests').at(-1);
    const manifestUrl = 'http://localhost/remotes/mfe-client/mf-manifest.json';
    const fetchHook = prefetchedManifests?.fetch as ((url: string) => Promise<Response> | undefined) | undefined;
    await expect(fetchHook?.(manifestUrl)?.then((response) => response.json())).resolves.toEqual(manifest);
    expect(fetchHook?.(manifestUrl)).toBeUndefined();
  });

  it('are not fetched from another origin, which the content security policy keeps prefetches from', async () => {
    const elsewhere = {
      remotes: [{ name: 'mfe_client', manifestUrl: 'https://cdn.example/mfe-client/mf-manifest.json' }],
    };
    const fetchMock = jest.fn(() => Promise.resolve(answer(200, elsewhere)));
    global.fetch = fetchMock as unknown as typeof fetch;
    const remotes = await prefetchingClient();
    remotes.pageShown();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(prefetched()).toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('are tried again by the next menu after a failed download', async () => {
    const fetchMock = jest.fn((url: string) =>
      Promise.resolve(String(url).endsWith('mf-manifest.json') ? answer(503, null) : answer(200, client)),
    );
    global.fetch = fetchMock as unknown as typeof fetch;
    const remotes = await prefetchingClient();
    remotes.pageShown();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(prefetched()).toEqual([]);
    global.fetch = jest.fn((url: string) =>
      Promise.resolve(answer(200, String(url).endsWith('mf-manifest.json') ? manifest : client)),
    ) as typeof fetch;
    remotes.prefetchRemotes(['mfe_client']);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(prefetched()).toEqual(clientFiles);
  });

  it.each([
    ['a staff page, with a session', '/acceptance', true, 'mfe_goods/pages'],
    ['a page below a page with sub-pages', '/phone/%D0%98', true, 'mfe_goods/pages'],
    ['a public page, without a session', '/spreadsheets/order/abc', false, 'mfe_goods/pages'],
    ['a staff page, without a session (the sign-in page opens)', '/acceptance', false, null],
    ["the shell's own page", '/admin/main', true, null],
    ['no page', '/no/such/page', true, null],
  ])('at start, loads the remote of %s', async (_case, pathname, signedIn, expected) => {
    const remotes = await freshRemotes();
    global.fetch = jest
      .fn()
      .mockResolvedValue(answer(200, { remotes: [{ name: 'mfe_goods', manifestUrl: '/g.json' }] }));
    void remotes.registerRemotesFromConfig();
    remotes.loadRemoteOfPage(pathname, signedIn);
    await jest.advanceTimersByTimeAsync(0);
    if (expected) expect(loadRemote).toHaveBeenCalledWith(expected);
    else expect(loadRemote).not.toHaveBeenCalled();
  });
});
