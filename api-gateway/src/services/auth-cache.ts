import type { Auth } from '../plugins/app/sessions.js';

/** The channel the database tells auth changes on (db/migrations/0047-auth-notify.ts). */
export const AUTH_CHANNEL = 'pvz_auth';

/**
 * How long an instance trusts what it read of a session without asking again. Changes are told at
 * once (AUTH_CHANNEL), so this only bounds what a lost notification could leave behind.
 */
const CACHE_MS = 5_000;
/**
 * Callers seen within CACHE_MS: a thousand requests a second from different sessions fit. When full,
 * the outdated entries go first, then the oldest (each holds its access, a few kilobytes).
 */
const MAX_ENTRIES = 5_000;

/** What a cached caller may be forgotten by. */
export type AuthKey = { sessionId: string } | { userId: number } | { clientId: number } | { role: string } | 'all';

interface Entry {
  auth: Auth;
  /** the earliest of the token's expiry, the session's idle expiry and its end, ms */
  liveUntil: number;
  cachedUntil: number;
}

export interface LoadedAuth {
  auth: Auth;
  liveUntil: number;
}

const caches = new Set<AuthCache>();

/**
 * Forgets a caller in every cache of this process at once, for the instance that makes the change: the
 * database's notification reaches the others (and this one) a moment after the commit.
 */
export function forgetAuth(key: AuthKey): void {
  for (const cache of caches) cache.forget(key);
}

/** A notification's payload (`s:<session>`, `u:<user>`, `r:<role>`, `c:<client>`) as what to forget. */
export function authKeyOf(payload: string): AuthKey {
  const [kind, value = ''] = [payload.slice(0, 1), payload.slice(2)];
  if (kind === 's') return { sessionId: value };
  if (kind === 'u') return { userId: Number(value) };
  if (kind === 'c') return { clientId: Number(value) };
  if (kind === 'r') return { role: value };
  return 'all';
}

function matches(auth: Auth, key: Exclude<AuthKey, 'all'>): boolean {
  if ('sessionId' in key) return auth.sessionId === key.sessionId;
  if ('userId' in key) return auth.kind === 'staff' && auth.user.id === key.userId;
  if ('clientId' in key) return auth.kind === 'client' && auth.client.id === key.clientId;
  return auth.kind === 'staff' && auth.user.role === key.role;
}

/**
 * The signed-in callers an instance has just resolved, by access token: the busiest requests (a scan
 * every second at every counter) then skip the token's signature check and the session's query. The
 * cached object is shared between requests and must not be changed.
 */
export class AuthCache {
  private readonly entries = new Map<string, Entry>();
  /** bumped by every forget: a load that began before it is not kept */
  private generation = 0;

  constructor() {
    caches.add(this);
  }

  close(): void {
    caches.delete(this);
    this.entries.clear();
  }

  async resolve(token: string, load: () => Promise<LoadedAuth | null>): Promise<Auth | null> {
    const now = Date.now();
    const hit = this.entries.get(token);
    if (hit && hit.cachedUntil > now && hit.liveUntil > now) return hit.auth;
    if (hit) this.entries.delete(token);
    const generation = this.generation;
    const loaded = await load();
    if (!loaded) return null;
    if (generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.makeRoom(now);
      this.entries.set(token, { ...loaded, cachedUntil: now + CACHE_MS });
    }
    return loaded.auth;
  }

  private makeRoom(now: number): void {
    for (const [token, entry] of this.entries) if (entry.cachedUntil <= now) this.entries.delete(token);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
  }

  forget(key: AuthKey): void {
    this.generation += 1;
    if (key === 'all') {
      this.entries.clear();
      return;
    }
    for (const [token, entry] of this.entries) if (matches(entry.auth, key)) this.entries.delete(token);
  }
}
