import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditPage, AuditQuery, auditRoutes } from '@pvz/contracts/api/audit';
import { errorResponses } from '@pvz/contracts/api/common';
import { auditLogPage } from '../../services/audit.js';

/** GET /api/audit/get-log: who changed what, newest first, filtered and paged on the server. */
const getLog: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    auditRoutes.getLog,
    {
      schema: { tags: ['audit'], querystring: AuditQuery, response: { 200: AuditPage, ...errorResponses } },
      config: { access: { page: 'admin-audit', level: 'read' } },
    },
    async (request) => auditLogPage(app.db, request.query),
  );
};

export default getLog;
