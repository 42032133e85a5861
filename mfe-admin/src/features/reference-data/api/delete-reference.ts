import { apiPath } from '@pvz/api-client/api-url';
import type { ReferenceEntity } from '@pvz/contracts/api/reference';
import { referenceRoutes } from '@pvz/contracts/api/reference';
import { changed, referenceApi } from './reference-api';

/** POST /api/reference/<entity>/delete */
const deleteReferenceApi = referenceApi.injectEndpoints({
  endpoints: (build) => ({
    adminReferenceDelete: build.mutation<unknown, { entity: ReferenceEntity; id: number }>({
      query: ({ entity, id }) => ({ url: apiPath(referenceRoutes.remove(entity)), method: 'POST', body: { id } }),
      invalidatesTags: (_result, _error, { entity }) => changed(entity),
    }),
  }),
});

export const { useAdminReferenceDeleteMutation } = deleteReferenceApi;
