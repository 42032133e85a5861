import type { EditUserBody, UserAnswer } from '@pvz/contracts/api/users';
import { usersApi } from './users-api';

const editUserApi = usersApi.injectEndpoints({
  endpoints: (build) => ({
    adminEditUser: build.mutation<UserAnswer, EditUserBody>({
      query: (body) => ({ url: 'users/edit-user', method: 'POST', body }),
      invalidatesTags: ['AdminUsers'],
    }),
  }),
});

export const { useAdminEditUserMutation } = editUserApi;
