import { apiPath } from '@pvz/api-client/api-url';
import { baseApi } from '@pvz/api-client/base-api';
import { employeeTaskRoutes, type TickAnswer, type TickBody } from '@pvz/contracts/api/employee-tasks';

/**
 * A tick of «Мои задачи на сегодня» on the home page. The tag is the one «Задачи сотрудников» and the
 * home summary use, so a tick refreshes both.
 */
const tickTaskApi = baseApi.enhanceEndpoints({ addTagTypes: ['EmployeeTasks'] }).injectEndpoints({
  endpoints: (build) => ({
    homeTickTask: build.mutation<TickAnswer, TickBody>({
      query: (body) => ({ url: apiPath(employeeTaskRoutes.tick), method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['EmployeeTasks'] : []),
    }),
  }),
});

export const { useHomeTickTaskMutation } = tickTaskApi;
