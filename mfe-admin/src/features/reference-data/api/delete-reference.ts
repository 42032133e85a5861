import type { ReferenceEntity } from '@pvz/contracts/api/reference';
import { changed, referenceApi } from './reference-api';

/** POST /api/reference/<entity>/delete */
const deleteReferenceApi = referenceApi.injectEndpoints({
  endpoints: (build) => ({
    adminReferenceDelete: build.mutation<unknown, { entity: ReferenceEntity; id: number }>({
      query: ({ entity, id }) => ({ url: `reference/${entity}/delete`, method: 'POST', body: { id } }),
      invalidatesTags: (_result, _error, { entity }) => changed(entity),
    }),
  }),
});

export const { useAdminReferenceDeleteMutation } = deleteReferenceApi;
