import { baseApi } from '@pvz/api-client/base-api';

/**
 * The balance calls' slice of the shared API: `Balance` for every figure of the points' money (a
 * withdrawal's step changes them), `Withdrawals` for the requests.
 */
export const balanceApi = baseApi.enhanceEndpoints({ addTagTypes: ['Balance', 'Withdrawals'] });

/** What a withdrawal's step makes stale. */
export const withdrawalChangedTags = ['Balance', 'Withdrawals'] as const;
