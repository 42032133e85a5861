import { apiPath } from '@pvz/api-client/api-url';
import { baseApi } from '@pvz/api-client/base-api';
import type { ClientSession } from '@pvz/contracts/api/auth';
import type {
  CodeCheckBody,
  ResetPasswordBody,
  SendCodeBody,
  SendCodeResponse,
  UseAttemptBody,
} from '@pvz/contracts/api/client-identity';
import { clientIdentityRoutes } from '@pvz/contracts/api/client-identity';
import type { SuccessResponse } from '@pvz/contracts/api/common';

/** One-time codes from the Telegram bot: sign-in and password reset (spec §7). */
const clientCodeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    clientCodeSend: build.mutation<SendCodeResponse, SendCodeBody>({
      query: (body) => ({ url: apiPath(clientIdentityRoutes.sendMessage), method: 'POST', body }),
    }),
    clientCodeSignIn: build.mutation<ClientSession, CodeCheckBody>({
      query: (body) => ({ url: apiPath(clientIdentityRoutes.telegramGetAuthClient), method: 'POST', body }),
    }),
    clientCodeGiveUp: build.mutation<SuccessResponse, UseAttemptBody>({
      query: (body) => ({ url: apiPath(clientIdentityRoutes.telegramUseAttempt), method: 'POST', body }),
    }),
    clientResetCodeVerify: build.mutation<SuccessResponse, CodeCheckBody>({
      query: (body) => ({ url: apiPath(clientIdentityRoutes.verifyResetCode), method: 'POST', body }),
    }),
    clientPasswordReset: build.mutation<SuccessResponse, ResetPasswordBody>({
      query: (body) => ({ url: apiPath(clientIdentityRoutes.resetPassword), method: 'POST', body }),
    }),
  }),
});

export const {
  useClientCodeSendMutation,
  useClientCodeSignInMutation,
  useClientCodeGiveUpMutation,
  useClientResetCodeVerifyMutation,
  useClientPasswordResetMutation,
} = clientCodeApi;
