import { messages } from '@pvz/contracts/messages';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import errorHandler from '../../src/plugins/app/error-handler.js';
import { Client, createTestApp, registeredClient, signedInAdmin, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('same-origin check on mutations', () => {
  const login = { username: 'admin', password: 'admin-password-1' };

  it('refuses a mutation whose Origin is another site, before doing anything', async () => {
    const response = await new Client(t.app).request({
      method: 'POST',
      url: '/api/public/login',
      payload: login,
      headers: { origin: 'https://evil.example', host: 'pvz.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: messages.crossSite, code: 'CROSS_SITE' });
    expect(response.cookies).toHaveLength(0);
  });

  it('refuses a cross-site mutation that only says Sec-Fetch-Site', async () => {
    const admin = await signedInAdmin(t.app);
    const response = await admin.request({
      method: 'POST',
      url: '/api/users/delete-user',
      payload: { username: 'someone' },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CROSS_SITE');
  });

  it('accepts a mutation from its own origin', async () => {
    const response = await new Client(t.app).request({
      method: 'POST',
      url: '/api/public/login',
      payload: login,
      headers: { origin: 'http://pvz.example', host: 'pvz.example', 'sec-fetch-site': 'same-origin' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('accepts its own host behind a proxy that ends TLS (https Origin, plain http inside)', async () => {
    const response = await new Client(t.app).request({
      method: 'POST',
      url: '/api/public/login',
      payload: login,
      headers: { origin: 'https://pvz.example', host: 'pvz.example' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a malformed Origin', async () => {
    const response = await new Client(t.app).request({
      method: 'POST',
      url: '/api/public/login',
      payload: login,
      headers: { origin: 'null', host: 'pvz.example' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('is not fooled by a percent-encoded path that still reaches an API route', async () => {
    const response = await new Client(t.app).request({
      method: 'POST',
      url: '/%61pi/public/login',
      payload: login,
      headers: { origin: 'https://evil.example', host: 'pvz.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.cookies).toHaveLength(0);
  });

  it('lets reads through from anywhere (they change nothing)', async () => {
    const response = await new Client(t.app).request({
      method: 'GET',
      url: '/api/public/auth/me',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('errors', () => {
  it('answers malformed JSON with 400 in the error shape', async () => {
    const response = await new Client(t.app).request({
      method: 'POST',
      url: '/api/public/login',
      payload: '{"username": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: messages.bodyNotJson, code: expect.any(String) });
  });

  it('answers an unexpected failure with 500 and no internals', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorHandler);
    app.get('/boom', async () => {
      throw new Error('connection to 10.0.0.5 refused: password authentication failed for user "pvz"');
    });
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: messages.internalError, code: 'INTERNAL' });
    expect(response.body).not.toContain('10.0.0.5');
    await app.close();
  });
});

describe('request rate limit', () => {
  it('answers 429 in Russian when an address sends too many API requests', async () => {
    const limited = await createTestApp({ requestsPerMinute: 3 });
    try {
      const statuses: number[] = [];
      // encoded or not, every call to an API route counts
      for (const url of [
        '/api/public/auth/me',
        '/%61pi/public/auth/me',
        '/api/public/auth/me',
        '/%61pi/public/auth/me',
      ]) {
        statuses.push((await new Client(limited.app).get(url)).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      const response = await new Client(limited.app).get('/api/public/auth/me');
      expect(response.json()).toEqual({ error: messages.tooManyRequests, code: 'TOO_MANY_REQUESTS' });
    } finally {
      await limited.close();
    }
  });
});

describe('request rate limit across gateway instances', () => {
  it("counts one address's requests together on two instances that share Redis (REDIS_URL)", async () => {
    const redisUrl = process.env.PVZ_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const redis = new Redis(redisUrl);
    // a window left by an earlier run of this test would count against this one
    const stale = await redis.keys('pvz-rate-limit-*');
    if (stale.length > 0) await redis.del(...stale);
    await redis.quit();
    const [first, second] = await Promise.all([
      createTestApp({ requestsPerMinute: 4, redisUrl }),
      createTestApp({ requestsPerMinute: 4, redisUrl }),
    ]);
    try {
      const statuses: number[] = [];
      for (const app of [first, second, first, second, first, second])
        statuses.push((await new Client(app.app).get('/api/public/auth/me')).statusCode);
      // alone, each instance would have let its three through
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});

describe('OpenAPI', () => {
  it('describes every declared route at /api/docs/json and shows the viewer at /api/docs, to staff', async () => {
    const staff = await signedInAdmin(t.app);
    const spec = (await staff.get('/api/docs/json')).json();
    for (const route of t.app.declaredRoutes) {
      expect(spec.paths[route.url]?.[route.method.toLowerCase()]).toBeDefined();
    }
    expect(spec.paths['/api/public/login'].post.requestBody).toBeDefined();
    const viewer = await staff.get('/api/docs/');
    expect(viewer.statusCode).toBe(200);
    expect(viewer.headers['content-type']).toContain('text/html');
  });

  it('answers anonymous callers 401 and clients 403, unless the documentation is published', async () => {
    for (const url of ['/api/docs/json', '/api/docs/', '/api/docs/static/index.html']) {
      expect((await new Client(t.app).get(url)).statusCode).toBe(401);
    }
    const client = await registeredClient(t.app);
    expect((await client.get('/api/docs/json')).statusCode).toBe(403);
    const published = await createTestApp({ apiDocsPublic: true, sms: null });
    try {
      expect((await new Client(published.app).get('/api/docs/json')).statusCode).toBe(200);
    } finally {
      await published.close();
    }
  });
});
