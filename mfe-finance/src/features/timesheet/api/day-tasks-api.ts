import { apiPath } from '@pvz/api-client/api-url';
import { baseApi } from '@pvz/api-client/base-api';
import { type EmployeeDayQuery, type EmployeeDayTasks, employeeTaskRoutes } from '@pvz/contracts/api/employee-tasks';

/** GET /api/tasks-employees/of-employee: a person's employee tasks of a day, opened from «Табель». */
const dayTasksApi = baseApi.enhanceEndpoints({ addTagTypes: ['EmployeeTasks'] }).injectEndpoints({
  endpoints: (build) => ({
    financeEmployeeDayTasks: build.query<EmployeeDayTasks, EmployeeDayQuery>({
      query: (params) => ({ url: apiPath(employeeTaskRoutes.ofEmployee), params }),
      providesTags: ['EmployeeTasks'],
    }),
  }),
});

export const { useFinanceEmployeeDayTasksQuery } = dayTasksApi;
