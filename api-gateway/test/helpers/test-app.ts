import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.js';
import { type AppConfig, defaultLoginLimits, defaultWebConfig } from '../../src/config.js';
import { loadFilesConfig } from '../../src/services/files/config.js';
import { loadProductLookupConfig } from '../../src/services/product-lookup/config.js';
import { openTestDatabase, type TestDatabase } from './test-database.js';

export const ADMIN = { username: 'admin', password: 'admin-password-1' } as const;

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
    // every test caller comes from 127.0.0.1
    loginLimits: { ...defaultLoginLimits, perAddress: 1000 },
    logLevel: 'silent',
    jobsIntervalMs: null,
    telegram: null,
    productLookup: loadProductLookupConfig({}),
    files: loadFilesConfig({}, testFilesDir()),
    push: null,
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
  close(): Promise<void>;
}

export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const app = await buildApp(testConfig(overrides), { db: database.db, logger: false });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

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

export async function registeredClient(app: FastifyInstance, client = aClient) {
  const caller = new Client(app);
  const registered = await caller.post('/api/clients/register', { client });
  if (registered.statusCode !== 200) throw new Error(`registration failed: ${registered.body}`);
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
