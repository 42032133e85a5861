import { apiPath } from '@pvz/api-client/api-url';
import type { RoleList } from '@pvz/contracts/api/roles';
import { roleRoutes } from '@pvz/contracts/api/roles';
import { rolesApi } from './roles-api';

const getRolesApi = rolesApi.injectEndpoints({
  endpoints: (build) => ({
    adminGetRolesWithAccess: build.query<RoleList, void>({
      query: () => apiPath(roleRoutes.getRoles),
      providesTags: ['AdminRolesWithAccess'],
    }),
  }),
});

export const { useAdminGetRolesWithAccessQuery } = getRolesApi;
