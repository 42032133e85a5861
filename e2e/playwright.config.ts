import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT || 8181);
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
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
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
  webServer: {
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
      LOG_LEVEL: 'warn',
    },
  },
});
