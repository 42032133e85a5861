import type { Auth } from '../../src/plugins/app/sessions.js';
import { AuthCache, authKeyOf, forgetAuth, type LoadedAuth } from '../../src/services/auth-cache.js';

/** A client's auth as the sessions plugin makes it, for the cache to keep. */
const clientAuth = (sessionId: string, clientId = 7): Auth => ({
  kind: 'client',
  sessionId,
  accessExpiresAt: Date.now() + 3_600_000,
  endsAt: null,
  client: { id: clientId, phoneNumber: '+79120000000', fio: 'Клиент', phoneVerified: true },
});

/** Counts the loads the cache asks for: a load is a session query the request would make. */
function loader(liveFor = 60_000) {
  const loads: string[] = [];
  const load = (token: string, clientId?: number) => async (): Promise<LoadedAuth> => {
    loads.push(token);
    return { auth: clientAuth(`session-${token}`, clientId), liveUntil: Date.now() + liveFor };
  };
  return { loads, load };
}

let cache: AuthCache;
beforeEach(() => {
  cache = new AuthCache();
});
afterEach(() => cache.close());

it('reads a session once for its requests, and again when it is told to forget it', async () => {
  const { loads, load } = loader();
  await cache.resolve('a', load('a'));
  await cache.resolve('a', load('a'));
  expect(loads).toEqual(['a']);
  cache.forget(authKeyOf('s:session-a'));
  await cache.resolve('a', load('a'));
  expect(loads).toEqual(['a', 'a']);
});

it('forgets by client, and everything for what it cannot read, in every cache of the process', async () => {
  const { loads, load } = loader();
  await cache.resolve('a', load('a', 1));
  await cache.resolve('b', load('b', 2));
  forgetAuth({ clientId: 1 });
  await cache.resolve('a', load('a', 1));
  await cache.resolve('b', load('b', 2));
  expect(loads).toEqual(['a', 'b', 'a']);
  cache.forget(authKeyOf('?'));
  await cache.resolve('b', load('b', 2));
  expect(loads).toEqual(['a', 'b', 'a', 'b']);
});

it('does not keep what was read while a change was being told', async () => {
  const { loads, load } = loader();
  await cache.resolve('a', async () => {
    const loaded = await load('a')();
    cache.forget({ sessionId: 'elsewhere' });
    return loaded;
  });
  await cache.resolve('a', load('a'));
  expect(loads).toEqual(['a', 'a']);
});

it('asks again once the session may have ended', async () => {
  const { loads, load } = loader(-1);
  await cache.resolve('a', load('a'));
  await cache.resolve('a', load('a'));
  expect(loads).toEqual(['a', 'a']);
});

it('keeps no more than its room: the oldest caller is read again', async () => {
  const { loads, load } = loader();
  for (let n = 0; n <= 5_000; n++) await cache.resolve(`t${n}`, load(`t${n}`));
  loads.length = 0;
  await cache.resolve('t5000', load('t5000'));
  await cache.resolve('t0', load('t0'));
  expect(loads).toEqual(['t0']);
});
