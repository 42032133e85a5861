import { apiPath } from '@pvz/api-client/api-url';
import type { CreateUserBody, UserAnswer } from '@pvz/contracts/api/users';
import { userRoutes } from '@pvz/contracts/api/users';
import { usersApi } from './users-api';

const createUserApi = usersApi.injectEndpoints({
  endpoints: (build) => ({
    adminCreateUser: build.mutation<UserAnswer, CreateUserBody>({
      query: (body) => ({ url: apiPath(userRoutes.createUser), method: 'POST', body }),
      invalidatesTags: ['AdminUsers'],
    }),
  }),
});

export const { useAdminCreateUserMutation } = createUserApi;
