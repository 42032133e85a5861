import { apiPath } from '@pvz/api-client/api-url';
import { uploadFileQuery } from '@pvz/api-client/upload-file';
import type { UploadedFile } from '@pvz/contracts/api/files';
import {
  type CreateManagerTaskBody,
  type EditManagerTaskBody,
  type ManagerTaskChange,
  type ManagerTaskIdBody,
  type ManagerTaskRemoved,
  managerTaskRoutes,
} from '@pvz/contracts/api/manager-tasks';
import { managerTasksApi } from './manager-tasks-api';

/** POST /api/tasks/create, /edit and /delete, and the photos uploaded for them (purpose `task`). */
const saveManagerTaskApi = managerTasksApi.injectEndpoints({
  endpoints: (build) => ({
    managerTasksCreate: build.mutation<ManagerTaskChange, CreateManagerTaskBody>({
      query: (body) => ({ url: apiPath(managerTaskRoutes.create), method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['ManagerTasks'] : []),
    }),
    managerTasksEdit: build.mutation<ManagerTaskChange, EditManagerTaskBody>({
      query: (body) => ({ url: apiPath(managerTaskRoutes.edit), method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['ManagerTasks'] : []),
    }),
    managerTasksDelete: build.mutation<ManagerTaskRemoved, ManagerTaskIdBody>({
      query: (body) => ({ url: apiPath(managerTaskRoutes.remove), method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['ManagerTasks'] : []),
    }),
    managerTasksUploadPhoto: build.mutation<UploadedFile, File>({
      query: (file) => uploadFileQuery(file, 'task'),
    }),
  }),
});

export const {
  useManagerTasksCreateMutation,
  useManagerTasksEditMutation,
  useManagerTasksDeleteMutation,
  useManagerTasksUploadPhotoMutation,
} = saveManagerTaskApi;
