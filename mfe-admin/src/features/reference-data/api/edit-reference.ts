import { apiPath } from '@pvz/api-client/api-url';
import type { ReferenceEntity, ReferenceInput } from '@pvz/contracts/api/reference';
import { referenceRoutes } from '@pvz/contracts/api/reference';
import { changed, referenceApi } from './reference-api';

/** POST /api/reference/<entity>/edit */
const editReferenceApi = referenceApi.injectEndpoints({
  endpoints: (build) => ({
    adminReferenceEdit: build.mutation<
      unknown,
      { entity: ReferenceEntity; item: ReferenceInput<ReferenceEntity> & { id: number } }
    >({
      query: ({ entity, item }) => ({ url: apiPath(referenceRoutes.edit(entity)), method: 'POST', body: { item } }),
      invalidatesTags: (_result, _error, { entity }) => changed(entity),
    }),
  }),
});

export const { useAdminReferenceEditMutation } = editReferenceApi;
