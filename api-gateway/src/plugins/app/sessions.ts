import type { EffectiveAccess, UserScope } from '@pvz/contracts/access';
import type { SessionInfo } from '@pvz/contracts/api/auth';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  FOREIGN_DEVICE_SESSION_SECONDS,
  REFRESH_IDLE_SECONDS,
  REFRESH_REUSE_GRACE_SECONDS,
} from '@pvz/contracts/session-constants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { listenOf } from '../../db/listen.js';
import { AUTH_CHANNEL, AuthCache, authKeyOf, forgetAuth, type LoadedAuth } from '../../services/auth-cache.js';
import { sessionListKey } from '../../services/list-crypto.js';
import { staffAccessOf, staffAccessSelection } from '../../services/staff-access.js';
import { randomToken, sameHash, sha256, signAccessToken, verifyAccessToken } from '../../services/tokens.js';

interface SessionFacts {
  sessionId: string;
  /** when the access token the caller presented expires, ms since the epoch */
  accessExpiresAt: number;
  endsAt: Date | null;
}

export interface StaffAuth extends SessionFacts {
  kind: 'staff';
  user: { id: number; username: string; role: string; roleName: string };
  /** pages and goods columns, role and overrides together; ADMIN has everything */
  access: EffectiveAccess;
  /** the points the user works with */
  scope: UserScope;
}

export interface ClientAuth extends SessionFacts {
  kind: 'client';
  /** `phoneVerified`: the phone is proven by a code; until then parcels, the pickup QR and bonuses stay closed */
  client: { id: number; phoneNumber: string; fio: string; phoneVerified: boolean };
}

export type Auth = StaffAuth | ClientAuth;
export type SessionOwner = { kind: 'staff'; userId: number } | { kind: 'client'; clientId: number };

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
  }
  interface FastifyRequest {
    /** the signed-in staff user or client, null when anonymous */
    auth: Auth | null;
  }
}

const ACCESS_COOKIE = 'pvz_access';
const REFRESH_COOKIE = 'pvz_refresh';
/**
 * Readable by the page (no secret in it): tells the shell at start whether a staff or a client
 * session may exist, so an anonymous visitor costs no request.
 */
export const KIND_COOKIE = 'pvz_kind';
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** The refresh token travels only to sign-in, refresh and sign-out calls. */
const REFRESH_COOKIE_PATH = '/api/public';

