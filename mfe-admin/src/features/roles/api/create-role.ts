import { apiPath } from '@pvz/api-client/api-url';
import type { RoleAnswer, RoleInput } from '@pvz/contracts/api/roles';
import { roleRoutes } from '@pvz/contracts/api/roles';
import { rolesApi } from './roles-api';

const createRoleApi = rolesApi.injectEndpoints({
  endpoints: (build) => ({
    adminCreateRole: build.mutation<RoleAnswer, RoleInput>({
      query: (body) => ({ url: apiPath(roleRoutes.createRole), method: 'POST', body }),
      invalidatesTags: ['AdminRolesWithAccess', 'AdminRoles'],
    }),
  }),
});

export const { useAdminCreateRoleMutation } = createRoleApi;
