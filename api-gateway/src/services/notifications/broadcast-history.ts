import { allowsLevel } from '@pvz/contracts/access';
import type { BroadcastChoices, SentPage, SentQuery } from '@pvz/contracts/api/broadcasts';
import { CLIENT_ROLE } from '@pvz/contracts/roles';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { likeEscaped } from '../../db/like.js';
import type { Database } from '../../db/schema.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';
import { staffInScope } from './audiences.js';

/** The roles and the staff a sender may write to. */
export async function broadcastChoices(db: Db, actor: StaffAuth): Promise<BroadcastChoices> {
  const roles = await db
    .selectFrom('roles')
    .select(['code', 'name'])
    .where('deleted_at', 'is', null)
    .where('code', '<>', CLIENT_ROLE)
    .orderBy('name')
    .execute();
  const staff = await db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.code', 'u.role')
    .select(['u.username', 'r.name as roleName'])
    .where('u.deleted_at', 'is', null)
    .where(staffInScope(actor))
    .orderBy('u.username')
    .execute();
  return { networkWide: actor.scope.allPoints, roles, staff };
}

/**
 * The broadcasts of a query a caller sees: every one for a sender with every point, else their own;
 * another's message to one client (it names the phone) only with the clients page.
 */
function sentBy(actor: StaffAuth, query: SentQuery) {
  const seesClients = allowsLevel(actor.access.pages['admin-clients'], 'read');
  return (eb: ExpressionBuilder<Database, 'broadcasts'>) =>
    eb.and([
      ...(actor.scope.allPoints ? [] : [eb('broadcasts.sender_id', '=', actor.user.id)]),
      ...(seesClients
        ? []
        : [eb.or([eb('broadcasts.audience', '<>', 'client'), eb('broadcasts.sender_id', '=', actor.user.id)])]),
      ...(query.kind ? [eb('broadcasts.audience', '=', query.kind)] : []),
      ...(query.search?.trim() ? [eb('broadcasts.title', 'ilike', `%${likeEscaped(query.search.trim())}%`)] : []),
    ]);
}

/** A page of the broadcasts sent, newest first, each with whom it named. */
export async function sentPage(db: Db, actor: StaffAuth, query: SentQuery): Promise<SentPage> {
  const where = sentBy(actor, query);
  const rows = await db
    .selectFrom('broadcasts')
    .innerJoin('users as sender', 'sender.id', 'broadcasts.sender_id')
    .leftJoin('users as person', 'person.id', 'broadcasts.target_user_id')
    .leftJoin('roles as role', 'role.code', 'broadcasts.target_role')
    .leftJoin('points as point', 'point.id', 'broadcasts.target_point_id')
    .select([
      'broadcasts.id',
      'broadcasts.created_at',
      'sender.username as sender',
      'broadcasts.audience',
      sql<string | null>`coalesce(person.username, role.name, point.name, broadcasts.target_phone)`.as('target'),
      'broadcasts.title',
      'broadcasts.message',
      'broadcasts.recipients',
    ])
    .where(where)
    .orderBy('broadcasts.created_at', 'desc')
    .orderBy('broadcasts.id', 'desc')
    .limit(query.pageSize)
    .offset(query.page * query.pageSize)
    .execute();
  const counted = await db
    .selectFrom('broadcasts')
    .select(sql<number>`count(*)::int`.as('total'))
    .where(where)
    .executeTakeFirstOrThrow();
  return {
    rows: rows.map(({ created_at, audience, ...row }) => ({
      ...row,
      createdAt: created_at.toISOString(),
      kind: audience,
    })),
    total: counted.total,
  };
}
