import { apiPath } from '@pvz/api-client/api-url';
import { employeeTaskRoutes, type Occurrences, type PeriodQuery } from '@pvz/contracts/api/employee-tasks';
import { employeeTasksApi } from './tasks-api';

/** GET /api/tasks-employees?from&to: the days of the tasks I see, with done counters. */
const getOccurrencesApi = employeeTasksApi.injectEndpoints({
  endpoints: (build) => ({
    tasksOccurrences: build.query<Occurrences, PeriodQuery>({
      query: (params) => ({ url: apiPath(employeeTaskRoutes.occurrences), params }),
      providesTags: ['EmployeeTasks'],
    }),
  }),
});

export const { useTasksOccurrencesQuery } = getOccurrencesApi;
