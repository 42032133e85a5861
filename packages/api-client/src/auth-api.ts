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
import type { RegisterClientBody, RegisterClientResponse } from '@pvz/contracts/api/clients';
import type { SuccessResponse } from '@pvz/contracts/api/common';

/** The spec's identity calls (§7). */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    authStaffLogin: build.mutation<StaffSession, StaffLoginBody>({
      query: (body) => ({ url: 'public/login', method: 'POST', body }),
    }),
    authClientLogin: build.mutation<ClientSession, ClientLoginBody>({
      query: (body) => ({ url: 'public/login-client', method: 'POST', body }),
    }),
    authLogout: build.mutation<SuccessResponse, LogoutQuery>({
      query: (options) => ({ url: 'public/logout', method: 'POST', params: options }),
    }),
    authStaffMe: build.query<StaffMeResponse, void>({
      query: () => 'public/auth/me',
    }),
    authClientMe: build.query<ClientMeResponse, void>({
      query: () => 'public/auth/client',
    }),
    authRegisterClient: build.mutation<RegisterClientResponse, RegisterClientBody>({
      query: (body) => ({ url: 'clients/register', method: 'POST', body }),
    }),
  }),
});

export const { useAuthRegisterClientMutation } = authApi;
