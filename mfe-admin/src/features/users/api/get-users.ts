import { apiPath } from '@pvz/api-client/api-url';
import { queryEncryptedList } from '@pvz/api-client/encrypted-list';
import type { UserList } from '@pvz/contracts/api/users';
import { userRoutes } from '@pvz/contracts/api/users';
import { usersApi } from './users-api';

/** GET /api/users/get-users: the list arrives encrypted and is opened with the session key. */
const getUsersApi = usersApi.injectEndpoints({
  endpoints: (build) => ({
    adminGetUsers: build.query<UserList, void>({
      queryFn: (_arg, api, _extra, baseQuery) =>
        queryEncryptedList<UserList>(apiPath(userRoutes.getUsers), api.getState(), baseQuery),
      providesTags: ['AdminUsers'],
    }),
  }),
});

export const { useAdminGetUsersQuery } = getUsersApi;
