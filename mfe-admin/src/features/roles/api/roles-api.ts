import { baseApi } from '@pvz/api-client/base-api';

/** The roles feature's slice of the shared API; a change of roles also changes the users form's list. */
export const rolesApi = baseApi.enhanceEndpoints({ addTagTypes: ['AdminRolesWithAccess', 'AdminRoles'] });
