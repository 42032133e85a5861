import { baseApi } from '@pvz/api-client/base-api';

/**
 * The boxes calls' slice of the shared API. `Boxes` marks every list of boxes and every box page;
 * a box change also changes what the goods tables, the point choosers and the parcels' cards show
 * (their tags, by the cache's shared names).
 */
export const boxesApi = baseApi.enhanceEndpoints({
  addTagTypes: ['Boxes', 'GoodsRows', 'GoodsPointsSummary', 'GoodsRecord'],
});

/** What a change to a box makes stale. */
export const changedBoxTags = ['Boxes', 'GoodsRows', 'GoodsPointsSummary', 'GoodsRecord'] as const;
