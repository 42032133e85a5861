import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemotePages, registerRemotesFromConfig } from './remotes';

// The federation runtime itself is not under test: what the shell asks of it, and when, is.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const pages = { pages: {} };
const config = { remotes: [{ name: 'mfe_goods', manifestUrl: '/remotes/mfe-goods/mf-manifest.json' }] };

function answer(status: number, body: unknown): Response {
  return { ok: status === 200, status, json: async () => body } as Response;
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

test('after a failed configuration, "retry" reads it again and the page loads', async () => {
  const fetchMock = jest.fn().mockResolvedValueOnce(answer(503, null)).mockResolvedValue(answer(200, config));
  global.fetch = fetchMock;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.mocked(loadRemote).mockRejectedValueOnce(new Error('mfe_finance is not registered'));

  await registerRemotesFromConfig();
  await expect(loadRemotePages('mfe_finance')).rejects.toThrow('not registered');
  expect(fetchMock).toHaveBeenCalledTimes(2);

  await expect(loadRemotePages('mfe_finance')).resolves.toBe(pages);
});
