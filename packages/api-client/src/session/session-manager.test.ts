import { type SessionEvent, SessionManager } from '@pvz/api-client/session/session-manager';
import { clientSignedIn, staffSignedIn } from '@pvz/api-client/session/session-slice';
import { createAppStore } from '@pvz/api-client/store';
import type { SessionInfo, StaffSession } from '@pvz/contracts/api/auth';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';

installMswServer();

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const info = (expiresAt: string, endsAt: string | null = null): SessionInfo => ({ expiresAt, endsAt, listKey: 'a2V5' });
const staff = (session: SessionInfo): StaffSession => ({
  user: { id: 1, username: 'admin', role: 'ADMIN', roleName: 'Директор' },
  access: { pages: {}, columns: {} },
  scope: { allPoints: true, pointIds: [], sortingCenterId: null, homePointId: null },
  session,
});

function setup() {
  const store = createAppStore();
  const manager = new SessionManager(store);
  const events: SessionEvent[] = [];
  manager.on((event) => events.push(event));
  return { store, manager, events };
}

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the gateway's readable hint cookie
  document.cookie = 'pvz_kind=; max-age=0; path=/';
});

describe('session module', () => {
  it('starts anonymous without a single request when no session hint is there', async () => {
    const { manager, store, events } = setup();
    await manager.start();
    expect(store.getState().session).toEqual({ status: 'anonymous', lastKind: null, reason: null });
    expect(events).toEqual(['INITIAL_SESSION']);
    manager.stop();
  });

  it('starts signed out, not stuck loading, when the gateway fails at start', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: as above
    document.cookie = 'pvz_kind=staff; path=/';
    server.use(
      http.get('/api/public/auth/me', () => HttpResponse.json({ error: 'x', code: 'INTERNAL' }, { status: 500 })),
    );
    const { manager, store, events } = setup();
    await manager.start();
    expect(store.getState().session.status).toBe('anonymous');
    expect(events).toEqual(['INITIAL_SESSION']);
    manager.stop();
  });

  it('stays signed in when the sign-out cannot reach the gateway', async () => {
    server.use(http.post('/api/public/logout', () => HttpResponse.error()));
    const { manager, store, events } = setup();
    await manager.start();
    store.dispatch(staffSignedIn(staff(info(inMinutes(60)))));
    await expect(manager.signOut()).rejects.toBeDefined();
    expect(store.getState().session.status).toBe('staff');
    expect(events).not.toContain('SIGNED_OUT');
    manager.stop();
  });

  it('restores a staff session at start and emits INITIAL_SESSION', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: as above
    document.cookie = 'pvz_kind=staff; path=/';
    server.use(http.get('/api/public/auth/me', () => HttpResponse.json(staff(info(inMinutes(60))))));
    const { manager, store, events } = setup();
    await manager.start();
    expect(store.getState().session.status).toBe('staff');
    expect(events).toEqual(['INITIAL_SESSION']);
    manager.stop();
  });

  it('refreshes an expired access token at start, then loads the session of the kind the refresh names', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: as above
    document.cookie = 'pvz_kind=client; path=/';
    let refreshed = false;
    server.use(
      http.get('/api/public/auth/client', () =>
        HttpResponse.json(
          refreshed
            ? {
                client: { id: 3, phoneNumber: '+79123456789', fio: 'Анна', role: 'CLIENT' },
                session: info(inMinutes(60)),
              }
            : { client: null },
        ),
      ),
      http.post('/api/public/auth/refresh', () => {
        refreshed = true;
        return HttpResponse.json({ kind: 'client', session: info(inMinutes(60)) });
      }),
    );
    const { manager, store } = setup();
    await manager.start();
    expect(store.getState().session.status).toBe('client');
    manager.stop();
  });

  it('leaves a token with more than 3 ticks to live alone, and refreshes one with 3 ticks or less', async () => {
    let refreshes = 0;
    server.use(
      http.post('/api/public/auth/refresh', () => {
        refreshes++;
        return HttpResponse.json({ kind: 'staff', session: info(inMinutes(60)) });
      }),
    );
    const { manager, store, events } = setup();
    await manager.start();
    const now = Date.now();
    store.dispatch(staffSignedIn(staff(info(new Date(now + 4 * 30_000 + 1).toISOString()))));
    await manager.tick(now);
    expect(refreshes).toBe(0);

    store.dispatch(staffSignedIn(staff(info(new Date(now + 3 * 30_000 + 29_000).toISOString()))));
    await manager.tick(now);
    expect(refreshes).toBe(1);
    expect(events).toContain('TOKEN_REFRESHED');
    const state = store.getState().session;
    expect(state.status === 'staff' && Date.parse(state.session.expiresAt)).toBeGreaterThan(now + 50 * 60_000);
    manager.stop();
  });

  it('signs out when the gateway refuses the refresh', async () => {
    server.use(
      http.post('/api/public/auth/refresh', () =>
        HttpResponse.json({ error: 'x', code: 'UNAUTHORIZED' }, { status: 401 }),
      ),
    );
    const { manager, store, events } = setup();
    await manager.start();
    store.dispatch(staffSignedIn(staff(info(inMinutes(1)))));
    await manager.tick();
    expect(store.getState().session).toEqual({ status: 'anonymous', lastKind: 'staff', reason: 'expired' });
    expect(events).toContain('SIGNED_OUT');
    manager.stop();
  });

  it('keeps the session while offline until the token really expires', async () => {
    server.use(http.post('/api/public/auth/refresh', () => HttpResponse.error()));
    const { manager, store } = setup();
    await manager.start();
    store.dispatch(
      clientSignedIn({
        client: { id: 3, phoneNumber: '+79123456789', fio: 'Анна', role: 'CLIENT' },
        session: info(inMinutes(1)),
      }),
    );
    await manager.tick();
    expect(store.getState().session.status).toBe('client');
    manager.stop();
  });

  it('ends a foreign-device session at its hard end, 10 s early', async () => {
    const { manager, store, events } = setup();
    await manager.start();
    const now = Date.now();
    store.dispatch(
      staffSignedIn(staff(info(new Date(now + 3600_000).toISOString(), new Date(now + 9_000).toISOString()))),
    );
    await manager.tick(now);
    expect(store.getState().session.status).toBe('anonymous');
    expect(events).toContain('SIGNED_OUT');
    manager.stop();
  });

  it('announces a recovered password to whoever listens', () => {
    const { manager, events } = setup();
    manager.passwordRecovered();
    expect(events).toEqual(['PASSWORD_RECOVERY']);
  });

  it('signs in and out with the events and the gateway calls', async () => {
    server.use(
      http.post('/api/public/login', () => HttpResponse.json(staff(info(inMinutes(60))))),
      http.post('/api/public/logout', () => HttpResponse.json({ success: true })),
    );
    const { manager, store, events } = setup();
    await manager.start();
    await manager.signInStaff({ username: 'admin', password: 'p' });
    expect(store.getState().session.status).toBe('staff');
    await manager.signOut();
    expect(store.getState().session).toEqual({ status: 'anonymous', lastKind: 'staff', reason: 'signed-out' });
    expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_IN', 'SIGNED_OUT']);
    manager.stop();
  });

  it('keeps other tabs in step: a sign-out in one tab signs every tab out, a refresh updates their expiry', async () => {
    server.use(
      http.post('/api/public/logout', () => HttpResponse.json({ success: true })),
      http.post('/api/public/auth/refresh', () => HttpResponse.json({ kind: 'staff', session: info(inMinutes(60)) })),
    );
    const first = setup();
    const second = setup();
    await first.manager.start();
    await second.manager.start();
    first.store.dispatch(staffSignedIn(staff(info(inMinutes(1)))));
    second.store.dispatch(staffSignedIn(staff(info(inMinutes(1)))));

    await first.manager.tick();
    await waitFor(() => {
      const state = second.store.getState().session;
      expect(state.status === 'staff' && Date.parse(state.session.expiresAt)).toBeGreaterThan(Date.now() + 50 * 60_000);
    });
    expect(second.events).toContain('TOKEN_REFRESHED');

    await first.manager.signOut();
    await waitFor(() => expect(second.store.getState().session.status).toBe('anonymous'));
    expect(second.events).toContain('SIGNED_OUT');
    first.manager.stop();
    second.manager.stop();
  });
});
