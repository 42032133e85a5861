import { messages } from '@pvz/contracts/messages';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { defaultLoginLimits, type LoginLimits } from '../../../src/config.js';
import {
  ADMIN,
  aClient,
  Client,
  createTestApp,
  registeredClient,
  signedInAdmin,
  type TestApp,
} from '../../helpers/test-app.js';

/**
 * Sign-in limits that strangers cannot turn against the owner: failures count per (account,
 * address), per address and, as a growing wait, per account; a browser that signed in to the
 * account before is judged by its own failures only.
 */

const OWNER = { username: 'owner', password: 'owner-password' };
const OWNER_HOME = '198.51.100.10';
const ATTACKER = '203.0.113.66';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp({ loginLimits: defaultLoginLimits });
  admin = await signedInAdmin(t.app);
});
afterAll(async () => t.close());

let accounts = 0;
/** A staff account of its own for each test, so that their failures do not meet. */
async function newAccount(app = t.app, creator = admin) {
  accounts += 1;
  const account = { username: `${OWNER.username}${accounts}`, password: OWNER.password };
  const created = await creator.post('/api/users/create-user', { ...account, role: 'USER' });
  if (created.statusCode !== 200) throw new Error(created.body);
  return { ...account, app };
}

type Account = Awaited<ReturnType<typeof newAccount>>;

function signIn(caller: Client, address: string, body: object, headers: Record<string, string> = {}) {
  return caller.request({ method: 'POST', url: '/api/public/login', payload: body, remoteAddress: address, headers });
}

const wrong = (account: Account, attempt = 0) => ({ username: account.username, password: `guess-${attempt}` });

/** Wrong passwords from each address in turn; answers the statuses. */
async function hammer(account: Account, addresses: string[], times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < times; attempt++) {
    for (const address of addresses) {
      statuses.push((await signIn(new Client(account.app), address, wrong(account, attempt))).statusCode);
    }
  }
  return statuses;
}

/** Everything remembered about sign-in failures happened `seconds` earlier. */
async function timePasses(seconds: number, database = t.database) {
  await sql`update login_failures set created_at = created_at - make_interval(secs => ${seconds})`.execute(database.db);
}

function expectRefusal(response: LightMyRequestResponse, atMostSeconds: number) {
  expect(response.statusCode).toBe(429);
  const wait = Number(response.headers['retry-after']);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(atMostSeconds);
  expect(response.json()).toEqual({ error: messages.signInWait(wait), code: 'TOO_MANY_REQUESTS' });
  expect(response.cookies).toHaveLength(0);
  return wait;
}

/** The owner's usual browser: it signed in to the account once before. */
async function ownersBrowser(account: Account) {
  const browser = new Client(account.app);
  expect((await signIn(browser, OWNER_HOME, account)).statusCode).toBe(200);
  expect(browser.jar.get('pvz_device')).toBeDefined();
  return browser;
}

