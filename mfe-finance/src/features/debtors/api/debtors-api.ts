import { apiPath } from '@pvz/api-client/api-url';
import { baseApi } from '@pvz/api-client/base-api';
import { type Debtors, type DebtorsQuery, debtorsRoutes, type PublicDebtor } from '@pvz/contracts/api/service-balances';

/**
 * GET /api/payments/debtors and /api/balance/debtors (the same answer behind two pages' access), and
 * the public GET /api/public/debtor of a debtor's link.
 */
const debtorsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    debtors: build.query<Debtors, DebtorsQuery & { from: 'payments' | 'balance' }>({
      query: ({ from, ...params }) => ({
        url: apiPath(from === 'payments' ? debtorsRoutes.list : debtorsRoutes.balance),
        params,
      }),
    }),
    publicDebtor: build.query<PublicDebtor, string>({
      query: (link) => ({ url: apiPath(debtorsRoutes.publicDebtor), params: { link } }),
    }),
  }),
});

export const { useDebtorsQuery, usePublicDebtorQuery } = debtorsApi;
