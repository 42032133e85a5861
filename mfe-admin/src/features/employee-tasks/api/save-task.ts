import { apiPath } from '@pvz/api-client/api-url';
import {
  type CreateTaskBody,
  type DeleteTaskBody,
  type EditTaskBody,
  employeeTaskRoutes,
  type TaskChange,
} from '@pvz/contracts/api/employee-tasks';
import { employeeTasksApi } from './tasks-api';

/** POST /api/tasks-employees/create, /edit and /delete: a task made, changed or removed from one of its days. */
const saveTaskApi = employeeTasksApi.injectEndpoints({
  endpoints: (build) => ({
    tasksCreate: build.mutation<TaskChange, CreateTaskBody>({
      query: (body) => ({ url: apiPath(employeeTaskRoutes.create), method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['EmployeeTasks'] : []),
    }),
    tasksEdit: build.mutation<TaskChange, EditTaskBody>({
      query: (body) => ({ url: apiPath(employeeTaskRoutes.edit), method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['EmployeeTasks'] : []),
    }),
    tasksDelete: build.mutation<TaskChange, DeleteTaskBody>({
      query: (body) => ({ url: apiPath(employeeTaskRoutes.remove), method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['EmployeeTasks'] : []),
    }),
  }),
});

export const { useTasksCreateMutation, useTasksEditMutation, useTasksDeleteMutation } = saveTaskApi;
