import type { PushConfig } from '../../src/services/push/config.js';
import type { PushMessage, PushResult, PushSender } from '../../src/services/push/sender.js';

/** A messaging provider that records what it was asked to send, and delivers everything. */
export class RecordingPushSender implements PushSender {
  readonly sent: { tokens: string[]; message: PushMessage }[] = [];

  async send(tokens: readonly string[], message: PushMessage): Promise<PushResult> {
    this.sent.push({ tokens: [...tokens], message });
    return { invalidTokens: [], failed: 0 };
  }
}

/** The app's push configuration with a fake provider (no Firebase). */
export function fakePushConfig(sender: PushSender): PushConfig {
  const web = { apiKey: 'k', projectId: 'p', messagingSenderId: '1', appId: '1:1:web:a', vapidKey: 'v' };
  return { serviceAccountJson: '{}', web, sender };
}
