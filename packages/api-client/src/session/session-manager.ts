import { authApi } from '@pvz/api-client/auth-api';
import { baseApi } from '@pvz/api-client/base-api';
import { onSessionRefreshed, refreshSession } from '@pvz/api-client/session/refresh';
import {
  clientSignedIn,
  type SessionKind,
  signedOut,
  staffSignedIn,
  tokenRefreshed,
} from '@pvz/api-client/session/session-slice';
import { SESSION_CHANNEL, type SessionEvent, type TabMessage } from '@pvz/api-client/session/tab-channel';
import type { AppStore } from '@pvz/api-client/store';
import type {
  ClientLoginBody,
  ClientSession,
  SessionInfo,
  StaffLoginBody,
  StaffSession,
} from '@pvz/contracts/api/auth';
import { SESSION_EXPIRY_MARGIN_MS, SESSION_REFRESH_TICKS, SESSION_TICK_MS } from '@pvz/contracts/session-constants';

export type { SessionEvent };

type Listener = (event: SessionEvent) => void;

/** The readable hint the gateway sets next to the HttpOnly tokens: which kind of session may exist. */
export function sessionKindHint(): SessionKind | null {
  const match = /(?:^|;\s*)pvz_kind=(staff|client)/.exec(document.cookie);
  return (match?.[1] as SessionKind | undefined) ?? null;
}

/**
 * The session module (spec §4, §9): resolves the session at start, keeps it fresh on a 30 s tick
 * (refreshing when 3 ticks remain, a token within 10 s of expiry counting as expired), emits the
 * session events, and keeps other tabs in step through a BroadcastChannel.
 */
export class SessionManager {
  private readonly listeners = new Set<Listener>();
  /** opened by `start()`: a manager that is not running does not listen to other tabs */
  private channel: BroadcastChannel | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private readonly cleanups: (() => void)[] = [];

  constructor(private readonly store: AppStore) {}

