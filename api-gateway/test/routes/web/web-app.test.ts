import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { defaultWebConfig } from '../../../src/config.js';
import { Client, createTestApp, type TestApp } from '../../helpers/test-app.js';

/** A fake build: the files the real builds produce, with recognisable content. */
function fakeBuild(root: string) {
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  };
  write('shell/dist/index.html', '<!doctype html><title>shell</title>');
  write('shell/dist/sign-in/index.html', '<!doctype html><title>sign-in</title>');
  write('shell/dist/main.js', `console.log("main");\n${'// padding\n'.repeat(500)}`);
  write('shell/dist/sw.js', 'self.addEventListener("fetch", () => {})');
  write('shell/dist/417.3fa9c01b.js', 'console.log("chunk")');
  // the build's compressed copies (packages/federation), with a mark of their own to tell them apart
  const chunk = `console.log("chunk, compressed at build");\n${'// padding\n'.repeat(200)}`;
  write('shell/dist/9.0c0ffee0.js', chunk);
  writeFileSync(path.join(root, 'shell/dist/9.0c0ffee0.js.br'), brotliCompressSync(`${chunk}// the br copy`));
  writeFileSync(path.join(root, 'shell/dist/9.0c0ffee0.js.gz'), gzipSync(`${chunk}// the gzip copy`));
  write('shell/dist/builds/latest.json', '{"buildId":"b-1","builtAt":"2026-11-21T00:00:00Z"}');
  write(
    'mfe-goods/dist/mf-manifest.json',
    JSON.stringify({
      name: 'mfe_goods',
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ name: 'pages', assets: { js: { sync: ['__federation_expose_pages.31f6d41f.js'], async: [] } } }],
    }),
  );
  write('mfe-goods/dist/remoteEntry.js', 'var mfe_goods;');
  writeFileSync(path.join(root, 'mfe-goods/dist/remoteEntry.js.br'), brotliCompressSync('var mfe_goods; // br'));
  write('mfe-goods/dist/__federation_expose_pages.31f6d41f.js', 'pages');
}

let t: TestApp;
let root: string;
beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'pvz-web-'));
  fakeBuild(root);
  t = await createTestApp({
    web: defaultWebConfig(root, { PVZ_REMOTE_MFE_ADMIN_URL: 'https://admin.cdn.example/v7/mf-manifest.json' }),
  });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  new Client(t.app).request({ method: 'GET', url, headers });

