import { apiPath } from '@pvz/api-client/api-url';
import { baseApi } from '@pvz/api-client/base-api';
import {
  type Calculation,
  type CalculationChange,
  type CalculationQuery,
  type CreateLicenseeBody,
  type EditLicenseeBody,
  type InvoiceBody,
  type LicenseeBalances,
  type LicenseeBalancesChange,
  type LicenseeMovements,
  type LicenseeMovementsQuery,
  type LicenseePaymentBody,
  type Licensees,
  type LicenseesChange,
  licenseeRoutes,
  type SaasSummary,
  type SaasSummaryQuery,
  type TariffBody,
} from '@pvz/contracts/api/licensees';

const tags = ['Licensees', 'LicenseeBills'] as const;

/** The licensees, their month's bill, its summary, their balance and movements: one slice, the bills invalidate all. */
const licenseesApi = baseApi.enhanceEndpoints({ addTagTypes: [...tags] }).injectEndpoints({
  endpoints: (build) => ({
    licensees: build.query<Licensees, void>({ query: () => apiPath(licenseeRoutes.list), providesTags: ['Licensees'] }),
    createLicensee: build.mutation<LicenseesChange, CreateLicenseeBody>({
      query: (body) => ({ url: apiPath(licenseeRoutes.create), method: 'POST', body }),
      invalidatesTags: [...tags],
    }),
    editLicensee: build.mutation<LicenseesChange, EditLicenseeBody>({
      query: (body) => ({ url: apiPath(licenseeRoutes.edit), method: 'POST', body }),
      invalidatesTags: [...tags],
    }),
    setTariff: build.mutation<LicenseesChange, TariffBody>({
      query: (body) => ({ url: apiPath(licenseeRoutes.tariff), method: 'POST', body }),
      invalidatesTags: [...tags],
    }),
    calculation: build.query<Calculation, CalculationQuery>({
      query: (params) => ({ url: apiPath(licenseeRoutes.calculation), params }),
      providesTags: ['LicenseeBills'],
    }),
    issueInvoice: build.mutation<CalculationChange, InvoiceBody>({
      query: (body) => ({ url: apiPath(licenseeRoutes.invoice), method: 'POST', body }),
      invalidatesTags: ['LicenseeBills'],
    }),
    saasSummary: build.query<SaasSummary, SaasSummaryQuery>({
      query: (params) => ({ url: apiPath(licenseeRoutes.summary), params }),
      providesTags: ['LicenseeBills'],
    }),
    licenseeBalances: build.query<LicenseeBalances, void>({
      query: () => apiPath(licenseeRoutes.balances),
      providesTags: ['LicenseeBills'],
    }),
    licenseeMovements: build.query<LicenseeMovements, LicenseeMovementsQuery>({
      query: (params) => ({ url: apiPath(licenseeRoutes.movements), params }),
      providesTags: ['LicenseeBills'],
    }),
    payLicensee: build.mutation<LicenseeBalancesChange, LicenseePaymentBody>({
      query: (body) => ({ url: apiPath(licenseeRoutes.pay), method: 'POST', body }),
      invalidatesTags: ['LicenseeBills'],
    }),
  }),
});

export const {
  useLicenseesQuery,
  useCreateLicenseeMutation,
  useEditLicenseeMutation,
  useSetTariffMutation,
  useCalculationQuery,
  useIssueInvoiceMutation,
  useSaasSummaryQuery,
  useLicenseeBalancesQuery,
  useLicenseeMovementsQuery,
  usePayLicenseeMutation,
} = licenseesApi;
