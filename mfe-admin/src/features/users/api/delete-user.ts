import { apiPath } from '@pvz/api-client/api-url';
import type { SuccessResponse } from '@pvz/contracts/api/common';
import type { DeleteUserBody } from '@pvz/contracts/api/users';
import { userRoutes } from '@pvz/contracts/api/users';
import { usersApi } from './users-api';

const deleteUserApi = usersApi.injectEndpoints({
  endpoints: (build) => ({
    adminDeleteUser: build.mutation<SuccessResponse, DeleteUserBody>({
      query: (body) => ({ url: apiPath(userRoutes.deleteUser), method: 'POST', body }),
      invalidatesTags: ['AdminUsers'],
    }),
  }),
});

export const { useAdminDeleteUserMutation } = deleteUserApi;
