import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REALTIME_HEARTBEAT_MS } from '@pvz/contracts/api/chat';
import { DEFAULT_MAP_LANG, MAP_LANG_PATTERN } from '@pvz/contracts/api/maps';
import { type RemoteName, remoteNames, remotePrefix } from '@pvz/contracts/pages';
import { positiveInteger } from './env-values.js';
import { loadSmsConfig, type SmsConfig } from './services/codes/sms-config.js';
import { loadTelegramConfig, type TelegramConfig } from './services/codes/telegram-config.js';
import { type FilesConfig, loadFilesConfig } from './services/files/config.js';
import { loadProductLookupConfig, type ProductLookupConfig } from './services/product-lookup/config.js';
import { loadPushConfig, type PushConfig } from './services/push/config.js';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.js';

export type DatabaseConfig =
  | { kind: 'pglite' /** null keeps the database in memory (tests) */; dataDir: string | null }
  | { kind: 'postgres'; url: string; poolSize: number };

export interface WebConfig {
  /** the shell's build output */
  shellDir: string;
  /** each remote's build output, served under its prefix */
  remoteDirs: Record<RemoteName, string>;
  /** manifest URL of each remote as the shell should load it */
  manifestUrls: Record<RemoteName, string>;
}

/**
 * How many failed sign-ins are let through (services/login-throttle.ts). Failures count within the
 * window; a device the account signed in from before is judged only by its own failures.
 */
export interface LoginLimits {
  windowMinutes: number;
  /** failures of one account from one address (devices it does not know) before that pair waits out the window */
  perAccountAndAddress: number;
  /** failures of one account from devices it does not know, from anywhere, before each next attempt waits */
  accountFreeFailures: number;
  /** the first of those waits in seconds; it doubles with each further failure up to `maxDelaySeconds` */
  delayBaseSeconds: number;
  maxDelaySeconds: number;
  /** failures from one address across all accounts (devices they do not know) before the address waits */
  perAddress: number;
  /** failures of one account on a device that signed in to it before */
  perKnownDevice: number;
}

export const defaultLoginLimits: LoginLimits = {
  windowMinutes: 15,
  perAccountAndAddress: 5,
  accountFreeFailures: 5,
  delayBaseSeconds: 1,
  maxDelaySeconds: 60,
  perAddress: 50,
  perKnownDevice: 10,
};

export interface AppConfig {
  database: DatabaseConfig;
  /** signs tokens and derives per-session keys; at least 32 characters */
  sessionSecret: string;
  admin: { username: string /** null: generate one on first start and print it once */; password: string | null };
  web: WebConfig;
  /** origins besides the gateway's own that may send mutations (e.g. a separately hosted shell) */
  allowedOrigins: string[];
  trustProxy: TrustProxy;
  /** requests per minute per address on /api */
  requestsPerMinute: number;
  /** where the request counts live when several gateway instances serve one product; null: in memory */
  redisUrl: string | null;
  loginLimits: LoginLimits;
  logLevel: string;
  /** the OpenAPI document and viewer at /api/docs for anyone, not only signed-in staff */
  apiDocsPublic: boolean;
  /** how often the scheduled jobs run; null: never (tests run them by hand) */
  jobsIntervalMs: number | null;
  /** how often a live socket's session and rights are asked again (the realtime heartbeat; shorter in tests) */
  socketCheckMs: number;
  /** null: one-time codes are written to the server log */
  telegram: TelegramConfig | null;
  /** null: codes go by the bot only (or, without a bot, to the server log) */
  sms: SmsConfig | null;
  productLookup: ProductLookupConfig;
  files: FilesConfig;
  /** null: notifications are kept in-app only */
  push: PushConfig | null;
  maps: MapsConfig;
}

