import { apiPath } from '@pvz/api-client/api-url';
import { baseApi } from '@pvz/api-client/base-api';
import {
  type CreateServiceRowsBody,
  type DeliveryCalendar,
  type EditServiceRowBody,
  type PayServiceRowsBody,
  type ServiceCustomers,
  type ServiceRowIdsBody,
  type ServiceRows,
  type ServiceRowsChange,
  type ServiceRowsQuery,
  serviceRowsRoutes,
} from '@pvz/contracts/api/service-rows';

/** The bulk actions of the table, each a POST of ids. */
export type ServiceRowsStep = 'sorted' | 'delete';

/**
 * The calls of «Доставка и сортировка»: a page of rows, the pair's creation, the bulk actions, the
 * customers by phone digits and the month calendar. Every change makes `ServiceRows` stale.
 */
const serviceRowsApi = baseApi.enhanceEndpoints({ addTagTypes: ['ServiceRows'] }).injectEndpoints({
  endpoints: (build) => ({
    serviceRows: build.query<ServiceRows, ServiceRowsQuery>({
      query: (params) => ({ url: apiPath(serviceRowsRoutes.list), params }),
      providesTags: ['ServiceRows'],
    }),
    createServiceRows: build.mutation<ServiceRowsChange, CreateServiceRowsBody>({
      query: (body) => ({ url: apiPath(serviceRowsRoutes.create), method: 'POST', body }),
      invalidatesTags: ['ServiceRows'],
    }),
    editServiceRow: build.mutation<ServiceRowsChange, EditServiceRowBody>({
      query: (body) => ({ url: apiPath(serviceRowsRoutes.edit), method: 'POST', body }),
      invalidatesTags: ['ServiceRows'],
    }),
    serviceRowsStep: build.mutation<ServiceRowsChange, ServiceRowIdsBody & { step: ServiceRowsStep }>({
      query: ({ step, ...body }) => ({ url: apiPath(serviceRowsRoutes[step]), method: 'POST', body }),
      invalidatesTags: ['ServiceRows'],
    }),
    payServiceRows: build.mutation<ServiceRowsChange, PayServiceRowsBody>({
      query: (body) => ({ url: apiPath(serviceRowsRoutes.paid), method: 'POST', body }),
      invalidatesTags: ['ServiceRows'],
    }),
    serviceCustomers: build.query<ServiceCustomers, string>({
      query: (digits) => ({ url: apiPath(serviceRowsRoutes.customers), params: { digits } }),
    }),
    deliveryCalendar: build.query<DeliveryCalendar, string>({
      query: (month) => ({ url: apiPath(serviceRowsRoutes.calendar), params: { month } }),
      providesTags: ['ServiceRows'],
    }),
  }),
});

export const {
  useServiceRowsQuery,
  useLazyServiceRowsQuery,
  useCreateServiceRowsMutation,
  useEditServiceRowMutation,
  useServiceRowsStepMutation,
  usePayServiceRowsMutation,
  useServiceCustomersQuery,
  useDeliveryCalendarQuery,
} = serviceRowsApi;
