/**
 * The BroadcastChannel on which tabs tell each other of session events. Its own module, so that the
 * sign-in page's entry can tell the open tabs of a sign-in without the session module and its store.
 */
export const SESSION_CHANNEL = 'pvz-session';
