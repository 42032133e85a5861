import { allowsLevel, scopeIncludesPoint } from '@pvz/contracts/access';
import type { Audience } from '@pvz/contracts/api/broadcasts';
import { messages } from '@pvz/contracts/messages';
import { ADMIN_ROLE, CLIENT_ROLE } from '@pvz/contracts/roles';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { forbidden, notFound } from '../../errors.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';
import { phoneOf } from '../phone-of.js';
import { assertActivePoint } from '../point-exists.js';
import { personInScope, pointsOfUsers } from '../tasks/task-people.js';
import { activeEmployeeIdOf, assertRegisteredClient } from './staff-messages.js';

/** What a broadcast row records of its audience: the column of its kind. */
export interface AudienceTarget {
  target_user_id: number | null;
  target_role: string | null;
  target_point_id: number | null;
  target_phone: string | null;
}

/** An audience checked against the sender: its target and the SQL of its recipients' `(phone_number, user_id)`. */
export interface ResolvedAudience {
  target: AudienceTarget;
  recipients: RawBuilder<{ phone_number: string | null; user_id: number | null }>;
}

const noTarget: AudienceTarget = { target_user_id: null, target_role: null, target_point_id: null, target_phone: null };

/**
 * Staff users `u` a sender reaches (as `personInScope` judges a person): everyone for a sender with
 * every point; else those with every point and those sharing a point with the sender.
 */
export function staffInScope(actor: StaffAuth): RawBuilder<SqlBool> {
  if (actor.scope.allPoints) return sql<SqlBool>`true`;
  return sql<SqlBool>`(u.all_points or u.role = ${ADMIN_ROLE} or exists (
    select 1 from user_points up where up.user_id = u.id and up.point_id = any(${actor.scope.pointIds}::int[])))`;
}

/** The active staff matching `condition` within the sender's reach, the sender aside. */
const staffWhere = (actor: StaffAuth, condition: RawBuilder<SqlBool>) =>
  sql<{ phone_number: null; user_id: number }>`
    select null::text as phone_number, u.id as user_id from users u
    where u.deleted_at is null and u.id <> ${actor.user.id} and ${condition} and ${staffInScope(actor)}`;

const onePhone = (phone: string) =>
  sql<{ phone_number: string; user_id: null }>`select ${phone}::text as phone_number, null::int as user_id`;

async function employeeAudience(db: Db, actor: StaffAuth, username: string): Promise<ResolvedAudience> {
  const userId = await activeEmployeeIdOf(db, username);
  const person = (await pointsOfUsers(db, [userId])).get(userId);
  const own = userId === actor.user.id;
  // someone outside the sender's reach is answered as no one: the count must not confirm a login
  if (!own && !(person && personInScope(actor.scope, person))) throw notFound(messages.userNotFound);
  return {
    target: { ...noTarget, target_user_id: userId },
    recipients: sql`select null::text as phone_number, ${userId}::int as user_id`,
  };
}

async function roleAudience(db: Db, actor: StaffAuth, code: string): Promise<ResolvedAudience> {
  const role = await db
    .selectFrom('roles')
    .select('code')
    .where('code', '=', code)
    .where('code', '<>', CLIENT_ROLE)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!role) throw notFound(messages.roleNotFound);
  return { target: { ...noTarget, target_role: role.code }, recipients: staffWhere(actor, sql`u.role = ${role.code}`) };
}

async function pointAudience(db: Db, actor: StaffAuth, pointId: number): Promise<ResolvedAudience> {
  await assertActivePoint(db, pointId);
  if (!scopeIncludesPoint(actor.scope, pointId)) throw forbidden(messages.pointOutOfScope);
  return {
    target: { ...noTarget, target_point_id: pointId },
    recipients: staffWhere(
      actor,
      sql`exists (select 1 from user_points up where up.user_id = u.id and up.point_id = ${pointId})`,
    ),
  };
}

/**
 * Checks an audience against the sender and the data: everybody of a kind only for a sender with
 * every point (403), a point within the sender's scope (403), a client only with the clients page
 * (403), a role, a point or a client that exists (404), an employee that exists within reach (404).
 */
export async function resolveAudience(db: Db, actor: StaffAuth, audience: Audience): Promise<ResolvedAudience> {
  switch (audience.kind) {
    case 'employee':
      return employeeAudience(db, actor, audience.username);
    case 'role':
      return roleAudience(db, actor, audience.role);
    case 'point':
      return pointAudience(db, actor, audience.pvzId);
    case 'client': {
      // a client is the clients page's to write to, as the spec's POST /api/messages is
      if (!allowsLevel(actor.access.pages['admin-clients'], 'write')) throw forbidden(messages.broadcastClientsPage);
      const phone = phoneOf(audience.phoneNumber);
      await assertRegisteredClient(db, phone);
      return { target: { ...noTarget, target_phone: phone }, recipients: onePhone(phone) };
    }
    case 'allClients':
    case 'allStaff':
      if (!actor.scope.allPoints) throw forbidden(messages.broadcastNetworkOnly);
      return {
        target: noTarget,
        recipients:
          audience.kind === 'allStaff'
            ? staffWhere(actor, sql`true`)
            : sql`select c.phone_number, null::int as user_id from clients c`,
      };
  }
}
