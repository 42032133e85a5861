import type { EffectiveAccessAnswer } from '@pvz/contracts/api/users';
import { usersApi } from './users-api';

/** GET /api/users/get-effective-access?id=: what a user can really do. */
const getEffectiveAccessApi = usersApi.injectEndpoints({
  endpoints: (build) => ({
    adminGetEffectiveAccess: build.query<EffectiveAccessAnswer, number>({
      query: (id) => `users/get-effective-access?id=${id}`,
      providesTags: ['AdminUsers'],
    }),
  }),
});

export const { useAdminGetEffectiveAccessQuery } = getEffectiveAccessApi;
