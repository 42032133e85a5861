import { baseApi } from '@pvz/api-client/base-api';

export const cellsApi = baseApi.enhanceEndpoints({ addTagTypes: ['AdminCells', 'AdminReference'] });
