import { apiPath } from '@pvz/api-client/api-url';
import { employeeTaskRoutes, type TaskChoices } from '@pvz/contracts/api/employee-tasks';
import { employeeTasksApi } from './tasks-api';

/** GET /api/tasks-employees/choices: the points and people a task of mine may go to. */
const getTaskChoicesApi = employeeTasksApi.injectEndpoints({
  endpoints: (build) => ({
    tasksChoices: build.query<TaskChoices, void>({
      query: () => apiPath(employeeTaskRoutes.choices),
    }),
  }),
});

export const { useTasksChoicesQuery } = getTaskChoicesApi;
