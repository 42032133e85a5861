import { chromium, type Page } from 'playwright-core';
import { percentile, roundMs } from './percentile.ts';
import type { PoolParcel } from './scan-pool.ts';

export interface BrowserScanResult {
  scans: number;
  /** Enter → the frame that paints the new cell number (requestAnimationFrame after the DOM change) */
  p50Ms: number;
  p95Ms: number;
  /** Enter → the DOM change alone */
  domP95Ms: number;
  /** medians of where the time goes: before the call, the call, after the answer */
  medianSplitMs: { beforeCall: number; call: number; callWait: number; afterCall: number };
  cells: string[];
}

interface Sample {
  domMs: number;
  frameMs: number;
  cell: string;
  /** Enter → the accept-scan call starts (the page's own work: handlers, offline queue) */
  beforeCallMs: number;
  /** the call itself, as the browser's resource timing saw it */
  callMs: number;
  /** of the call: the request sent → the first byte of the answer (the gateway's time and the wire) */
  callWaitMs: number;
  /** the answer → the new cell in the DOM (React) */
  afterCallMs: number;
}

interface ScanProbe {
  samples: Sample[];
}

/**
 * Runs in the page before the app: a capture listener on window notes each Enter first of all, and a
 * MutationObserver notes when the big cell (data-testid="accept-cell") is a new element or shows a
 * new number; the next animation frame is when it reaches the screen. Plain JavaScript: a compiled
 * function could carry helpers of the bundler that the page does not have.
 */
const scanProbeScript = `
  (() => {
    const probe = { samples: [] };
    performance.setResourceTimingBufferSize(100000);
    window.scanProbe = probe;
    let pending = null;
    const cell = () => document.querySelector('[data-testid="accept-cell"]');
    window.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter') return;
      const element = cell();
      pending = { at: performance.now(), element, text: element ? element.textContent : null };
    }, { capture: true });
    new MutationObserver(() => {
      const scan = pending;
      const element = cell();
      if (!scan || !element || (element === scan.element && element.textContent === scan.text)) return;
      pending = null;
      const shownAt = performance.now();
      const text = element.textContent || '';
      const call = performance.getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/api/goods/accept-scan') && entry.startTime >= scan.at)
        .pop();
      requestAnimationFrame(() => probe.samples.push({
        domMs: shownAt - scan.at,
        frameMs: performance.now() - scan.at,
        cell: text,
        beforeCallMs: call ? call.startTime - scan.at : -1,
        callMs: call ? call.responseEnd - call.startTime : -1,
        callWaitMs: call ? call.responseStart - call.requestStart : -1,
        afterCallMs: call ? shownAt - call.responseEnd : -1,
      }));
    }).observe(document, { subtree: true, childList: true, characterData: true });
  })();`;

async function signIn(page: Page, baseUrl: string, username: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/auth/login`);
  await page.getByLabel('Имя пользователя').fill(username);
  await page.getByLabel('Пароль').fill(password);
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/public/login'));
  await page.getByRole('button', { name: 'Войти' }).click();
  const response = await answered;
  if (!response.ok()) throw new Error(`browser sign-in failed: ${response.status()}`);
  // the first visit's sign-in page opens the app as a new page load, which a navigation right now would cancel
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
}

/** What the page shows instead of a cell, to explain a scan that never got one. */
async function panelText(page: Page): Promise<string> {
  return (
    (await page
      .getByRole('status')
      .first()
      .textContent()
      .catch(() => null)) ?? '(no status panel)'
  );
}

/**
 * A scripted keyboard-wedge scanner on /acceptance of the built product: types each label's code fast,
 * presses Enter and waits for the cell before the next; the first `warmUp` scans are not counted.
 */
export async function measureBrowserScans(
  baseUrl: string,
  credentials: { username: string; password: string },
  pointId: number,
  parcels: readonly PoolParcel[],
  warmUp: number,
): Promise<BrowserScanResult> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
  });
  try {
    const page = await browser.newPage();
    await page.addInitScript({ content: scanProbeScript });
    await signIn(page, baseUrl, credentials.username, credentials.password);
    await page.goto(`${baseUrl}/acceptance?pvz=${pointId}`);
    const input = page.getByLabel('Штрихкод или QR-код');
    await input.waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => !document.querySelector('[data-scan-input]')?.hasAttribute('disabled'));
    await input.click();
    for (const [index, parcel] of parcels.entries()) {
      await page.keyboard.type(`1/${parcel.goodsId}`, { delay: 5 });
      await page.keyboard.press('Enter');
      const answered = await page
        .waitForFunction(
          (count) => (window as unknown as { scanProbe: ScanProbe }).scanProbe.samples.length >= count,
          index + 1,
          { timeout: 10_000 },
        )
        .then(() => true)
        .catch(() => false);
      if (!answered)
        throw new Error(`scan ${index + 1} (1/${parcel.goodsId}) showed no cell: ${await panelText(page)}`);
    }
    const samples = await page.evaluate(() => (window as unknown as { scanProbe: ScanProbe }).scanProbe.samples);
    const counted = samples.slice(warmUp);
    const at = (key: Exclude<keyof Sample, 'cell'>, p: number) =>
      roundMs(
        percentile(
          counted.map((sample) => sample[key]),
          p,
        ),
      );
    return {
      scans: counted.length,
      p50Ms: at('frameMs', 50),
      p95Ms: at('frameMs', 95),
      domP95Ms: at('domMs', 95),
      medianSplitMs: {
        beforeCall: at('beforeCallMs', 50),
        call: at('callMs', 50),
        callWait: at('callWaitMs', 50),
        afterCall: at('afterCallMs', 50),
      },
      cells: samples.map((sample) => sample.cell),
    };
  } finally {
    await browser.close();
  }
}
