import type { GuestThreadKey } from '@pvz/contracts/api/chat';

const KEY = 'pvz.guest-chat';

/** The guest's thread key, kept in this browser so that the conversation survives a reload. */
export function loadGuestKey(): GuestThreadKey | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as GuestThreadKey | null;
    return value && Number.isSafeInteger(value.threadId) && typeof value.token === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function saveGuestKey(key: GuestThreadKey | null): void {
  if (key) localStorage.setItem(KEY, JSON.stringify(key));
  else localStorage.removeItem(KEY);
}
