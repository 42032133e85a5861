import { apiPath } from '@pvz/api-client/api-url';
import { baseApi } from '@pvz/api-client/base-api';
import {
  type LockTimesheetBody,
  type SaveTimesheetBody,
  type Timesheet,
  type TimesheetQuery,
  timesheetRoutes,
} from '@pvz/contracts/api/timesheet';

/** The calls of «Табель»; a change of hours also changes the payroll's. */
const timesheetApi = baseApi.enhanceEndpoints({ addTagTypes: ['Timesheet', 'Payroll'] }).injectEndpoints({
  endpoints: (build) => ({
    timesheet: build.query<Timesheet, TimesheetQuery>({
      query: (params) => ({ url: apiPath(timesheetRoutes.month), params }),
      providesTags: ['Timesheet'],
    }),
    saveTimesheet: build.mutation<Timesheet, SaveTimesheetBody>({
      query: (body) => ({ url: apiPath(timesheetRoutes.save), method: 'POST', body }),
      invalidatesTags: ['Timesheet', 'Payroll'],
    }),
    copyPreviousMonth: build.mutation<Timesheet, TimesheetQuery>({
      query: (body) => ({ url: apiPath(timesheetRoutes.copyPrevious), method: 'POST', body }),
      invalidatesTags: ['Timesheet', 'Payroll'],
    }),
    lockTimesheet: build.mutation<Timesheet, LockTimesheetBody>({
      query: (body) => ({ url: apiPath(timesheetRoutes.lock), method: 'POST', body }),
      invalidatesTags: ['Timesheet'],
    }),
  }),
});

export const { useTimesheetQuery, useSaveTimesheetMutation, useCopyPreviousMonthMutation, useLockTimesheetMutation } =
  timesheetApi;
