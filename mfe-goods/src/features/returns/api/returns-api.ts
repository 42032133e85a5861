import { baseApi } from '@pvz/api-client/base-api';

/**
 * The returns' cache tags: `GoodsReturns` for the returns lists, `GoodsReturnBoxes` for the return
 * boxes. A step of a return also changes the goods tables and the parcel cards: their shared tags
 * refresh too, without this feature importing theirs.
 */
export const returnsApi = baseApi.enhanceEndpoints({
  addTagTypes: ['GoodsReturns', 'GoodsReturnBoxes', 'GoodsRows', 'GoodsRecord'],
});

/** What a step of a return makes stale. */
export const changedReturnsTags = ['GoodsReturns', 'GoodsReturnBoxes', 'GoodsRows', 'GoodsRecord'] as const;
