import { apiPath } from '@pvz/api-client/api-url';
import { clientAccountRoutes, type MyReferralsAnswer } from '@pvz/contracts/api/client-account';
import { clientApi } from '../../../lib/client-api';

/** GET /api/clients/my-referrals → the invited friends, the bonus rule and the bonus balance. */
const getMyReferralsApi = clientApi.injectEndpoints({
  endpoints: (build) => ({
    clientMyReferrals: build.query<MyReferralsAnswer, void>({
      query: () => apiPath(clientAccountRoutes.myReferrals),
    }),
  }),
});

export const { useClientMyReferralsQuery } = getMyReferralsApi;
