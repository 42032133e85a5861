import { apiPath } from '@pvz/api-client/api-url';
import type { EditUserBody, UserAnswer } from '@pvz/contracts/api/users';
import { userRoutes } from '@pvz/contracts/api/users';
import { usersApi } from './users-api';

const editUserApi = usersApi.injectEndpoints({
  endpoints: (build) => ({
    adminEditUser: build.mutation<UserAnswer, EditUserBody>({
      query: (body) => ({ url: apiPath(userRoutes.editUser), method: 'POST', body }),
      invalidatesTags: ['AdminUsers'],
    }),
  }),
});

export const { useAdminEditUserMutation } = editUserApi;
