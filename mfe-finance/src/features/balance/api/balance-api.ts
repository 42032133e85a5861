import { baseApi } from '@pvz/api-client/base-api';

/**
 * The balance calls' slice of the shared API: `Balance` for every figure of the points' money and
 * income (a withdrawal's step changes them), `Withdrawals` for the requests, `IncomeRates` for the
 * percents over time.
 */
export const balanceApi = baseApi.enhanceEndpoints({ addTagTypes: ['Balance', 'Withdrawals', 'IncomeRates'] });

/** What a withdrawal's step makes stale. */
export const withdrawalChangedTags = ['Balance', 'Withdrawals'] as const;
