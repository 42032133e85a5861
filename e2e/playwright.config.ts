import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { type Stack, stackOf, workers } from './stacks.js';

type WebServer = Extract<PlaywrightTestConfig['webServer'], unknown[]>[number];

export const e2eBotToken = 'e2e-bot-token';
export const adminPassword = 'e2e-admin-password';

/** A worker's stack (see stacks.ts): the fakes first, then the gateway on a fresh embedded database. */
function serversOf(stack: Stack): WebServer[] {
  return [
    {
      command: 'node --import tsx fakes/telegram-server.ts',
      url: `${stack.telegramUrl}/sent`,
      reuseExistingServer: false,
      stdout: 'ignore',
      env: { FAKE_TELEGRAM_PORT: String(stack.telegramPort) },
    },
    {
      command: 'node --import tsx fakes/sms-server.ts',
      url: `${stack.smsUrl}/sent`,
      reuseExistingServer: false,
      stdout: 'ignore',
      env: { FAKE_SMS_PORT: String(stack.smsPort) },
    },
    {
      command: 'node --import tsx fakes/marketplace-server.ts',
      port: stack.marketplacesPort,
      reuseExistingServer: false,
      stdout: 'ignore',
      env: { FAKE_MARKETPLACES_PORT: String(stack.marketplacesPort) },
    },
    {
      command: `rm -rf "${stack.dataDir}" && node ../api-gateway/dist/server.js`,
      url: `${stack.gatewayUrl}/config/remotes.json`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(stack.gatewayPort),
        HOST: '127.0.0.1',
        PVZ_DATA_DIR: stack.dataDir,
        // the embedded database and counters of this stack only, whatever the shell running the tests has
        DATABASE_URL: '',
        REDIS_URL: '',
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
        TELEGRAM_API_URL: stack.telegramUrl,
        TELEGRAM_WEBHOOK_SECRET: 'e2e-webhook-secret',
        SMS_RU_API_ID: 'e2e-sms-api-id',
        SMS_RU_API_URL: stack.smsUrl,
        PVZ_MARKETPLACE_ORIGIN: stack.marketplacesUrl,
      },
    },
  ];
}

/**
 * Browser tests against the built product: the gateway serves the shell and the remotes from their
 * dist folders on a fresh embedded database, one gateway per worker (stacks.ts; the journeys take the
 * worker's gateway as their `baseURL` from tests/fixtures.ts). Debian's Chromium, never a downloaded browser.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // a file's journeys stay in order on one worker (some build on the one before); files run side by side
  fullyParallel: false,
  workers,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
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
  webServer: Array.from({ length: workers }, (_, parallelIndex) => serversOf(stackOf(parallelIndex))).flat(),
});