export interface SessionService {
  /** opens a session for a verified owner and sets both cookies */
  start(
    request: FastifyRequest,
    reply: FastifyReply,
    owner: SessionOwner,
    foreignDevice: boolean,
  ): Promise<SessionInfo>;
  /** rotates the refresh token; null when the session is gone */
  refresh(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<{ kind: 'staff' | 'client'; session: SessionInfo } | null>;
  /** revokes the caller's session (by either token) and clears the cookies */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** revokes every session of a user, e.g. after a password change or deletion */
  endAllOfUser(userId: number, exceptSessionId?: string): Promise<void>;
  /** the session facts the browser keeps, for an already resolved auth */
  infoFor(auth: Auth): SessionInfo;
  /** the owner of a session still live (not signed out, revoked, idle or past its end), with their access now: a socket asks */
  authOf(sessionId: string): Promise<Auth | null>;
}

export default fp(
  async (app: FastifyInstance) => {
    const { db } = app;
    const secret = app.config.sessionSecret;

    const cookie = (path: string, maxAgeSeconds: number | null, httpOnly = true) => ({
      httpOnly,
      sameSite: 'lax' as const,
      secure: 'auto' as const,
      path,
      // a foreign-device session keeps browser-session cookies: closing the browser ends it too
      ...(maxAgeSeconds !== null && { maxAge: maxAgeSeconds }),
    });

    /** The access token's expiry in ms, on a whole second as the token carries it. */
    const accessExpiry = (endsAt: Date | null, now: number) =>
      Math.floor(
        Math.min(now + ACCESS_TOKEN_TTL_SECONDS * 1000, endsAt?.getTime() ?? Number.POSITIVE_INFINITY) / 1000,
      ) * 1000;

    const info = (sessionId: string, expiresAt: number, endsAt: Date | null): SessionInfo => ({
      expiresAt: new Date(expiresAt).toISOString(),
      endsAt: endsAt?.toISOString() ?? null,
      listKey: sessionListKey(secret, sessionId).toString('base64'),
    });

    function issueCookies(
      reply: FastifyReply,
      kind: 'staff' | 'client',
      sessionId: string,
      refreshSecret: string,
      endsAt: Date | null,
    ) {
      const now = Date.now();
      const expiresAt = accessExpiry(endsAt, now);
      const accessToken = signAccessToken(secret, { sid: sessionId, exp: expiresAt / 1000 });
      const persistent = endsAt === null;
      reply.setCookie(ACCESS_COOKIE, accessToken, cookie('/api', persistent ? ACCESS_TOKEN_TTL_SECONDS : null));
      reply.setCookie(
        REFRESH_COOKIE,
        `${sessionId}.${refreshSecret}`,
        cookie(REFRESH_COOKIE_PATH, persistent ? REFRESH_IDLE_SECONDS : null),
      );
      reply.setCookie(KIND_COOKIE, kind, cookie('/', persistent ? REFRESH_IDLE_SECONDS : null, false));
      return info(sessionId, expiresAt, endsAt);
    }

    function clearCookies(reply: FastifyReply) {
      reply.clearCookie(ACCESS_COOKIE, cookie('/api', null));
      reply.clearCookie(REFRESH_COOKIE, cookie(REFRESH_COOKIE_PATH, null));
      reply.clearCookie(KIND_COOKIE, cookie('/', null, false));
    }

    function parseRefreshCookie(request: FastifyRequest): { sessionId: string; secret: string } | null {
      const value = request.cookies[REFRESH_COOKIE];
      const [sessionId, refreshSecret] = value?.split('.') ?? [];
      if (!sessionId || !refreshSecret || !uuid.test(sessionId)) return null;
      return { sessionId, secret: refreshSecret };
    }

    async function revoke(sessionId: string) {
      await db
        .updateTable('sessions')
        .set({ revoked_at: sql<Date>`now()` })
        .where('id', '=', sessionId)
        .where('revoked_at', 'is', null)
        .execute();
      forgetAuth({ sessionId });
    }

    const sessions: SessionService = {
      async start(request, reply, owner, foreignDevice) {
        // One browser, one session: signing in again (e.g. as someone else) ends the one it had.
        const previous = parseRefreshCookie(request);
        if (previous) await revoke(previous.sessionId);
        const refreshSecret = randomToken();
        const endsAt = foreignDevice ? new Date(Date.now() + FOREIGN_DEVICE_SESSION_SECONDS * 1000) : null;
        const row = await db
          .insertInto('sessions')
          .values({
            kind: owner.kind,
            user_id: owner.kind === 'staff' ? owner.userId : null,
            client_id: owner.kind === 'client' ? owner.clientId : null,
            refresh_hash: sha256(refreshSecret),
            idle_expires_at: sql<Date>`now() + make_interval(secs => ${REFRESH_IDLE_SECONDS})`,
            ends_at: endsAt,
            ip: request.ip,
            user_agent: request.headers['user-agent']?.slice(0, 500) ?? null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return issueCookies(reply, owner.kind, row.id, refreshSecret, endsAt);
      },

      async refresh(request, reply) {
        const presented = parseRefreshCookie(request);
        if (!presented) return null;
        const presentedHash = sha256(presented.secret);
        const outcome = await db.transaction().execute(async (trx) => {
          const session = await trx
            .selectFrom('sessions')
            .selectAll()
            // judged by the database's clock, like rotated_at itself
            .select(
              sql<boolean>`coalesce(rotated_at > now() - make_interval(secs => ${REFRESH_REUSE_GRACE_SECONDS}), false)`.as(
                'recentlyRotated',
              ),
            )
            .where('id', '=', presented.sessionId)
            .where('revoked_at', 'is', null)
            .where('idle_expires_at', '>', sql<Date>`now()`)
            .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', sql<Date>`now()`)]))
            .forUpdate()
            .executeTakeFirst();
          if (!session) return null;
          if (sameHash(session.refresh_hash, presentedHash)) {
            const refreshSecret = randomToken();
            await trx
              .updateTable('sessions')
              .set({
                refresh_hash: sha256(refreshSecret),
                previous_refresh_hash: session.refresh_hash,
                rotated_at: sql<Date>`now()`,
                idle_expires_at: sql<Date>`now() + make_interval(secs => ${REFRESH_IDLE_SECONDS})`,
              })
              .where('id', '=', session.id)
              .execute();
            return { kind: session.kind, rotated: { refreshSecret }, session };
          }
          const withinGrace =
            session.recentlyRotated &&
            session.previous_refresh_hash !== null &&
            sameHash(session.previous_refresh_hash, presentedHash);
          // Another tab rotated a moment ago and the browser already holds the new cookies.
          if (withinGrace) return { kind: session.kind, rotated: null, session };
          // An old token used again: it may have been stolen, so the whole session ends.
          await trx
            .updateTable('sessions')
            .set({ revoked_at: sql<Date>`now()` })
            .where('id', '=', session.id)
            .execute();
          return 'revoked' as const;
        });
        if (outcome === 'revoked') forgetAuth({ sessionId: presented.sessionId });
        if (!outcome || outcome === 'revoked') {
          clearCookies(reply);
          return null;
        }
        const { session } = outcome;
        if (!outcome.rotated) {
          return {
            kind: outcome.kind,
            session: info(session.id, accessExpiry(session.ends_at, Date.now()), session.ends_at),
          };
        }
        return {
          kind: outcome.kind,
          session: issueCookies(reply, outcome.kind, session.id, outcome.rotated.refreshSecret, session.ends_at),
        };
      },

      async end(request, reply) {
        const sessionId = request.auth?.sessionId ?? parseRefreshCookie(request)?.sessionId;
        if (sessionId) await revoke(sessionId);
        clearCookies(reply);
      },

      async endAllOfUser(userId, exceptSessionId) {
        let query = db
          .updateTable('sessions')
          .set({ revoked_at: sql<Date>`now()` })
          .where('user_id', '=', userId)
          .where('revoked_at', 'is', null);
        if (exceptSessionId) query = query.where('id', '<>', exceptSessionId);
        await query.execute();
        forgetAuth({ userId });
      },

      infoFor(auth) {
        return info(auth.sessionId, auth.accessExpiresAt, auth.endsAt);
      },

      async authOf(sessionId) {
        return (await authById(sessionId, 0))?.auth ?? null;
      },
    };

    /** The sessions a token may still open. */
    function liveSessions() {
      return db
        .selectFrom('sessions as s')
        .where('s.revoked_at', 'is', null)
        .where('s.idle_expires_at', '>', sql<Date>`now()`)
        .where((eb) => eb.or([eb('s.ends_at', 'is', null), eb('s.ends_at', '>', sql<Date>`now()`)]));
    }

    /** Resolves the access cookie to a live session and its owner: with one query, or none when just read. */
    function resolveAuth(request: FastifyRequest): Promise<Auth | null> | null {
      const token = request.cookies[ACCESS_COOKIE];
      if (!token) return null;
      return cache.resolve(token, async () => {
        const payload = verifyAccessToken(secret, token);
        return payload ? authById(payload.sid, payload.exp * 1000) : null;
      });
    }

    /** A live session and its owner, with the access and scope they have now, and until when it may live. */
    async function authById(sessionId: string, accessExpiresAt: number): Promise<LoadedAuth | null> {
      const row = await liveSessions()
        .leftJoin('users as u', (join) => join.onRef('u.id', '=', 's.user_id').on('u.deleted_at', 'is', null))
        .leftJoin('roles as r', 'r.code', 'u.role')
        .leftJoin('clients as c', 'c.id', 's.client_id')
        .select([
          's.id as sessionId',
          's.kind',
          's.ends_at as endsAt',
          's.idle_expires_at as idleExpiresAt',
          'u.id as userId',
          'u.username',
          'r.name as roleName',
          ...staffAccessSelection,
          'c.id as clientId',
          'c.phone_number as phoneNumber',
          'c.fio',
          'c.phone_verified_at as phoneVerifiedAt',
        ])
        .where('s.id', '=', sessionId)
        .executeTakeFirst();
      if (!row) return null;
      const liveUntil = Math.min(
        accessExpiresAt || Number.POSITIVE_INFINITY,
        row.idleExpiresAt.getTime(),
        row.endsAt?.getTime() ?? Number.POSITIVE_INFINITY,
      );
      const facts = { sessionId: row.sessionId, accessExpiresAt, endsAt: row.endsAt };
      if (row.kind === 'staff' && row.userId !== null && row.username !== null && row.role !== null) {
        const user = { id: row.userId, username: row.username, role: row.role, roleName: row.roleName ?? row.role };
        const access = staffAccessOf({ ...row, role: row.role, allPoints: row.allPoints ?? false });
        return { auth: { kind: 'staff', ...facts, user, ...access }, liveUntil };
      }
      if (row.kind === 'client' && row.clientId !== null && row.phoneNumber !== null && row.fio !== null) {
        const client = {
          id: row.clientId,
          phoneNumber: row.phoneNumber,
          fio: row.fio,
          phoneVerified: row.phoneVerifiedAt !== null,
        };
        return { auth: { kind: 'client', ...facts, client }, liveUntil };
      }
      return null;
    }

    const cache = new AuthCache();
    const listening = await listenOf(db)(
      AUTH_CHANNEL,
      (payload) => cache.forget(authKeyOf(payload)),
      // notifications may have been missed while the line was down
      () => cache.forget('all'),
    );
    app.addHook('onClose', async () => {
      cache.close();
      await listening.stop();
    });

    app.decorate('sessions', sessions);
    app.decorateRequest('auth', null);
    app.addHook('onRequest', async (request) => {
      if (request.routeOptions.url?.startsWith('/api/')) request.auth = await resolveAuth(request);
    });
  },
  { name: 'sessions', dependencies: ['database', '@fastify/cookie'] },
);
