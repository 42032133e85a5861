import type { RoleList } from '@pvz/contracts/api/roles';
import { rolesApi } from './roles-api';

const getRolesApi = rolesApi.injectEndpoints({
  endpoints: (build) => ({
    adminGetRolesWithAccess: build.query<RoleList, void>({
      query: () => 'roles/get-roles',
      providesTags: ['AdminRolesWithAccess'],
    }),
  }),
});

export const { useAdminGetRolesWithAccessQuery } = getRolesApi;
