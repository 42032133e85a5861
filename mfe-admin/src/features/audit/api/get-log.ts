import { apiPath } from '@pvz/api-client/api-url';
import { baseApi } from '@pvz/api-client/base-api';
import type { AuditPage, AuditQuery } from '@pvz/contracts/api/audit';
import { auditRoutes } from '@pvz/contracts/api/audit';

type AuditFilter = Partial<Pick<AuditQuery, 'entity' | 'actor' | 'from' | 'to'>> &
  Pick<AuditQuery, 'page' | 'pageSize'>;

/** GET /api/audit/get-log, filtered and paged on the server. */
const auditApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminGetAuditLog: build.query<AuditPage, AuditFilter>({
      query: (filter) => ({
        url: apiPath(auditRoutes.getLog),
        params: Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== '')),
      }),
    }),
  }),
});

export const { useAdminGetAuditLogQuery } = auditApi;