describe('the owner on their usual device, while the account is attacked', () => {
  it('signs in while an attacker hammers the account from another address', async () => {
    const account = await newAccount();
    const browser = await ownersBrowser(account);
    const statuses = await hammer(account, [ATTACKER], 30);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);

    expect((await signIn(browser, OWNER_HOME, account)).statusCode).toBe(200);
    // even from the attacker's own address (one office behind one NAT)
    expect((await signIn(browser, ATTACKER, account)).statusCode).toBe(200);
    // while everybody else from that address waits out the window
    expectRefusal(await signIn(new Client(t.app), ATTACKER, account), 15 * 60);
  });

  it('signs in while an attacker hammers the account from many addresses', async () => {
    const account = await newAccount();
    const browser = await ownersBrowser(account);
    const addresses = Array.from({ length: 40 }, (_, index) => `203.0.113.${index + 1}`);
    const statuses = await hammer(account, addresses, 2);
    // five guesses get through, then one per growing wait (1, 2, 4 … s) while the attack goes on
    expect(statuses.filter((status) => status === 401).length).toBeLessThan(10);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(70);

    const signedIn = await signIn(browser, '192.0.2.200', account);
    expect(signedIn.statusCode).toBe(200);
    expect((await browser.get('/api/public/auth/me')).json().user.username).toBe(account.username);
  });

  it('keeps a limit of its own for the device: its own wrong passwords do lock it for a while', async () => {
    const account = await newAccount();
    const browser = await ownersBrowser(account);
    for (let attempt = 0; attempt < defaultLoginLimits.perKnownDevice; attempt++) {
      expect((await signIn(browser, OWNER_HOME, wrong(account, attempt))).statusCode).toBe(401);
    }
    expectRefusal(await signIn(browser, OWNER_HOME, account), 15 * 60);
    // that is the device's lock, not the account's: another browser from another address is let in
    expect((await signIn(new Client(t.app), '192.0.2.7', account)).statusCode).toBe(200);
  });

  it('is known to the accounts it signed in to only, and a forged device cookie counts as none', async () => {
    const account = await newAccount();
    const other = await newAccount();
    const browser = await ownersBrowser(account);
    await hammer(other, [ATTACKER], 5);
    // the browser knows `account`, not `other`: at the attacker's address it is a stranger to `other`
    expect((await signIn(browser, ATTACKER, other)).statusCode).toBe(429);

    await hammer(account, [ATTACKER], 5);
    const [id] = (browser.jar.get('pvz_device') as string).split('.');
    const forger = new Client(t.app);
    forger.jar.set('pvz_device', `${id}.${'A'.repeat(43)}`);
    expect((await signIn(forger, ATTACKER, account)).statusCode).toBe(429);
  });

  it('sets the device cookie signed, HttpOnly and SameSite=Lax for a year, and not on a foreign device', async () => {
    const account = await newAccount();
    const response = await signIn(new Client(t.app), OWNER_HOME, account);
    const cookies = response.cookies as {
      name: string;
      value: string;
      httpOnly?: boolean;
      sameSite?: string;
      path?: string;
      maxAge?: number;
    }[];
    const device = cookies.find((cookie) => cookie.name === 'pvz_device');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/public', maxAge: 365 * 24 * 3600 });
    expect(device?.value).toMatch(/^[\w-]{43}\.[\w-]{43}$/);

    const foreign = new Client(t.app);
    const onForeignDevice = await signIn(foreign, OWNER_HOME, { ...account, isForeignDevice: true });
    expect(onForeignDevice.statusCode).toBe(200);
    expect(foreign.jar.get('pvz_device')).toBeUndefined();
    const known = await t.database.db
      .selectFrom('known_devices')
      .select('device_hash')
      .where('account', '=', `staff:${account.username}`)
      .execute();
    expect(known).toHaveLength(1);
  });
});

