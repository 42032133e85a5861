import { apiPath } from '@pvz/api-client/api-url';
import { baseApi } from '@pvz/api-client/base-api';
import type { SuccessResponse } from '@pvz/contracts/api/common';
import {
  type ClientTokenBody,
  type EmployeeTokenBody,
  notificationRoutes,
  type PushWebConfig,
} from '@pvz/contracts/api/notifications';

/** The push calls: the public web config, and connecting this browser's token for a client or an employee. */
const pushApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    pushWebConfig: build.query<PushWebConfig, void>({ query: () => apiPath(notificationRoutes.pushConfig) }),
    pushCreateClientToken: build.mutation<SuccessResponse, ClientTokenBody>({
      query: (body) => ({ url: apiPath(notificationRoutes.createClientToken), method: 'POST', body }),
    }),
    pushCreateEmployeeToken: build.mutation<SuccessResponse, EmployeeTokenBody>({
      query: (body) => ({ url: apiPath(notificationRoutes.createEmployeeToken), method: 'POST', body }),
    }),
  }),
});

export const { useLazyPushWebConfigQuery, usePushCreateClientTokenMutation, usePushCreateEmployeeTokenMutation } =
  pushApi;
