import type { RoleChoices } from '@pvz/contracts/api/users';
import { usersApi } from './users-api';

const getRolesApi = usersApi.injectEndpoints({
  endpoints: (build) => ({
    adminGetRoles: build.query<RoleChoices, void>({
      query: () => 'users/get-roles',
      providesTags: ['AdminRoles'],
    }),
  }),
});

export const { useAdminGetRolesQuery } = getRolesApi;
