import { type PushWebConfig, pushRegistrationTimeoutMs } from '@pvz/contracts/api/notifications';

type WebConfig = NonNullable<PushWebConfig['config']>;

/** Why the browser gave no token: each has its Russian toast. */
export type PushFailure = 'blocked' | 'unsupported' | 'failed';

export class PushError extends Error {
  constructor(readonly reason: PushFailure) {
    super(reason);
    this.name = 'PushError';
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new PushError('failed')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * This browser's push token: asks for permission, then loads the Firebase web SDK (only now, it is
 * large) and subscribes through the shell's one service worker. Registration gives up after 10 s (spec §9).
 */
export async function browserPushToken(config: WebConfig): Promise<string> {
  if (!('Notification' in window) || !('serviceWorker' in navigator) || !('PushManager' in window))
    throw new PushError('unsupported');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushError('blocked');
  const [{ getApps, initializeApp }, messaging] = await Promise.all([
    import('firebase/app'),
    import('firebase/messaging'),
  ]);
  if (!(await messaging.isSupported())) throw new PushError('unsupported');
  const { vapidKey, ...options } = config;
  const app = getApps().find((existing) => existing.name === 'pvz-push') ?? initializeApp(options, 'pvz-push');
  try {
    return await withTimeout(
      (async () => {
        const serviceWorkerRegistration = await navigator.serviceWorker.ready;
        return messaging.getToken(messaging.getMessaging(app), { vapidKey, serviceWorkerRegistration });
      })(),
      pushRegistrationTimeoutMs,
    );
  } catch (error) {
    if (error instanceof PushError) throw error;
    throw new PushError('failed');
  }
}
