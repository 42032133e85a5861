import { baseApi } from '@pvz/api-client/base-api';

/** «Задачи»: each step of a task refreshes the list. */
export const managerTasksApi = baseApi.enhanceEndpoints({ addTagTypes: ['ManagerTasks'] });
