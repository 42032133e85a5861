import { apiPath } from '@pvz/api-client/api-url';
import {
  type DoneManagerTaskBody,
  type ManagerTaskChange,
  type ManagerTaskIdBody,
  managerTaskRoutes,
  type RefineManagerTaskBody,
} from '@pvz/contracts/api/manager-tasks';
import { managerTasksApi } from './manager-tasks-api';

/** POST /api/tasks/done, /check and /refine: the responsible's and the creator's steps. */
const taskStepsApi = managerTasksApi.injectEndpoints({
  endpoints: (build) => ({
    managerTasksDone: build.mutation<ManagerTaskChange, DoneManagerTaskBody>({
      query: (body) => ({ url: apiPath(managerTaskRoutes.done), method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['ManagerTasks'] : []),
    }),
    managerTasksCheck: build.mutation<ManagerTaskChange, ManagerTaskIdBody>({
      query: (body) => ({ url: apiPath(managerTaskRoutes.check), method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['ManagerTasks'] : []),
    }),
    managerTasksRefine: build.mutation<ManagerTaskChange, RefineManagerTaskBody>({
      query: (body) => ({ url: apiPath(managerTaskRoutes.refine), method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['ManagerTasks'] : []),
    }),
  }),
});

export const { useManagerTasksDoneMutation, useManagerTasksCheckMutation, useManagerTasksRefineMutation } =
  taskStepsApi;
