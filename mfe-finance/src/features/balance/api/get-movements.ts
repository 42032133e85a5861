import { apiPath } from '@pvz/api-client/api-url';
import { balanceRoutes, type Movements, type MovementsQuery } from '@pvz/contracts/api/balance';
import { balanceApi } from './balance-api';

/** GET /api/balance/movements: the moves behind a point's cash or online figure, a page at a time. */
const getMovementsApi = balanceApi.injectEndpoints({
  endpoints: (build) => ({
    movements: build.query<Movements, MovementsQuery>({
      query: (params) => ({ url: apiPath(balanceRoutes.movements), params }),
      providesTags: ['Balance'],
    }),
  }),
});

export const { useMovementsQuery } = getMovementsApi;
