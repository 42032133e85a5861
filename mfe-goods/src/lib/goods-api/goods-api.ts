import { baseApi } from '@pvz/api-client/base-api';

/**
 * The goods calls' slice of the shared API, with its cache tags: `GoodsRows` for every list of
 * rows (a change to any row refreshes them), `GoodsPointsSummary` for the point choosers.
 */
export const goodsApi = baseApi.enhanceEndpoints({ addTagTypes: ['GoodsRows', 'GoodsPointsSummary'] });

/** What a change to rows makes stale. */
export const changedRowsTags = ['GoodsRows', 'GoodsPointsSummary'] as const;
