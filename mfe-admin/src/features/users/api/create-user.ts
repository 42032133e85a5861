import type { CreateUserBody, UserAnswer } from '@pvz/contracts/api/users';
import { usersApi } from './users-api';

const createUserApi = usersApi.injectEndpoints({
  endpoints: (build) => ({
    adminCreateUser: build.mutation<UserAnswer, CreateUserBody>({
      query: (body) => ({ url: 'users/create-user', method: 'POST', body }),
      invalidatesTags: ['AdminUsers'],
    }),
  }),
});

export const { useAdminCreateUserMutation } = createUserApi;
