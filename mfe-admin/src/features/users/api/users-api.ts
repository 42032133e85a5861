import { baseApi } from '@pvz/api-client/base-api';

/** The users feature's slice of the shared API, with its cache tags. */
export const usersApi = baseApi.enhanceEndpoints({ addTagTypes: ['AdminUsers', 'AdminRoles'] });
