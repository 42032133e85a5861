import { type Static, Type } from 'typebox';
import { Nullable } from './common.js';
import { MonthStart } from './primitives.js';

/** The calls of «Табель» (/timesheet): hours per employee and day, feeding the payroll. */
export const timesheetRoutes = {
  /** GET TimesheetQuery → Timesheet */
  month: '/api/timesheet',
  /** POST SaveTimesheetBody → Timesheet (page write): the changed cells at once */
  save: '/api/timesheet/save',
  /** POST TimesheetQuery → Timesheet (page write): last month's hours into the empty days */
  copyPrevious: '/api/timesheet/copy-previous',
  /** POST LockTimesheetBody → Timesheet (ADMIN): an approved month is closed to changes */
  lock: '/api/timesheet/lock',
} as const;

export const TimesheetQuery = Type.Object({ month: MonthStart });
export type TimesheetQuery = Static<typeof TimesheetQuery>;

export const TimesheetRow = Type.Object({
  employee: Type.Object({ id: Type.Integer(), name: Type.String() }),
  point: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  /** hours of each day of the month, the 1st first */
  hours: Type.Array(Type.Integer({ minimum: 0, maximum: 24 })),
  total: Type.Integer(),
  workedDays: Type.Integer(),
});
export type TimesheetRow = Static<typeof TimesheetRow>;

export const Timesheet = Type.Object({
  month: Type.String(),
  days: Type.Integer(),
  locked: Type.Boolean(),
  rows: Type.Array(TimesheetRow),
});
export type Timesheet = Static<typeof Timesheet>;

export const SaveTimesheetBody = Type.Object({
  month: MonthStart,
  cells: Type.Array(
    Type.Object({
      employeeId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
      day: Type.Integer({ minimum: 1, maximum: 31 }),
      hours: Type.Integer({ minimum: 0, maximum: 24 }),
    }),
    { minItems: 1, maxItems: 5000 },
  ),
});
export type SaveTimesheetBody = Static<typeof SaveTimesheetBody>;

export const LockTimesheetBody = Type.Object({ month: MonthStart, locked: Type.Boolean() });
export type LockTimesheetBody = Static<typeof LockTimesheetBody>;
