import { apiPath } from '@pvz/api-client/api-url';
import type { ReferenceEntity, ReferenceInput } from '@pvz/contracts/api/reference';
import { referenceRoutes } from '@pvz/contracts/api/reference';
import { changed, referenceApi } from './reference-api';

/** POST /api/reference/<entity>/create */
const createReferenceApi = referenceApi.injectEndpoints({
  endpoints: (build) => ({
    adminReferenceCreate: build.mutation<unknown, { entity: ReferenceEntity; item: ReferenceInput<ReferenceEntity> }>({
      query: ({ entity, item }) => ({ url: apiPath(referenceRoutes.create(entity)), method: 'POST', body: { item } }),
      invalidatesTags: (_result, _error, { entity }) => changed(entity),
    }),
  }),
});

export const { useAdminReferenceCreateMutation } = createReferenceApi;
