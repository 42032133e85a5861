import { apiPath } from '@pvz/api-client/api-url';
import { baseApi } from '@pvz/api-client/base-api';
import { employeeTaskRoutes, type TickAnswer, type TickBody, type TodayTasks } from '@pvz/contracts/api/employee-tasks';

/**
 * «Мои задачи на сегодня» of the home page and its tick. The tag is the one «Задачи сотрудников»
 * uses, so a tick on either refreshes both.
 */
const todayTasksApi = baseApi.enhanceEndpoints({ addTagTypes: ['EmployeeTasks'] }).injectEndpoints({
  endpoints: (build) => ({
    homeTodayTasks: build.query<TodayTasks, void>({
      query: () => apiPath(employeeTaskRoutes.today),
      providesTags: ['EmployeeTasks'],
    }),
    homeTickTask: build.mutation<TickAnswer, TickBody>({
      query: (body) => ({ url: apiPath(employeeTaskRoutes.tick), method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['EmployeeTasks'] : []),
    }),
  }),
});

export const { useHomeTodayTasksQuery, useHomeTickTaskMutation } = todayTasksApi;