describe('the web app', () => {
  it('serves /config/remotes.json with each remote, overridable per remote by configuration', async () => {
    const response = await get('/config/remotes.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json().remotes).toEqual([
      { name: 'mfe_goods', manifestUrl: '/mfe/goods/mf-manifest.json' },
      { name: 'mfe_finance', manifestUrl: '/mfe/finance/mf-manifest.json' },
      { name: 'mfe_delivery', manifestUrl: '/mfe/delivery/mf-manifest.json' },
      { name: 'mfe_admin', manifestUrl: 'https://admin.cdn.example/v7/mf-manifest.json' },
      { name: 'mfe_client', manifestUrl: '/mfe/client/mf-manifest.json' },
    ]);
  });

  it('lets scripts of a remote hosted elsewhere through the content security policy', async () => {
    const csp = (await get('/auth/login', { accept: 'text/html' })).headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self' https://admin.cdn.example");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it.each([
    ['/main.js', 'no-cache', 'main'],
    ['/sw.js', 'no-cache', 'fetch'],
    ['/builds/latest.json', 'no-cache', 'b-1'],
    ['/417.3fa9c01b.js', 'public, max-age=31536000, immutable', 'chunk'],
    ['/mfe/goods/mf-manifest.json', 'no-cache', 'mfe_goods'],
    ['/mfe/goods/remoteEntry.js', 'no-cache', 'var mfe_goods'],
    ['/mfe/goods/__federation_expose_pages.31f6d41f.js', 'public, max-age=31536000, immutable', 'pages'],
  ])('serves %s with Cache-Control %s', async (url, cacheControl, content) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(cacheControl);
    expect(response.body).toContain(content);
  });

  it('lets another origin load a remote', async () => {
    const response = await get('/mfe/goods/remoteEntry.js');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('answers deep links with index.html (no-cache), so the shell can route them', async () => {
    for (const url of [
      '/admin/users',
      '/spreadsheets/our-ransom/ПВЗ_1?x=1',
      '/no/such/page',
      '/phone/ИП Иванов И.И.',
    ]) {
      const response = await get(encodeURI(url), { accept: 'text/html,application/xhtml+xml' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>shell</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends a browser with no session from / to the sign-in page, and gives it the light one', async () => {
    const html = { accept: 'text/html,application/xhtml+xml' };
    const home = await get('/', html);
    expect(home.statusCode).toBe(302);
    expect(home.headers.location).toBe('/auth/login');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.headers.vary).toContain('Cookie');
    const head = await new Client(t.app).request({ method: 'HEAD', url: '/auth/login', headers: html });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('text/html');
    for (const url of ['/auth/login', '/auth/login?from=x']) {
      const signIn = await get(url, html);
      expect(signIn.statusCode).toBe(200);
      expect(signIn.body).toContain('<title>sign-in</title>');
      expect(signIn.headers['cache-control']).toBe('no-cache');
      expect(signIn.headers.vary).toContain('Cookie');
    }
    // the clients' sign-in and the pages that need a session are the app's
    expect((await get('/auth/client/login', html)).body).toContain('<title>shell</title>');
    expect((await get('/acceptance', html)).body).toContain('<title>shell</title>');
  });

  it('gives a browser with a session the app at / and at /auth/login (it sends the user home)', async () => {
    for (const kind of ['staff', 'client']) {
      for (const url of ['/', '/auth/login']) {
        const response = await get(url, { accept: 'text/html', cookie: `pvz_kind=${kind}` });
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain('<title>shell</title>');
      }
    }
    // whatever it asks for, `/` is the app's page
    const home = await get('/', { cookie: 'pvz_kind=staff' });
    expect(home.body).toContain('<title>shell</title>');
    expect(home.headers['cache-control']).toBe('no-cache');
  });

  it("tells a signed-in browser to preload the remote of the page it opens, with the page's HTML", async () => {
    const staff = { accept: 'text/html', cookie: 'pvz_kind=staff' };
    const acceptance = await get('/acceptance', staff);
    expect(acceptance.body).toContain('<title>shell</title>');
    expect(acceptance.headers.link).toBe(
      '</mfe/goods/mf-manifest.json>; rel=preload; as=fetch; crossorigin, ' +
        '</mfe/goods/remoteEntry.js>; rel=preload; as=script, ' +
        '</mfe/goods/__federation_expose_pages.31f6d41f.js>; rel=preload; as=script',
    );
    // a page with sub-pages of its own, at its own path and below it
    for (const url of ['/phone', '/phone/', '/phone/%D0%98%D0%9F%20%D0%98']) {
      expect((await get(url, staff)).headers.link).toContain('/mfe/goods/remoteEntry.js');
    }
    // a public page (a signed link) preloads without a session too; the others would open the sign-in page
    expect((await get('/spreadsheets/order/abc', { accept: 'text/html' })).headers.link).toContain(
      '/mfe/goods/remoteEntry.js',
    );
    expect((await get('/acceptance', { accept: 'text/html' })).headers.link).toBeUndefined();
    // a page of the shell, a remote not built here or hosted elsewhere, no page at all
    expect((await get('/admin/main', staff)).headers.link).toBeUndefined();
    expect((await get('/admin/users', staff)).headers.link).toBeUndefined();
    expect((await get('/no/such/page', staff)).headers.link).toBeUndefined();
  });

  it("reads a remote's manifest again when its build changes, and gives no hints for one it cannot read", async () => {
    const manifest = path.join(root, 'mfe-goods/dist/mf-manifest.json');
    const staff = { accept: 'text/html', cookie: 'pvz_kind=staff' };
    const rebuilt = JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ name: 'pages', assets: { js: { sync: ['__federation_expose_pages.0badf00d.js'] } } }],
    });
    try {
      for (const [content, expected] of [
        [rebuilt, '</mfe/goods/__federation_expose_pages.0badf00d.js>; rel=preload; as=script'],
        ['{"metaData": {', undefined],
        [JSON.stringify({ metaData: { remoteEntry: { name: 'x.js', path: '' } }, exposes: 'pages' }), undefined],
        [rebuilt.replace('0badf00d.js', '0badf00d.js>, <https://evil.example/x.js'), undefined],
      ] as const) {
        writeFileSync(manifest, content);
        // a new build is a new modification time, even within the file system's clock tick
        utimesSync(manifest, new Date(), new Date(Date.now() + Math.random() * 1e6));
        const link = (await get('/acceptance', staff)).headers.link;
        if (expected) expect(link).toContain(expected);
        else expect(link).toBeUndefined();
      }
    } finally {
      fakeBuild(root);
    }
  });

  it('answers 404 for a missing file, a missing remote chunk and an unknown API call', async () => {
    expect((await get('/missing.js')).statusCode).toBe(404);
    expect((await get('/mfe/goods/missing.js')).statusCode).toBe(404);
    expect((await get('/mfe/finance/mf-manifest.json')).statusCode).toBe(404);
    const api = await get('/api/no-such-call');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: 'Не найдено', code: 'NOT_FOUND' });
  });

  it("sends the build's Brotli or gzip copy of a file to a browser that takes it, with the file's caching", async () => {
    for (const [encoding, unpack] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const response = await get('/9.0c0ffee0.js', { 'accept-encoding': `${encoding}, deflate` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(unpack(response.rawPayload).toString()).toContain(`the ${encoding} copy`);
    }
    const remote = await get('/mfe/goods/remoteEntry.js', { 'accept-encoding': 'br' });
    expect(remote.headers['content-encoding']).toBe('br');
    expect(remote.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(remote.rawPayload).toString()).toBe('var mfe_goods; // br');
    // a copy by its own name is no file of the app
    for (const url of ['/9.0c0ffee0.js.br', '/9.0c0ffee0.js.gz', '/mfe/goods/remoteEntry.js.br'])
      expect((await get(url, { 'accept-encoding': 'br' })).statusCode).toBe(404);
    const plain = await get('/9.0c0ffee0.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('compressed at build');
    expect(plain.body).not.toContain('copy');
  });

  it('compresses what it serves', async () => {
    const response = await get('/main.js', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(Number(response.headers['content-length'] ?? response.rawPayload.length)).toBeLessThan(1000);
  });
});
