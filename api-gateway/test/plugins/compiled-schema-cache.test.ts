import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { Type } from 'typebox';
import { cachedSchemaCompilers } from '../../src/compiled-schema-cache.js';

const Body = Type.Object({ count: Type.Integer({ minimum: 1 }), note: Type.Optional(Type.String({ maxLength: 3 })) });
const Answer = Type.Object({ count: Type.Integer() });

/** A gateway-like app with one validated, serialised route, built on the cache in `dir`. */
async function appOn(dir: string, headers?: object) {
  const app = Fastify({ schemaController: { compilersFactory: cachedSchemaCompilers(dir) } });
  app.post(
    '/count',
    { schema: { body: Body, response: { 200: Answer }, ...(headers && { headers }) } },
    async (request) => ({ ...(request.body as object), secret: 'dropped by the serializer' }),
  );
  await app.ready();
  return app;
}

async function answers(dir: string) {
  const app = await appOn(dir);
  const ok = await app.inject({ method: 'POST', url: '/count', payload: { count: 2, extra: true } });
  const refused = await app.inject({ method: 'POST', url: '/count', payload: { count: 0, note: 'long' } });
  await app.close();
  return { ok: [ok.statusCode, ok.json()], refused: [refused.statusCode, refused.json().message] };
}

test('a build from the cache validates and serialises as the build that filled it', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pvz-schema-cache-'));
  const first = await answers(dir);
  const stored = readdirSync(dir).sort();
  const second = await answers(dir);

  expect(first.ok).toEqual([200, { count: 2 }]);
  expect(first.refused[0]).toBe(400);
  expect(second).toEqual(first);
  // one validator and one serializer, written once and read back
  expect(stored).toHaveLength(2);
  expect(readdirSync(dir).sort()).toEqual(stored);
});

test('a header named in capitals is refused: production would lower-case it, the cache would not', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pvz-schema-cache-'));
  await expect(appOn(dir, Type.Object({ 'X-Point': Type.String() }))).rejects.toThrow('name the header X-Point');
  const app = await appOn(dir, Type.Object({ 'x-point': Type.String() }));
  const missing = await app.inject({ method: 'POST', url: '/count', payload: { count: 1 } });
  expect(missing.statusCode).toBe(400);
  await app.close();
});

test("a route's validator and serializer are made on its first request, not by the build", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pvz-schema-cache-'));
  const app = await appOn(dir);
  expect(readdirSync(dir)).toEqual([]);
  const refused = await app.inject({ method: 'POST', url: '/count', payload: { count: 'many' } });
  expect([refused.statusCode, refused.json().message]).toEqual([400, 'body/count must be integer']);
  expect(readdirSync(dir)).toHaveLength(1);
  const ok = await app.inject({ method: 'POST', url: '/count', payload: { count: 1 } });
  expect(ok.json()).toEqual({ count: 1 });
  expect(readdirSync(dir)).toHaveLength(2);
  await app.close();
});
