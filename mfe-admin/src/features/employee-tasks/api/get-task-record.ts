import { apiPath } from '@pvz/api-client/api-url';
import { employeeTaskRoutes, type TaskRecord } from '@pvz/contracts/api/employee-tasks';
import { employeeTasksApi } from './tasks-api';

/** GET /api/tasks-employees/record?id: what the edit form of a task's day starts from. */
const getTaskRecordApi = employeeTasksApi.injectEndpoints({
  endpoints: (build) => ({
    tasksRecord: build.query<TaskRecord, number>({
      query: (id) => ({ url: apiPath(employeeTaskRoutes.record), params: { id } }),
      providesTags: ['EmployeeTasks'],
    }),
  }),
});

export const { useTasksRecordQuery } = getTaskRecordApi;
