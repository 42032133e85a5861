import { apiPath } from '@pvz/api-client/api-url';
import { baseApi } from '@pvz/api-client/base-api';
import { itineraryRoutes, type PlannedRoute, type RouteBody } from '@pvz/contracts/api/itinerary';

/** «Маршрут»: a route planned by the gateway; nothing is stored, so it is a mutation the page calls on demand. */
const itineraryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    planRoute: build.mutation<PlannedRoute, RouteBody>({
      query: (body) => ({ url: apiPath(itineraryRoutes.route), method: 'POST', body }),
    }),
  }),
});

export const { usePlanRouteMutation } = itineraryApi;