describe('a device the account does not know', () => {
  it('is refused for the window at an address that failed 5 times for the account, even with the right password', async () => {
    const account = await newAccount();
    expect(await hammer(account, [ATTACKER], 5)).toEqual([401, 401, 401, 401, 401]);
    const refused = await signIn(new Client(t.app), ATTACKER, account);
    const wait = expectRefusal(refused, 15 * 60);
    expect(wait).toBeGreaterThan(14 * 60);
    expect(refused.json().error).toBe('Слишком много попыток входа. Попробуйте снова через 15 минут');

    // another account from the same address is not concerned
    expect((await signIn(new Client(t.app), ATTACKER, ADMIN)).statusCode).toBe(200);
    // the window passes and the pair may try again
    await timePasses(15 * 60);
    expect((await signIn(new Client(t.app), ATTACKER, account)).statusCode).toBe(200);
  });

  it('forgives, on success, only its own (account, address) failures: the attacker keeps theirs', async () => {
    const account = await newAccount();
    await hammer(account, [OWNER_HOME], 2);
    await hammer(account, [ATTACKER], 3);
    await timePasses(60);
    expect((await signIn(new Client(t.app), OWNER_HOME, account)).statusCode).toBe(200);
    const left = await t.database.db
      .selectFrom('login_failures')
      .select('ip')
      .where('account', '=', `staff:${account.username}`)
      .execute();
    expect(left).toEqual([{ ip: ATTACKER }, { ip: ATTACKER }, { ip: ATTACKER }]);
    expect(await hammer(account, [ATTACKER], 3)).toEqual([401, 401, 429]);
  });

  it('answers an unknown user like a wrong password, and counts it all the same', async () => {
    const ghost = { username: 'ghost', password: 'x', app: t.app };
    expect(await hammer(ghost, ['192.0.2.99'], 6)).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

describe('the growing wait', () => {
  // long enough that no test run is slow enough for a wait to pass unnoticed
  const limits: LoginLimits = { ...defaultLoginLimits, delayBaseSeconds: 10, maxDelaySeconds: 80 };
  let slow: TestApp;
  let slowAdmin: Client;
  beforeAll(async () => {
    slow = await createTestApp({ loginLimits: limits });
    slowAdmin = await signedInAdmin(slow.app);
  });
  afterAll(async () => slow.close());

  it('makes a new device wait seconds after an attack from many addresses, never the 15 minutes', async () => {
    const account = await newAccount(slow.app, slowAdmin);
    await hammer(account, ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4', '203.0.113.5'], 1);
    const newDevice = new Client(slow.app);
    // 5 failures are free; the next attempt from anywhere waits 10 s after the last of them
    const wait = expectRefusal(await signIn(newDevice, '192.0.2.50', account), 10);
    expect(newDevice.jar.get('pvz_access')).toBeUndefined();
    await timePasses(wait, slow.database);
    expect((await signIn(newDevice, '192.0.2.50', account)).statusCode).toBe(200);
  });

  it('doubles with each further failure, up to the maximum', async () => {
    const account = await newAccount(slow.app, slowAdmin);
    await hammer(account, ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4', '203.0.113.5'], 1);
    const waits: number[] = [];
    for (let failure = 0; failure < 5; failure++) {
      const address = `203.0.113.${100 + failure}`;
      waits.push(expectRefusal(await signIn(new Client(slow.app), address, wrong(account)), 80));
      await timePasses(waits.at(-1) as number, slow.database);
      expect((await signIn(new Client(slow.app), address, wrong(account))).statusCode).toBe(401);
    }
    expect(waits).toEqual([10, 20, 40, 80, 80]);
  });
});

describe('the cap per address and attempts sent all at once', () => {
  let strict: TestApp;
  let strictAdmin: Client;
  const limits: LoginLimits = { ...defaultLoginLimits, perAddress: 8, delayBaseSeconds: 30 };
  beforeAll(async () => {
    strict = await createTestApp({ loginLimits: limits });
    strictAdmin = await signedInAdmin(strict.app);
  });
  afterAll(async () => strict.close());

  it('refuses an address that failed too often across accounts, and only that address', async () => {
    const first = await newAccount(strict.app, strictAdmin);
    const second = await newAccount(strict.app, strictAdmin);
    expect(await hammer(first, [ATTACKER], 4)).toEqual([401, 401, 401, 401]);
    expect(await hammer(second, [ATTACKER], 4)).toEqual([401, 401, 401, 401]);
    expectRefusal(await signIn(new Client(strict.app), ATTACKER, ADMIN), 15 * 60);
    expect((await signIn(new Client(strict.app), OWNER_HOME, ADMIN)).statusCode).toBe(200);
  });

  it('counts twenty guesses sent at once from one address: five passwords are tried', async () => {
    const account = await newAccount(strict.app, strictAdmin);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, attempt) => signIn(new Client(strict.app), '192.0.2.1', wrong(account, attempt))),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });

  it('counts twenty guesses sent at once from twenty addresses: the free five, then the wait', async () => {
    const account = await newAccount(strict.app, strictAdmin);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, attempt) =>
        signIn(new Client(strict.app), `192.0.2.${attempt + 100}`, wrong(account, attempt)),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });
});

describe('clients', () => {
  it('are judged the same way: the owner of the phone signs in from their device during an attack', async () => {
    const phone = { ...aClient, phoneNumber: '+79120000111' };
    const browser = await registeredClient(t.app, phone);
    expect(browser.jar.get('pvz_device')).toBeDefined();
    const body = { phoneNumber: phone.phoneNumber, password: 'wrong-password' };
    const attempts = async (caller: Client, address: string, payload: object) =>
      caller.request({ method: 'POST', url: '/api/public/login-client', payload, remoteAddress: address });
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await attempts(new Client(t.app), ATTACKER, body)).statusCode).toBe(401);
    }
    const right = { phoneNumber: '8 912 000-01-11', password: phone.password };
    expectRefusal(await attempts(new Client(t.app), ATTACKER, right), 15 * 60);
    expect((await attempts(browser, ATTACKER, right)).statusCode).toBe(200);
  });
});

