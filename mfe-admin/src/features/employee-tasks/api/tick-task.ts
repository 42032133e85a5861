import { apiPath } from '@pvz/api-client/api-url';
import { uploadFileQuery } from '@pvz/api-client/upload-file';
import { employeeTaskRoutes, type TickAnswer, type TickBody } from '@pvz/contracts/api/employee-tasks';
import type { UploadedFile } from '@pvz/contracts/api/files';
import { employeeTasksApi } from './tasks-api';

/** POST /api/tasks-employees/tick, with the photo uploaded first (purpose `task`). */
const tickTaskApi = employeeTasksApi.injectEndpoints({
  endpoints: (build) => ({
    tasksTick: build.mutation<TickAnswer, TickBody>({
      query: (body) => ({ url: apiPath(employeeTaskRoutes.tick), method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['EmployeeTasks'] : []),
    }),
    tasksUploadPhoto: build.mutation<UploadedFile, File>({
      query: (file) => uploadFileQuery(file, 'task'),
    }),
  }),
});

export const { useTasksTickMutation, useTasksUploadPhotoMutation } = tickTaskApi;
