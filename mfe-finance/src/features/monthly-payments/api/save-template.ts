import { apiPath } from '@pvz/api-client/api-url';
import {
  type EditTemplateBody,
  type MonthlyPayments,
  monthlyPaymentsRoutes,
  type TemplateBody,
  type TemplateIdBody,
} from '@pvz/contracts/api/monthly-payments';
import { monthlyPaymentsApi } from './monthly-payments-api';

/** POST …/templates/create, …/edit and …/delete: a recurring expense added, changed or stopped. */
const saveTemplateApi = monthlyPaymentsApi.injectEndpoints({
  endpoints: (build) => ({
    createMonthlyTemplate: build.mutation<MonthlyPayments, TemplateBody>({
      query: (body) => ({ url: apiPath(monthlyPaymentsRoutes.createTemplate), method: 'POST', body }),
      invalidatesTags: ['MonthlyPayments'],
    }),
    editMonthlyTemplate: build.mutation<MonthlyPayments, EditTemplateBody>({
      query: (body) => ({ url: apiPath(monthlyPaymentsRoutes.editTemplate), method: 'POST', body }),
      invalidatesTags: ['MonthlyPayments'],
    }),
    deleteMonthlyTemplate: build.mutation<MonthlyPayments, TemplateIdBody>({
      query: (body) => ({ url: apiPath(monthlyPaymentsRoutes.deleteTemplate), method: 'POST', body }),
      invalidatesTags: ['MonthlyPayments'],
    }),
  }),
});

export const { useCreateMonthlyTemplateMutation, useEditMonthlyTemplateMutation, useDeleteMonthlyTemplateMutation } =
  saveTemplateApi;
