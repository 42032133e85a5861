import { baseApi } from '@pvz/api-client/base-api';

/**
 * The hand-over's cache tags. A hand-over also changes what the goods tables (`GoodsRows`), the point
 * choosers (`GoodsPointsSummary`) and the parcel cards (`GoodsRecord`) show: the tags are the cache's
 * shared names, so those refresh without this feature importing theirs.
 */
export const issuingApi = baseApi.enhanceEndpoints({
  addTagTypes: ['GoodsClientParcels', 'GoodsRows', 'GoodsPointsSummary', 'GoodsRecord'],
});
