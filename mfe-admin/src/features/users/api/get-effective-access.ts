import { apiPath } from '@pvz/api-client/api-url';
import type { EffectiveAccessAnswer } from '@pvz/contracts/api/users';
import { userRoutes } from '@pvz/contracts/api/users';
import { usersApi } from './users-api';

/** GET /api/users/get-effective-access?id=: what a user can really do. */
const getEffectiveAccessApi = usersApi.injectEndpoints({
  endpoints: (build) => ({
    adminGetEffectiveAccess: build.query<EffectiveAccessAnswer, number>({
      query: (id) => ({ url: apiPath(userRoutes.getEffectiveAccess), params: { id } }),
      providesTags: ['AdminUsers'],
    }),
  }),
});

export const { useAdminGetEffectiveAccessQuery } = getEffectiveAccessApi;