describe('the audit log', () => {
  it('records sign-ins and failed ones with the address and the reason, never the password', async () => {
    const account = await newAccount();
    await hammer(account, [ATTACKER], 6);
    await timePasses(60);
    expect((await signIn(new Client(t.app), OWNER_HOME, account)).statusCode).toBe(200);
    const log = await admin.get(`/api/audit/get-log?entity=sign-in:staff&pageSize=200`);
    const rows = (log.json().rows as { entityId: string }[]).filter((row) => row.entityId === account.username);
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'sign-in',
        actor: account.username,
        after: { address: OWNER_HOME, method: 'password', outcome: 'signed-in', knownDevice: false },
      }),
      expect.objectContaining({
        action: 'sign-in-failed',
        actor: ATTACKER,
        after: {
          address: ATTACKER,
          method: 'password',
          outcome: 'throttled',
          knownDevice: false,
          limit: 'account-and-address',
          retryAfterSeconds: expect.any(Number),
        },
      }),
      ...Array.from({ length: 5 }, () =>
        expect.objectContaining({
          action: 'sign-in-failed',
          actor: ATTACKER,
          after: { address: ATTACKER, method: 'password', outcome: 'wrong-password', knownDevice: false },
        }),
      ),
    ]);
    expect(log.body).not.toContain('guess-');
    expect(log.body).not.toContain(OWNER.password);
  });

  it('records client sign-ins with the phone', async () => {
    const phone = { ...aClient, phoneNumber: '+79120000222' };
    await registeredClient(t.app, phone);
    const rows = (await admin.get('/api/audit/get-log?entity=sign-in:client')).json().rows;
    expect(rows).toContainEqual(
      expect.objectContaining({ action: 'sign-in', actor: phone.phoneNumber, entityId: phone.phoneNumber }),
    );
  });
});

describe('an IPv6 host', () => {
  it('is one address for the limits across its /64, whichever address it takes', async () => {
    const account = await newAccount();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await signIn(new Client(t.app), `2001:db8:7:7::${attempt}`, wrong(account, attempt));
      expect(response.statusCode).toBe(401);
    }
    // the account's own wait is over: what still holds is the lock of the (account, address) pair
    await timePasses(120);
    expectRefusal(await signIn(new Client(t.app), '2001:db8:7:7:abcd::9', wrong(account, 6)), 15 * 60);
    expect((await signIn(new Client(t.app), '2001:db8:7:8::1', wrong(account, 7))).statusCode).toBe(401);
  });
});

describe('the device id of a browser', () => {
  it('outlives a sign-out and goes with «Очистить cookie»', async () => {
    const account = await newAccount();
    const browser = new Client(t.app);
    expect((await signIn(browser, OWNER_HOME, account)).statusCode).toBe(200);
    expect(browser.jar.get('pvz_device')).toBeDefined();
    await browser.post('/api/public/logout');
    expect(browser.jar.get('pvz_device')).toBeDefined();
    expect((await signIn(browser, OWNER_HOME, account)).statusCode).toBe(200);
    await browser.post('/api/public/logout?forgetDevice=true');
    expect(browser.jar.get('pvz_device')).toBeUndefined();
  });
});
