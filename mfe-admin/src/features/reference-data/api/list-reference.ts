import { apiPath } from '@pvz/api-client/api-url';
import type { ReferenceEntity, ReferenceItem } from '@pvz/contracts/api/reference';
import { referenceRoutes } from '@pvz/contracts/api/reference';
import { referenceApi } from './reference-api';

/** GET /api/reference/<entity> */
const listReferenceApi = referenceApi.injectEndpoints({
  endpoints: (build) => ({
    adminReferenceList: build.query<{ items: ReferenceItem<ReferenceEntity>[] }, ReferenceEntity>({
      query: (entity) => apiPath(referenceRoutes.list(entity)),
      providesTags: (_result, _error, entity) => [{ type: 'AdminReference', id: entity }],
    }),
  }),
});

export const { useAdminReferenceListQuery } = listReferenceApi;
