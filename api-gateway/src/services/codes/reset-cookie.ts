import { clientIdentityRoutes, RESET_WINDOW_SECONDS } from '@pvz/contracts/api/client-identity';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Proof that this browser checked the reset code: `<record id>.<secret>`, sent only to reset-password. */
const RESET_COOKIE = 'pvz_reset';
const options = {
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: 'auto' as const,
  path: clientIdentityRoutes.resetPassword,
};

export function setResetCookie(reply: FastifyReply, recordId: string, secret: string) {
  reply.setCookie(RESET_COOKIE, `${recordId}.${secret}`, { ...options, maxAge: RESET_WINDOW_SECONDS });
}

export function clearResetCookie(reply: FastifyReply) {
  reply.clearCookie(RESET_COOKIE, options);
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The cookie's parts; null when it is missing or not of this server's making (the id must be a UUID). */
export function readResetCookie(request: FastifyRequest): { recordId: string; secret: string } | null {
  const [recordId, secret, extra] = request.cookies[RESET_COOKIE]?.split('.') ?? [];
  if (!recordId || !uuid.test(recordId) || !secret || extra !== undefined) return null;
  return { recordId, secret };
}
