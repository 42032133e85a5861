import { baseApi } from '@pvz/api-client/base-api';
import type { ClientSession } from '@pvz/contracts/api/auth';
import type {
  CodeCheckBody,
  ResetPasswordBody,
  SendCodeBody,
  SendCodeResponse,
  UseAttemptBody,
} from '@pvz/contracts/api/client-identity';
import type { SuccessResponse } from '@pvz/contracts/api/common';

/** One-time codes from the Telegram bot: sign-in and password reset (spec §7). */
const clientCodeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    clientCodeSend: build.mutation<SendCodeResponse, SendCodeBody>({
      query: (body) => ({ url: 'clients/send-message', method: 'POST', body }),
    }),
    clientCodeSignIn: build.mutation<ClientSession, CodeCheckBody>({
      query: (body) => ({ url: 'telegram/get-auth-client', method: 'POST', body }),
    }),
    clientCodeGiveUp: build.mutation<SuccessResponse, UseAttemptBody>({
      query: (body) => ({ url: 'telegram/use-attempt', method: 'POST', body }),
    }),
    clientResetCodeVerify: build.mutation<SuccessResponse, CodeCheckBody>({
      query: (body) => ({ url: 'clients/verify-reset-code', method: 'POST', body }),
    }),
    clientPasswordReset: build.mutation<SuccessResponse, ResetPasswordBody>({
      query: (body) => ({ url: 'clients/reset-password', method: 'POST', body }),
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
