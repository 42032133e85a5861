import { apiPath } from '@pvz/api-client/api-url';
import { baseApi } from '@pvz/api-client/base-api';
import {
  type CreatePayoutReportBody,
  type EditEmployeeBody,
  type EmployeeBody,
  type EmployeeChange,
  type Employees,
  type EmployeesQuery,
  employeesRoutes,
  type PayoutReport,
  type PayoutReportChange,
  type PayoutReportQuery,
  type Payroll,
  type PayrollQuery,
  payrollRoutes,
  type SavePayrollBody,
} from '@pvz/contracts/api/employees';

/**
 * The calls of «Сотрудники» and «Зарплата». `Employees` goes stale with an employee's change (the
 * payroll shows their names and points), `Payroll` with a fill, a save or a posted payout report
 * (which also adds rows to the advance report and moves balances).
 */
const payrollApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Employees', 'Payroll', 'AdvanceReport'] })
  .injectEndpoints({
    endpoints: (build) => ({
      employees: build.query<Employees, EmployeesQuery>({
        query: (params) => ({ url: apiPath(employeesRoutes.list), params }),
        providesTags: ['Employees'],
      }),
      createEmployee: build.mutation<EmployeeChange, EmployeeBody>({
        query: (body) => ({ url: apiPath(employeesRoutes.create), method: 'POST', body }),
        invalidatesTags: ['Employees', 'Payroll'],
      }),
      editEmployee: build.mutation<EmployeeChange, EditEmployeeBody>({
        query: (body) => ({ url: apiPath(employeesRoutes.edit), method: 'POST', body }),
        invalidatesTags: ['Employees', 'Payroll'],
      }),
      payroll: build.query<Payroll, PayrollQuery>({
        query: (params) => ({ url: apiPath(payrollRoutes.list), params }),
        providesTags: ['Payroll'],
      }),
      fillPayroll: build.mutation<Payroll, PayrollQuery>({
        query: (body) => ({ url: apiPath(payrollRoutes.fill), method: 'POST', body }),
        invalidatesTags: ['Payroll'],
      }),
      savePayroll: build.mutation<Payroll, SavePayrollBody>({
        query: (body) => ({ url: apiPath(payrollRoutes.save), method: 'POST', body }),
        invalidatesTags: ['Payroll'],
      }),
      payoutReport: build.query<PayoutReport, PayoutReportQuery>({
        query: (params) => ({ url: apiPath(payrollRoutes.report), params }),
        providesTags: ['Payroll'],
      }),
      createPayoutReport: build.mutation<PayoutReportChange, CreatePayoutReportBody>({
        query: (body) => ({ url: apiPath(payrollRoutes.createReport), method: 'POST', body }),
        invalidatesTags: ['Payroll', 'AdvanceReport'],
      }),
    }),
  });

export const {
  useEmployeesQuery,
  useCreateEmployeeMutation,
  useEditEmployeeMutation,
  usePayrollQuery,
  useFillPayrollMutation,
  useSavePayrollMutation,
  usePayoutReportQuery,
  useCreatePayoutReportMutation,
} = payrollApi;
