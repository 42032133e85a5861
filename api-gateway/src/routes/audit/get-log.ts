import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditPage, AuditQuery, auditRoutes } from '@pvz/contracts/api/audit';
import { errorResponses } from '@pvz/contracts/api/common';
import { sql } from 'kysely';
import { moscowDayEnd, moscowDayStart } from '../../db/moscow-days.js';

/** GET /api/audit/get-log: who changed what, newest first, filtered and paged on the server. */
const getLog: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    auditRoutes.getLog,
    {
      schema: { tags: ['audit'], querystring: AuditQuery, response: { 200: AuditPage, ...errorResponses } },
      config: { access: { page: 'admin-audit', level: 'read' } },
    },
    async (request) => {
      const { entity, actor, from, to, page, pageSize } = request.query;
      let query = app.db.selectFrom('audit_log');
      if (entity) query = query.where('entity', '=', entity);
      if (actor) query = query.where(sql`lower(actor)`, '=', sql`lower(${actor.trim()})`);
      // Dates are days in Moscow, as the page shows them.
      if (from) query = query.where('at', '>=', moscowDayStart(from));
      if (to) query = query.where('at', '<', moscowDayEnd(to));
      const [rows, total] = await Promise.all([
        query
          .selectAll()
          .orderBy('at', 'desc')
          .orderBy('id', 'desc')
          .limit(pageSize)
          .offset(page * pageSize)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        rows: rows.map((row) => ({
          id: row.id,
          at: row.at.toISOString(),
          actor: row.actor,
          entity: row.entity,
          entityId: row.entity_id,
          action: row.action,
          before: row.before,
          after: row.after,
        })),
        total: Number(total.n),
      };
    },
  );
};

export default getLog;
