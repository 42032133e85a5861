import { apiPath } from '@pvz/api-client/api-url';
import { baseApi } from '@pvz/api-client/base-api';
import { uploadFileQuery } from '@pvz/api-client/upload-file';
import {
  type AdvanceRowChange,
  type AdvanceRowStepBody,
  type AdvanceRows,
  type AdvanceRowsQuery,
  advanceReportRoutes,
  type CreateAdvanceRowBody,
  type PersonalBalances,
  type PersonalMovementsQuery,
} from '@pvz/contracts/api/advance-report';
import type { Movements } from '@pvz/contracts/api/balance';
import type { UploadedFile } from '@pvz/contracts/api/files';

/** The steps of a transfer waiting for its recipient. */
export type AdvanceStep = 'receive' | 'reject';

/** The calls of «Авансовый отчёт»; every change makes the rows and the balances stale. */
const advanceReportApi = baseApi.enhanceEndpoints({ addTagTypes: ['AdvanceReport'] }).injectEndpoints({
  endpoints: (build) => ({
    advanceRows: build.query<AdvanceRows, AdvanceRowsQuery>({
      query: (params) => ({ url: apiPath(advanceReportRoutes.list), params }),
      providesTags: ['AdvanceReport'],
    }),
    personalMovements: build.query<Movements, PersonalMovementsQuery>({
      query: (params) => ({ url: apiPath(advanceReportRoutes.movements), params }),
      providesTags: ['AdvanceReport'],
    }),
    personalBalances: build.query<PersonalBalances, void>({
      query: () => apiPath(advanceReportRoutes.balances),
      providesTags: ['AdvanceReport'],
    }),
    createAdvanceRow: build.mutation<AdvanceRowChange, CreateAdvanceRowBody>({
      query: (body) => ({ url: apiPath(advanceReportRoutes.create), method: 'POST', body }),
      invalidatesTags: ['AdvanceReport'],
    }),
    uploadReceipt: build.mutation<UploadedFile, File>({
      query: (file) => uploadFileQuery(file, 'receipt'),
    }),
    advanceStep: build.mutation<AdvanceRowChange, AdvanceRowStepBody & { step: AdvanceStep }>({
      query: ({ step, ...body }) => ({ url: apiPath(advanceReportRoutes[step]), method: 'POST', body }),
      invalidatesTags: ['AdvanceReport'],
    }),
  }),
});

export const {
  useAdvanceRowsQuery,
  usePersonalBalancesQuery,
  usePersonalMovementsQuery,
  useCreateAdvanceRowMutation,
  useUploadReceiptMutation,
  useAdvanceStepMutation,
} = advanceReportApi;
