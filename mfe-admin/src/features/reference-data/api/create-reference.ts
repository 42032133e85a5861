import { apiPath } from '@pvz/api-client/api-url';
import type { ReferenceEntity, ReferenceInput } from '@pvz/contracts/api/reference';
import { referenceRoutes } from '@pvz/contracts/api/reference';
import { changed, referenceApi } from './reference-api';

/** POST /api/reference/<entity>/create → the row, and what the gateway says of it (a new point's cells). */
const createReferenceApi = referenceApi.injectEndpoints({
  endpoints: (build) => ({
    adminReferenceCreate: build.mutation<
      { message?: string },
      { entity: ReferenceEntity; item: ReferenceInput<ReferenceEntity> }
    >({
      query: ({ entity, item }) => ({ url: apiPath(referenceRoutes.create(entity)), method: 'POST', body: { item } }),
      invalidatesTags: (_result, _error, { entity }) => changed(entity),
    }),
  }),
});

export const { useAdminReferenceCreateMutation } = createReferenceApi;
