import { readFileSync } from 'node:fs';
import type { PushWebConfig } from '@pvz/contracts/api/notifications';
import type { PushSender } from './sender.js';

/**
 * Firebase Cloud Messaging; without FIREBASE_SERVICE_ACCOUNT notifications stay in-app only.
 * FIREBASE_WEB_CONFIG (the web app's public JSON config) and FIREBASE_VAPID_KEY let browsers subscribe.
 */
export interface PushConfig {
  /** the service account JSON (server side only, never sent to the browser) */
  serviceAccountJson: string;
  /** what the browser needs to subscribe; null: no browser subscribes, pushes go to tokens already known */
  web: PushWebConfig['config'];
  /** a messaging sender other than firebase-admin (tests) */
  sender?: PushSender;
}

function webConfigOf(env: NodeJS.ProcessEnv): PushWebConfig['config'] {
  if (!env.FIREBASE_WEB_CONFIG || !env.FIREBASE_VAPID_KEY) return null;
  const parsed = JSON.parse(env.FIREBASE_WEB_CONFIG) as Record<string, unknown>;
  const field = (name: string) => {
    const value = parsed[name];
    if (typeof value !== 'string' || value === '') throw new Error(`FIREBASE_WEB_CONFIG has no ${name}`);
    return value;
  };
  return {
    apiKey: field('apiKey'),
    ...(typeof parsed.authDomain === 'string' ? { authDomain: parsed.authDomain } : {}),
    projectId: field('projectId'),
    messagingSenderId: field('messagingSenderId'),
    appId: field('appId'),
    vapidKey: env.FIREBASE_VAPID_KEY,
  };
}

/** FIREBASE_SERVICE_ACCOUNT holds the service account JSON itself or the path of its file. */
function serviceAccountOf(value: string): string {
  return value.trim().startsWith('{') ? value : readFileSync(value, 'utf8');
}

export function loadPushConfig(env: NodeJS.ProcessEnv): PushConfig | null {
  if (!env.FIREBASE_SERVICE_ACCOUNT) return null;
  return { serviceAccountJson: serviceAccountOf(env.FIREBASE_SERVICE_ACCOUNT), web: webConfigOf(env) };
}