  on(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Resolves the session once, emits INITIAL_SESSION and starts keeping it alive. When the gateway
   * cannot be asked (offline start, an error), the app starts signed out and asks again once online.
   */
  async start(): Promise<void> {
    await this.resolveOrSignOut();
    this.emit('INITIAL_SESSION');
    const onOnline = () => {
      if (!this.currentKind() && sessionKindHint())
        void this.resolveOrSignOut().then(() => this.currentKind() && this.emit('SIGNED_IN'));
    };
    window.addEventListener('online', onOnline);
    this.cleanups.push(() => window.removeEventListener('online', onOnline));
    this.timer = setInterval(() => void this.tick(), SESSION_TICK_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void this.tick();
    };
    document.addEventListener('visibilitychange', onVisible);
    this.cleanups.push(() => document.removeEventListener('visibilitychange', onVisible));
    this.cleanups.push(
      onSessionRefreshed((outcome) => {
        if (outcome.status === 'ended' && this.currentKind()) this.endLocally('expired');
        if (outcome.status !== 'refreshed' || !this.currentKind()) return;
        this.store.dispatch(tokenRefreshed(outcome.result.session));
        this.emit('TOKEN_REFRESHED');
        this.broadcast({ event: 'TOKEN_REFRESHED', session: outcome.result.session });
      }),
    );
    if (typeof BroadcastChannel !== 'undefined') {
      this.channel = new BroadcastChannel(SESSION_CHANNEL);
      this.channel.onmessage = (message: MessageEvent<TabMessage<SessionInfo>>) =>
        void this.followOtherTab(message.data);
    }
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    this.channel?.close();
    this.channel = null;
  }

  async signInStaff(body: StaffLoginBody): Promise<StaffSession> {
    const session = await this.store.dispatch(authApi.endpoints.authStaffLogin.initiate(body)).unwrap();
    this.signedIn(staffSignedIn(session));
    return session;
  }

  async signInClient(body: ClientLoginBody): Promise<ClientSession> {
    const session = await this.store.dispatch(authApi.endpoints.authClientLogin.initiate(body)).unwrap();
    this.signedIn(clientSignedIn(session));
    return session;
  }

  /** A client session the gateway opened without a password (a one-time code): taken like a sign-in. */
  clientSessionStarted(session: ClientSession): void {
    this.signedIn(clientSignedIn(session));
  }

  /** A new session starts with nothing cached from the previous one. */
  private signedIn(action: ReturnType<typeof staffSignedIn> | ReturnType<typeof clientSignedIn>): void {
    this.store.dispatch(baseApi.util.resetApiState());
    this.store.dispatch(action);
    this.emit('SIGNED_IN');
    this.broadcast({ event: 'SIGNED_IN' });
  }

  /**
   * Signs out here and in every other tab once the server has revoked the session. If the server
   * cannot be reached the session stays (its cookies would still sign the next person in) and this rejects.
   */
  async signOut(): Promise<void> {
    await this.revoke();
    this.finishSignOut();
  }

  /**
   * Ends the session on the server (cookies cleared there) while this tab still shows it;
   * `forgetDevice` makes the server forget this browser's device id as well.
   */
  async revoke(options: { forgetDevice?: boolean } = {}): Promise<void> {
    await this.store.dispatch(authApi.endpoints.authLogout.initiate(options)).unwrap();
  }

  /** Forgets the session here and in the other tabs. */
  finishSignOut(): void {
    this.endLocally('signed-out');
    this.broadcast({ event: 'SIGNED_OUT' });
  }

  /** The signed-in user's own data changed (e.g. renamed by an admin in this tab): reload it. */
  async userUpdated(): Promise<void> {
    await this.resolve(this.currentKind());
    this.emit('USER_UPDATED');
    this.broadcast({ event: 'USER_UPDATED' });
  }

  /** A password was just recovered with a one-time code: the app asks for a new password. */
  passwordRecovered(): void {
    this.emit('PASSWORD_RECOVERY');
  }

  /** Forgets the session in this tab (and its cached data) without calling the server. */
  endLocally(reason: 'signed-out' | 'expired'): void {
    this.store.dispatch(signedOut({ reason }));
    this.store.dispatch(baseApi.util.resetApiState());
    this.emit('SIGNED_OUT');
  }

  /** One tick: refresh when the token has 3 ticks or less to live; sign out when the session is over. */
  async tick(now = Date.now()): Promise<void> {
    const state = this.store.getState().session;
    if (state.status !== 'staff' && state.status !== 'client') return;
    if (state.session.endsAt && Date.parse(state.session.endsAt) - SESSION_EXPIRY_MARGIN_MS <= now) {
      this.endLocally('expired');
      return;
    }
    const ticksLeft = Math.floor((Date.parse(state.session.expiresAt) - now) / SESSION_TICK_MS);
    if (ticksLeft > SESSION_REFRESH_TICKS) return;
    // An 'ended' outcome signs out through the refresh listener; offline keeps the session until it expires.
    const outcome = await refreshSession();
    const expired = Date.parse(state.session.expiresAt) - SESSION_EXPIRY_MARGIN_MS <= Date.now();
    if (outcome.status === 'offline' && expired) this.endLocally('expired');
  }

  private async resolveOrSignOut(): Promise<void> {
    try {
      await this.resolve(sessionKindHint());
    } catch {
      this.store.dispatch(signedOut({ reason: null }));
    }
  }

  private currentKind(): SessionKind | null {
    const { status } = this.store.getState().session;
    return status === 'staff' || status === 'client' ? status : null;
  }

  /** Asks the gateway who is signed in; an expired access token is refreshed once on the way. */
  private async resolve(kind: SessionKind | null, mayRefresh = true): Promise<void> {
    if (kind === 'staff') {
      const me = await this.store
        .dispatch(authApi.endpoints.authStaffMe.initiate(undefined, { forceRefetch: true }))
        .unwrap();
      if (me.user) {
        this.store.dispatch(staffSignedIn(me));
        return;
      }
    } else if (kind === 'client') {
      const me = await this.store
        .dispatch(authApi.endpoints.authClientMe.initiate(undefined, { forceRefetch: true }))
        .unwrap();
      if (me.client) {
        this.store.dispatch(clientSignedIn(me));
        return;
      }
    }
    if (kind && mayRefresh) {
      const outcome = await refreshSession();
      if (outcome.status === 'refreshed') return this.resolve(outcome.result.kind, false);
    }
    this.store.dispatch(signedOut({ reason: null }));
  }

  private async followOtherTab(message: TabMessage<SessionInfo>): Promise<void> {
    switch (message.event) {
      case 'SIGNED_IN':
        // someone else may have signed in: nothing cached for the previous user stays
        this.store.dispatch(baseApi.util.resetApiState());
        await this.resolve(sessionKindHint(), false);
        this.emit(message.event);
        return;
      case 'USER_UPDATED':
        await this.resolve(sessionKindHint(), false);
        this.emit(message.event);
        return;
      case 'SIGNED_OUT':
        this.endLocally('signed-out');
        return;
      case 'TOKEN_REFRESHED':
        if (message.session) this.store.dispatch(tokenRefreshed(message.session));
        this.emit('TOKEN_REFRESHED');
        return;
      default:
        return;
    }
  }

  private emit(event: SessionEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  private broadcast(message: TabMessage<SessionInfo>): void {
    this.channel?.postMessage(message);
  }
}
