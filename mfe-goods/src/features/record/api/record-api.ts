import { baseApi } from '@pvz/api-client/base-api';

export const recordApi = baseApi.enhanceEndpoints({ addTagTypes: ['GoodsRecord'] });
