import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CodePurpose } from '@pvz/contracts/api/client-identity';
import { normalizePhone } from '@pvz/contracts/phone';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.js';
import { type AppConfig, defaultLoginLimits, defaultWebConfig } from '../../src/config.js';
import { loadFilesConfig } from '../../src/services/files/config.js';
import { loadProductLookupConfig } from '../../src/services/product-lookup/config.js';
import { FakeSms } from './fake-sms.js';
import { timePasses } from './one-time-codes.js';
import { openTestDatabase, type TestDatabase } from './test-database.js';

export const ADMIN = { username: 'admin', password: 'admin-password-1' } as const;

/** Where the test apps keep compiled validators and serializers (set by the global setup). */
export const testSchemaCache = process.env.PVZ_SCHEMA_CACHE;

/** Each test app keeps its uploads in a folder of its own. */
function testFilesDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'pvz-files-'));
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    database: { kind: 'pglite', dataDir: null },
    sessionSecret: 'test-session-secret-that-is-long-enough-0123456789',
    admin: { ...ADMIN },
    // nothing is built in a test run: the web app serves only what a test puts there
    web: defaultWebConfig('/nonexistent-build-root'),
    allowedOrigins: [],
    trustProxy: false,
    requestsPerMinute: 100_000,
    redisUrl: null,
    // every test caller comes from 127.0.0.1
    loginLimits: { ...defaultLoginLimits, perAddress: 1000 },
    logLevel: 'silent',
    apiDocsPublic: false,
    jobsIntervalMs: null,
    // sockets are asked again often, so that a test sees a sign-out close its socket
    socketCheckMs: 200,
    telegram: null,
    sms: null,
    productLookup: loadProductLookupConfig({}),
    files: loadFilesConfig({}, testFilesDir()),
    push: null,
    maps: { yandexKey: null, lang: 'ru_RU', osrmUrl: null },
    ...overrides,
  };
}

/** Cookies as a browser keeps them: set by answers, sent with the next requests. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  /** the SMS gateway's fake the app sends codes to, unless the test configured `sms` itself */
  sms: FakeSms | null;
  close(): Promise<void>;
}

/** The test app of each app, for helpers that are handed only the app. */
const testApps = new WeakMap<FastifyInstance, TestApp>();

export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const sms = 'sms' in overrides ? null : new FakeSms();
  const config = testConfig({ ...(sms && { sms: await sms.start() }), ...overrides });
  const app = await buildApp(config, { db: database.db, logger: false, schemaCache: testSchemaCache });
  const testApp: TestApp = {
    app,
    database,
    sms,
    close: async () => {
      await app.close();
      await database.drop();
      await sms?.stop();
    },
  };
  testApps.set(app, testApp);
  return testApp;
}

/** Asks a code for the phone and reads it from the fake SMS gateway of the app. */
export async function smsCodeFor(
  app: FastifyInstance,
  phoneNumber: string,
  purpose: CodePurpose,
  caller: Client = new Client(app),
): Promise<string> {
  const sms = testApps.get(app)?.sms;
  if (!sms) throw new Error('this test app sends no SMS: leave `sms` out of its configuration');
  const phone = canonicalPhone(phoneNumber);
  const before = sms.to(phone).length;
  const asked = await caller.request({
    method: 'POST',
    url: '/api/clients/send-message',
    remoteAddress: nextAddress(),
    payload: { phoneNumber, purpose },
  });
  if (asked.statusCode !== 200) throw new Error(`no ${purpose} code for ${phoneNumber}: ${asked.body}`);
  return sms.nextCode(phone, before);
}

function canonicalPhone(phoneNumber: string): string {
  const checked = normalizePhone(phoneNumber);
  if (!checked.ok) throw new Error(`not a phone: ${phoneNumber}`);
  return checked.phone;
}

let addresses = 0;
/** Each registration from an address of its own: the per-address limits belong to the tests of limits. */
const nextAddress = () => `10.200.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`;

/** A browser-like caller: keeps cookies and sends them with every request. */
export class Client {
  readonly jar = new CookieJar();

  constructor(private readonly app: FastifyInstance) {}

  async request(options: InjectOptions): Promise<LightMyRequestResponse> {
    const response = await this.app.inject({
      ...options,
      headers: { cookie: this.jar.header(), ...options.headers },
    });
    this.jar.take(response);
    return response;
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }

  post(url: string, payload?: object) {
    return this.request({ method: 'POST', url, payload: payload ?? {} });
  }
}

export async function signedInStaff(app: FastifyInstance, username: string, password: string, isForeignDevice = false) {
  const client = new Client(app);
  const response = await client.post('/api/public/login', { username, password, isForeignDevice });
  if (response.statusCode !== 200) throw new Error(`login of ${username} failed: ${response.body}`);
  return client;
}

export async function signedInAdmin(app: FastifyInstance) {
  return signedInStaff(app, ADMIN.username, ADMIN.password);
}

export const aClient = {
  phoneNumber: '+79123456789',
  fio: 'Иван Петров',
  password: 'secret-pass',
  isPrivacyPolicyAgreed: true,
  isPersonalDataProcessingPolicyAgreed: true,
};

/** Registers a client with the code the app sent to their phone, and signs them in. */
export async function registeredClient(app: FastifyInstance, client = aClient) {
  const caller = new Client(app);
  const code = await smsCodeFor(app, client.phoneNumber, 'register');
  const registered = await caller.request({
    method: 'POST',
    url: '/api/clients/register',
    remoteAddress: nextAddress(),
    payload: { client: { ...client, code } },
  });
  if (registered.statusCode !== 200) throw new Error(`registration failed: ${registered.body}`);
  // the phone may ask for its next code at once, as if the registration was an hour ago
  const database = testApps.get(app)?.database;
  if (database) await timePasses(database.db, canonicalPhone(client.phoneNumber), 61);
  const login = await caller.post('/api/public/login-client', {
    phoneNumber: client.phoneNumber,
    password: client.password,
    isForeignDevice: false,
  });
  if (login.statusCode !== 200) throw new Error(`client login failed: ${login.body}`);
  return caller;
}

export interface StaffSpec {
  username: string;
  role: string;
  scope?: { allPoints: boolean; pointIds: number[]; sortingCenterId: number | null; homePointId: number | null };
  overrides?: { pages: Record<string, string>; columns: Record<string, Record<string, string>> };
}

/** Creates a staff user through the API as ADMIN and signs them in. */
export async function staffWith(app: FastifyInstance, admin: Client, spec: StaffSpec, password = 'staff-password') {
  const created = await admin.post('/api/users/create-user', { ...spec, password });
  if (created.statusCode !== 200) throw new Error(`could not create ${spec.username}: ${created.body}`);
  return signedInStaff(app, spec.username, password);
}

/** Creates a point through the API as ADMIN; answers its id. */
export async function pointNamed(admin: Client, name: string): Promise<number> {
  const created = await admin.post('/api/reference/points/create', {
    item: { name, address: `${name}, адрес`, latitude: null, longitude: null, isPartner: false },
  });
  if (created.statusCode !== 200) throw new Error(`could not create point ${name}: ${created.body}`);
  return created.json().item.id;
}

export const scopeOf = (pointIds: number[], homePointId: number | null = null) => ({
  allPoints: false,
  pointIds,
  sortingCenterId: null,
  homePointId,
});