export interface MapsConfig {
  /** the Yandex Maps JS API key the map pages load the map with; null: they show lists */
  yandexKey: string | null;
  /** the language and region the map is loaded in (the API's `lang`, e.g. ru_RU) */
  lang: string;
  /** an OSRM server (`http://host:5000`) that routes measure distances with; null: the straight line × a road factor */
  osrmUrl: string | null;
}

/**
 * YANDEX_MAPS_API_KEY, YANDEX_MAPS_LANG (default ru_RU) and PVZ_OSRM_URL. The language goes into the
 * map script's address in the browser, so anything not shaped like ru_RU stops the start.
 */
export function loadMapsConfig(env: NodeJS.ProcessEnv): MapsConfig {
  const lang = env.YANDEX_MAPS_LANG || DEFAULT_MAP_LANG;
  if (!new RegExp(MAP_LANG_PATTERN).test(lang)) {
    throw new Error(
      `YANDEX_MAPS_LANG must be a language and region like ru_RU or en_US (two lowercase letters, an underscore, two capitals), not ${JSON.stringify(lang)}`,
    );
  }
  return { yandexKey: env.YANDEX_MAPS_API_KEY || null, lang, osrmUrl: env.PVZ_OSRM_URL || null };
}

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

export function defaultWebConfig(root = repoRoot, env: NodeJS.ProcessEnv = {}): WebConfig {
  const folder = (name: RemoteName) => name.replace('_', '-');
  const remoteDirs = Object.fromEntries(
    remoteNames.map((name) => [name, path.join(root, folder(name), 'dist')]),
  ) as Record<RemoteName, string>;
  const manifestUrls = Object.fromEntries(
    remoteNames.map((name) => [
      name,
      env[`PVZ_REMOTE_${name.toUpperCase()}_URL`] || `${remotePrefix[name]}mf-manifest.json`,
    ]),
  ) as Record<RemoteName, string>;
  return { shellDir: path.join(root, 'shell', 'dist'), remoteDirs, manifestUrls };
}

/** Reads SESSION_SECRET, or keeps a generated one in the data folder so sessions survive restarts. */
function sessionSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  const fromEnv = env.SESSION_SECRET;
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('SESSION_SECRET must be at least 32 characters long');
    return fromEnv;
  }
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The configuration of a running server, from the environment (see the README's table). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  const dataDir = path.resolve(cwd, env.PVZ_DATA_DIR || '.data');
  const database: DatabaseConfig = env.DATABASE_URL
    ? {
        kind: 'postgres',
        url: env.DATABASE_URL,
        poolSize: positiveInteger(env.PVZ_DB_POOL_SIZE, 10, 'PVZ_DB_POOL_SIZE'),
      }
    : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') };
  return {
    database,
    sessionSecret: sessionSecret(env, dataDir),
    admin: { username: env.PVZ_ADMIN_USERNAME || 'admin', password: env.PVZ_ADMIN_PASSWORD || null },
    web: defaultWebConfig(repoRoot, env),
    allowedOrigins: (env.PVZ_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustProxy: parseTrustProxy(env.PVZ_TRUST_PROXY),
    requestsPerMinute: positiveInteger(env.PVZ_RATE_LIMIT_PER_MINUTE, 600, 'PVZ_RATE_LIMIT_PER_MINUTE'),
    redisUrl: env.REDIS_URL || null,
    loginLimits: defaultLoginLimits,
    logLevel: env.LOG_LEVEL || 'info',
    apiDocsPublic: env.PVZ_API_DOCS_PUBLIC === 'true',
    jobsIntervalMs: positiveInteger(env.PVZ_JOBS_INTERVAL_SECONDS, 300, 'PVZ_JOBS_INTERVAL_SECONDS') * 1000,
    socketCheckMs: REALTIME_HEARTBEAT_MS,
    telegram: loadTelegramConfig(env),
    sms: loadSmsConfig(env),
    productLookup: loadProductLookupConfig(env),
    files: loadFilesConfig(env, dataDir),
    push: loadPushConfig(env),
    maps: loadMapsConfig(env),
  };
}
