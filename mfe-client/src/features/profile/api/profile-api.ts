import { clientApi } from '../../../lib/client-api';

/** The profile calls share the tag of the client's own account (the shell's consent dialog uses it too). */
export const profileApi = clientApi.enhanceEndpoints({ addTagTypes: ['ClientProfile'] });
