import { apiPath } from '@pvz/api-client/api-url';
import { baseApi } from '@pvz/api-client/base-api';
import type {
  ClientLoginBody,
  ClientMeResponse,
  ClientSession,
  LogoutQuery,
  StaffLoginBody,
  StaffMeResponse,
  StaffSession,
} from '@pvz/contracts/api/auth';
import { authRoutes } from '@pvz/contracts/api/auth';
import { clientIdentityRoutes } from '@pvz/contracts/api/client-identity';
import type { RegisterClientBody, RegisterClientResponse } from '@pvz/contracts/api/clients';
import type { SuccessResponse } from '@pvz/contracts/api/common';

/** The spec's identity calls (§7). */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    authStaffLogin: build.mutation<StaffSession, StaffLoginBody>({
      query: (body) => ({ url: apiPath(authRoutes.login), method: 'POST', body }),
    }),
    authClientLogin: build.mutation<ClientSession, ClientLoginBody>({
      query: (body) => ({ url: apiPath(authRoutes.loginClient), method: 'POST', body }),
    }),
    authLogout: build.mutation<SuccessResponse, LogoutQuery>({
      query: (options) => ({ url: apiPath(authRoutes.logout), method: 'POST', params: options }),
    }),
    authStaffMe: build.query<StaffMeResponse, void>({
      query: () => apiPath(authRoutes.me),
    }),
    authClientMe: build.query<ClientMeResponse, void>({
      query: () => apiPath(authRoutes.client),
    }),
    authRegisterClient: build.mutation<RegisterClientResponse, RegisterClientBody>({
      query: (body) => ({ url: apiPath(clientIdentityRoutes.register), method: 'POST', body }),
    }),
  }),
});

export const { useAuthRegisterClientMutation } = authApi;
