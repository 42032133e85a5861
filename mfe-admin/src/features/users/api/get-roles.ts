import { apiPath } from '@pvz/api-client/api-url';
import type { RoleChoices } from '@pvz/contracts/api/users';
import { userRoutes } from '@pvz/contracts/api/users';
import { usersApi } from './users-api';

const getRolesApi = usersApi.injectEndpoints({
  endpoints: (build) => ({
    adminGetRoles: build.query<RoleChoices, void>({
      query: () => apiPath(userRoutes.getRoles),
      providesTags: ['AdminRoles'],
    }),
  }),
});

export const { useAdminGetRolesQuery } = getRolesApi;
