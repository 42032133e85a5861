import { apiPath } from '@pvz/api-client/api-url';
import type { RoleAnswer, RoleInput } from '@pvz/contracts/api/roles';
import { roleRoutes } from '@pvz/contracts/api/roles';
import { rolesApi } from './roles-api';

const editRoleApi = rolesApi.injectEndpoints({
  endpoints: (build) => ({
    adminEditRole: build.mutation<RoleAnswer, RoleInput>({
      query: (body) => ({ url: apiPath(roleRoutes.editRole), method: 'POST', body }),
      invalidatesTags: ['AdminRolesWithAccess', 'AdminRoles'],
    }),
  }),
});

export const { useAdminEditRoleMutation } = editRoleApi;
