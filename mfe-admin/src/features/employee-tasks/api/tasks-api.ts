import { baseApi } from '@pvz/api-client/base-api';

/** «Задачи сотрудников»: a change of a task or a tick refreshes the days and «Мои задачи на сегодня». */
export const employeeTasksApi = baseApi.enhanceEndpoints({ addTagTypes: ['EmployeeTasks'] });
