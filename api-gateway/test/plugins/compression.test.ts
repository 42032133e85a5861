import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import compression from '../../src/plugins/external/compression.js';

/** A table page's worth of JSON (about 40 KB), and one ten times as large (a page of 500 rows is as large). */
const rows = (count: number) =>
  Array.from({ length: count }, (_, id) => ({ id, name: `Покупатель ${id}`, notation: 'x'.repeat(700) }));

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await app.register(compression);
  app.get('/page', async () => ({ rows: rows(50) }));
  app.get('/export', async () => ({ rows: rows(500) }));
  app.get('/small', async () => ({ ok: true }));
  await app.ready();
});
afterAll(() => app.close());

describe('compressed answers', () => {
  it('compresses a table page in one piece, with its length, in the encoding the browser takes', async () => {
    for (const [encoding, unpack] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const response = await app.inject({ url: '/page', headers: { 'accept-encoding': encoding } });
      expect(response.headers['content-encoding']).toBe(encoding);
      // a length means one call: the streaming path sends the answer in chunks of unknown total
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(response.rawPayload.length).toBeLessThan(4_000);
      expect(JSON.parse(unpack(response.rawPayload).toString())).toEqual({ rows: rows(50) });
    }
  });

  it('streams an answer larger than the one-call limit, and leaves small or unasked answers alone', async () => {
    const large = await app.inject({ url: '/export', headers: { 'accept-encoding': 'br' } });
    expect(large.headers['content-encoding']).toBe('br');
    expect(large.headers['content-length']).toBeUndefined();
    expect(JSON.parse(brotliDecompressSync(large.rawPayload).toString())).toEqual({ rows: rows(500) });
    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
    const plain = await app.inject({ url: '/page' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual({ rows: rows(50) });
  });
});
