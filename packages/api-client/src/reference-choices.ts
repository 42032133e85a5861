import { apiPath } from '@pvz/api-client/api-url';
import { baseApi } from '@pvz/api-client/base-api';
import { referenceRoutes } from '@pvz/contracts/api/reference';

export interface Choice {
  id: number;
  name: string;
}

export interface Choices {
  /** the points of the signed-in user's scope */
  points: Choice[];
  sortingCenters: Choice[];
  marketplaces: Choice[];
  orderAccounts: Choice[];
  deliveryPoints: Choice[];
  deliveryCenters: Choice[];
  categories: (Choice & { withoutPoint: boolean })[];
  companies: Choice[];
}

/** The choices while they load, or when they could not be had. */
export const noChoices: Choices = {
  points: [],
  sortingCenters: [],
  marketplaces: [],
  orderAccounts: [],
  deliveryPoints: [],
  deliveryCenters: [],
  categories: [],
  companies: [],
};

/** GET /api/reference/choices: names for pickers, shared by every remote that picks a point. */
const choicesApi = baseApi.enhanceEndpoints({ addTagTypes: ['ReferenceChoices'] }).injectEndpoints({
  endpoints: (build) => ({
    referenceChoices: build.query<Choices, void>({
      query: () => apiPath(referenceRoutes.choices),
      providesTags: ['ReferenceChoices'],
    }),
  }),
});

export const { useReferenceChoicesQuery } = choicesApi;
