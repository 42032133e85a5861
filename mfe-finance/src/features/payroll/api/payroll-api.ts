import { apiPath } from '@pvz/api-client/api-url';
import { baseApi } from '@pvz/api-client/base-api';
import {
  type EditEmployeeBody,
  type EmployeeBody,
  type EmployeeChange,
  type Employees,
  type EmployeesQuery,
  employeesRoutes,
  type Payroll,
  type PayrollQuery,
  payrollRoutes,
  type SavePayrollBody,
} from '@pvz/contracts/api/employees';

/**
 * The calls of «Сотрудники» and «Зарплата». `Employees` goes stale with an employee's change (the
 * payroll shows their names and points), `Payroll` with a fill or a save.
 */
const payrollApi = baseApi.enhanceEndpoints({ addTagTypes: ['Employees', 'Payroll'] }).injectEndpoints({
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
  }),
});

export const {
  useEmployeesQuery,
  useCreateEmployeeMutation,
  useEditEmployeeMutation,
  usePayrollQuery,
  useFillPayrollMutation,
  useSavePayrollMutation,
} = payrollApi;
