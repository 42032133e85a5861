import { apiPath } from '@pvz/api-client/api-url';
import { employeeTaskRoutes, type OccurrenceDetail } from '@pvz/contracts/api/employee-tasks';
import { employeeTasksApi } from './tasks-api';

/** GET /api/tasks-employees/occurrence?id: a task's day with each assignee's tick. */
const getOccurrenceApi = employeeTasksApi.injectEndpoints({
  endpoints: (build) => ({
    tasksOccurrence: build.query<OccurrenceDetail, number>({
      query: (id) => ({ url: apiPath(employeeTaskRoutes.occurrence), params: { id } }),
      providesTags: ['EmployeeTasks'],
    }),
  }),
});

export const { useTasksOccurrenceQuery } = getOccurrenceApi;
