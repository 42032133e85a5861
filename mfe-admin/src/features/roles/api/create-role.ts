import type { RoleAnswer, RoleInput } from '@pvz/contracts/api/roles';
import { rolesApi } from './roles-api';

const createRoleApi = rolesApi.injectEndpoints({
  endpoints: (build) => ({
    adminCreateRole: build.mutation<RoleAnswer, RoleInput>({
      query: (body) => ({ url: 'roles/create-role', method: 'POST', body }),
      invalidatesTags: ['AdminRolesWithAccess', 'AdminRoles'],
    }),
  }),
});

export const { useAdminCreateRoleMutation } = createRoleApi;
