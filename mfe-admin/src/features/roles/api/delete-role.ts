import type { SuccessResponse } from '@pvz/contracts/api/common';
import { rolesApi } from './roles-api';

const deleteRoleApi = rolesApi.injectEndpoints({
  endpoints: (build) => ({
    adminDeleteRole: build.mutation<SuccessResponse, { code: string }>({
      query: (body) => ({ url: 'roles/delete-role', method: 'POST', body }),
      invalidatesTags: ['AdminRolesWithAccess', 'AdminRoles'],
    }),
  }),
});

export const { useAdminDeleteRoleMutation } = deleteRoleApi;
