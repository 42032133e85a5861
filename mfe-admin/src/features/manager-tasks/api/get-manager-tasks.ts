import { apiPath } from '@pvz/api-client/api-url';
import {
  type ManagerTaskChoices,
  type ManagerTasks,
  type ManagerTasksQuery,
  managerTaskRoutes,
} from '@pvz/contracts/api/manager-tasks';
import { managerTasksApi } from './manager-tasks-api';

/** GET /api/tasks and /api/tasks/choices: the tasks I see, and who may be responsible for mine. */
const getManagerTasksApi = managerTasksApi.injectEndpoints({
  endpoints: (build) => ({
    managerTasksList: build.query<ManagerTasks, ManagerTasksQuery>({
      query: (params) => ({ url: apiPath(managerTaskRoutes.list), params }),
      providesTags: ['ManagerTasks'],
    }),
    managerTasksChoices: build.query<ManagerTaskChoices, void>({
      query: () => apiPath(managerTaskRoutes.choices),
    }),
  }),
});

export const { useManagerTasksListQuery, useManagerTasksChoicesQuery } = getManagerTasksApi;
