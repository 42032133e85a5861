import type { App } from 'firebase-admin/app';
import type { PushMessage, PushResult, PushSender } from './sender.js';

/** The provider's answers meaning the token will never work again. */
const deadTokenCodes = new Set(['messaging/registration-token-not-registered', 'messaging/invalid-registration-token']);

/** FCM allows at most 500 tokens per multicast. */
const batchSize = 500;

/** Firebase Cloud Messaging through firebase-admin, loaded and initialised on the first send. */
export function firebaseSender(serviceAccountJson: string): PushSender {
  let app: Promise<App> | null = null;
  const firebaseApp = () => {
    app ??= (async () => {
      const { cert, initializeApp } = await import('firebase-admin/app');
      return initializeApp({ credential: cert(JSON.parse(serviceAccountJson)) }, 'pvz-push');
    })();
    return app;
  };
  return {
    async send(tokens: readonly string[], message: PushMessage): Promise<PushResult> {
      const { getMessaging } = await import('firebase-admin/messaging');
      const messaging = getMessaging(await firebaseApp());
      const result: PushResult = { invalidTokens: [], failed: 0 };
      for (let start = 0; start < tokens.length; start += batchSize) {
        const batch = tokens.slice(start, start + batchSize);
        const answer = await messaging.sendEachForMulticast({
          tokens: batch,
          notification: { title: message.title, body: message.body },
          data: { link: message.link },
        });
        // the shell's service worker shows the push itself and opens `data.link` on a click
        answer.responses.forEach((response, index) => {
          if (response.success) return;
          result.failed += 1;
          const token = batch[index];
          if (token && response.error && deadTokenCodes.has(response.error.code)) result.invalidTokens.push(token);
        });
      }
      return result;
    },
  };
}
