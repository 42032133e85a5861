import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT || 8181);
/** fakes of the outside services the gateway talks to: the Telegram Bot API and the marketplaces' sites */
export const fakeTelegramUrl = `http://127.0.0.1:${port + 1}`;
const fakeMarketplacesPort = port + 2;
/** the SMS gateway's fake: codes for phones the bot does not know go there */
export const fakeSmsUrl = `http://127.0.0.1:${port + 3}`;
export const e2eBotToken = 'e2e-bot-token';
const dataDir = path.join(import.meta.dirname, '.e2e-data');
export const adminPassword = 'e2e-admin-password';

/**
 * Browser tests against the built product: the gateway serves the shell and the remotes from their
 * dist folders on a fresh embedded database. Debian's Chromium, never a downloaded browser.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'ru-RU',
    // Far from Moscow on purpose: dates on screen must still be Moscow time.
    timezoneId: 'Asia/Vladivostok',
    serviceWorkers: 'block',
    // the browser asks for less motion (the theme's reducedMotion: 'system'): dialogs and menus open at
    // once, and a click need not wait out their transition for the element to be still
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // A failed test keeps its trace: actions with their times and errors, network, console, and the
    // screenshot above. The DOM snapshots and screencast frames a trace can also hold cost each action
    // so much that recording them made the journeys half as slow again (three files 198 s, without 130 s);
    // `npx playwright test --trace on` records them all when a failure needs them.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: 'node --import tsx fakes/telegram-server.ts',
      url: `${fakeTelegramUrl}/sent`,
      reuseExistingServer: false,
      stdout: 'ignore',
      env: { FAKE_TELEGRAM_PORT: String(port + 1) },
    },
    {
      command: 'node --import tsx fakes/sms-server.ts',
      url: `${fakeSmsUrl}/sent`,
      reuseExistingServer: false,
      stdout: 'ignore',
      env: { FAKE_SMS_PORT: String(port + 3) },
    },
    {
      command: 'node --import tsx fakes/marketplace-server.ts',
      port: fakeMarketplacesPort,
      reuseExistingServer: false,
      stdout: 'ignore',
      env: { FAKE_MARKETPLACES_PORT: String(fakeMarketplacesPort) },
    },
    {
      command: `rm -rf "${dataDir}" && node ../api-gateway/dist/server.js`,
      url: `http://127.0.0.1:${port}/config/remotes.json`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        PVZ_DATA_DIR: dataDir,
        PVZ_ADMIN_USERNAME: 'admin',
        PVZ_ADMIN_PASSWORD: adminPassword,
        PVZ_RATE_LIMIT_PER_MINUTE: '5000',
        // stands in for a gateway behind one reverse proxy: a test may speak from another address by
        // naming it in X-Forwarded-For (the attacker of sign-in-defence.spec.ts, each client registered
        // through the API); browsers send no such header
        PVZ_TRUST_PROXY: '1',
        LOG_LEVEL: 'warn',
        TELEGRAM_BOT_TOKEN: e2eBotToken,
        TELEGRAM_BOT_USERNAME: 'pvz_e2e_bot',
        TELEGRAM_API_URL: fakeTelegramUrl,
        TELEGRAM_WEBHOOK_SECRET: 'e2e-webhook-secret',
        SMS_RU_API_ID: 'e2e-sms-api-id',
        SMS_RU_API_URL: fakeSmsUrl,
        PVZ_MARKETPLACE_ORIGIN: `http://127.0.0.1:${fakeMarketplacesPort}`,
      },
    },
  ],
});
