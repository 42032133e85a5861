import type { PushSender } from './sender.js';

/**
 * The push sender of the running gateway, for the scheduled outbox job (jobs get only a transaction
 * and the time). Set by the notifications routes when the app starts, cleared when it closes.
 */
let current: PushSender | null = null;

export function setProcessPushSender(sender: PushSender | null): void {
  current = sender;
}

export function processPushSender(): PushSender | null {
  return current;
}
