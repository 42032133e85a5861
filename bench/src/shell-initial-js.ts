import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startGateway } from './start-gateway.ts';

/**
 * The JavaScript a first visit downloads before the login page is usable, raw, gzip -9 (the issue's
 * yardstick) and as it came over the wire (the build's Brotli copies), measured in Chromium against the
 * built product (run `npm run build` first).
 */
/** The target: 200 KB of gzip'ed JavaScript before the login page. */
const targetGzipBytes = 200 * 1024;

const gateway = await startGateway(8191);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const page = await browser.newPage({ serviceWorkers: 'block' });
  const scripts: { url: string; raw: number; gzip: number; wire: number; encoding: string }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body();
    scripts.push({
      url: new URL(response.url()).pathname,
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      wire: (await response.request().sizes()).responseBodySize,
      encoding: response.headers()['content-encoding'] ?? 'identity',
    });
  });
  await page.goto(`${gateway.url}/`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Войти' }).waitFor();
  const total = scripts.reduce(
    (sum, file) => ({ raw: sum.raw + file.raw, gzip: sum.gzip + file.gzip, wire: sum.wire + file.wire }),
    { raw: 0, gzip: 0, wire: 0 },
  );
  const result = {
    measuredAt: new Date().toISOString(),
    page: '/ → /auth/login',
    gzipBytes: total.gzip,
    targetGzipBytes,
    passed: total.gzip <= targetGzipBytes,
    rawBytes: total.raw,
    wireBytes: total.wire,
    files: scripts.length,
    scripts: scripts.sort((a, b) => b.gzip - a.gzip),
  };
  const dir = path.join(import.meta.dirname, '..', 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'shell-initial-js.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(
    `initial JavaScript of the shell: ${scripts.length} files, ${(total.raw / 1024).toFixed(1)} KiB raw, ${(total.gzip / 1024).toFixed(1)} KiB gzip -9 (target ≤ ${targetGzipBytes / 1024} KiB), ${(total.wire / 1024).toFixed(1)} KiB on the wire`,
  );
} finally {
  await browser.close();
  await gateway.stop();
}
