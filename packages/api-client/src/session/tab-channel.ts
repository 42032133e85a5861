/**
 * The BroadcastChannel on which tabs tell each other of session events. Its own module, so that the
 * sign-in page's entry can speak on it without the session module and its store.
 */
export const SESSION_CHANNEL = 'pvz-session';

export type SessionEvent =
  | 'INITIAL_SESSION'
  | 'SIGNED_IN'
  | 'SIGNED_OUT'
  | 'TOKEN_REFRESHED'
  | 'USER_UPDATED'
  | 'PASSWORD_RECOVERY';

/** What one tab tells the others (a refreshed session carries its new facts). */
export interface TabMessage<Session = unknown> {
  event: SessionEvent;
  session?: Session;
}

/** Tells the other tabs of a sign-in here: they take the new session. */
export function announceSignedIn(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.postMessage({ event: 'SIGNED_IN' } satisfies TabMessage);
  channel.close();
}

/** Calls `listener` when another tab signs in; answers the function that stops listening. */
export function onSignedInElsewhere(listener: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.onmessage = (message: MessageEvent<TabMessage>) => {
    if (message.data?.event === 'SIGNED_IN') listener();
  };
  return () => channel.close();
}
