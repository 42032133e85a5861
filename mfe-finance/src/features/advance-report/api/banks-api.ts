import { apiPath } from '@pvz/api-client/api-url';
import { baseApi } from '@pvz/api-client/base-api';
import {
  type BankIdBody,
  type Banks,
  type BankTransferBody,
  banksRoutes,
  type CreateBankBody,
} from '@pvz/contracts/api/banks';

/** The director's banks; a change also changes the advance report's balances. */
const banksApi = baseApi.enhanceEndpoints({ addTagTypes: ['Banks', 'AdvanceReport'] }).injectEndpoints({
  endpoints: (build) => ({
    banks: build.query<Banks, void>({ query: () => apiPath(banksRoutes.list), providesTags: ['Banks'] }),
    createBank: build.mutation<Banks, CreateBankBody>({
      query: (body) => ({ url: apiPath(banksRoutes.create), method: 'POST', body }),
      invalidatesTags: ['Banks', 'AdvanceReport'],
    }),
    transferBetweenBanks: build.mutation<Banks, BankTransferBody>({
      query: (body) => ({ url: apiPath(banksRoutes.transfer), method: 'POST', body }),
      invalidatesTags: ['Banks', 'AdvanceReport'],
    }),
    setMainBank: build.mutation<Banks, BankIdBody>({
      query: (body) => ({ url: apiPath(banksRoutes.main), method: 'POST', body }),
      invalidatesTags: ['Banks'],
    }),
  }),
});

export const { useBanksQuery, useCreateBankMutation, useTransferBetweenBanksMutation, useSetMainBankMutation } =
  banksApi;
