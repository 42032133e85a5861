import { apiPath } from '@pvz/api-client/api-url';
import type { SuccessResponse } from '@pvz/contracts/api/common';
import { roleRoutes } from '@pvz/contracts/api/roles';
import { rolesApi } from './roles-api';

const deleteRoleApi = rolesApi.injectEndpoints({
  endpoints: (build) => ({
    adminDeleteRole: build.mutation<SuccessResponse, { code: string }>({
      query: (body) => ({ url: apiPath(roleRoutes.deleteRole), method: 'POST', body }),
      invalidatesTags: ['AdminRolesWithAccess', 'AdminRoles'],
    }),
  }),
});

export const { useAdminDeleteRoleMutation } = deleteRoleApi;
