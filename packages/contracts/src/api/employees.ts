import { type Static, Type } from 'typebox';
import { payrollNotes } from '../payroll.js';
import { literals, Nullable, OperationId } from './common.js';
import { Id, IsoDate, Kopecks, MonthStart, Text } from './primitives.js';

/** The calls of «Сотрудники» (/advance-report/employees) and «Зарплата» (/advance-report/payroll). */
export const employeesRoutes = {
  /** GET EmployeesQuery → Employees */
  list: '/api/advance-report/employees',
  /** POST EmployeeBody → EmployeeChange (page write) */
  create: '/api/advance-report/employees/create',
  /** POST EditEmployeeBody → EmployeeChange (page write) */
  edit: '/api/advance-report/employees/edit',
} as const;

export const payrollRoutes = {
  /** GET PayrollQuery → Payroll */
  list: '/api/advance-report/payroll',
  /** POST PayrollQuery → Payroll: «Заполнить таблицу за {месяц}», a row per working employee without one */
  fill: '/api/advance-report/payroll/fill',
  /** POST SavePayrollBody → Payroll: the edited rows at once */
  save: '/api/advance-report/payroll/save',
  /** GET PayoutReportQuery → PayoutReport: what the report would post, or what it posted */
  report: '/api/advance-report/payroll/report',
  /** POST CreatePayoutReportBody → PayoutReportChange: posts it, once a month (the director) */
  createReport: '/api/advance-report/payroll/report/create',
} as const;

/** The jobs and banks the legacy offered (LEGACY-NOTES §3.7); a job or bank may be typed too. */
export const employeeJobs = [
  'Руководитель проекта',
  'Управляющий ПВЗ',
  'Сотрудник ПВЗ',
  'Секретарь',
  'Директор',
  'Сортировщик',
  'Служба поддержки',
  'Водитель',
] as const;
export const employeeBanks = [
  'Тинькофф',
  'Сбер',
  'Почта Банк',
  'Озон Банк',
  'Яндекс Банк',
  'Альфа-Банк',
  'Центр-инвест',
  'ВТБ',
  'Райффайзен',
] as const;

const EmployeeFields = {
  fullName: Text(200, 1),
  job: Text(100),
  pvzId: Nullable(Id),
  company: Text(100),
  bank: Text(100),
  phone: Text(40),
  /** kopecks */
  paymentPerShift: Kopecks(1_000_000_00),
  hoursPerShift: Type.Integer({ minimum: 1, maximum: 24 }),
  hiredOn: Nullable(IsoDate),
  leftOn: Nullable(IsoDate),
  /** the staff user this employee signs in as, if any */
  userId: Nullable(Id),
};

export const Employee = Type.Object({
  id: Type.Integer(),
  ...EmployeeFields,
  point: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  user: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
});
export type Employee = Static<typeof Employee>;

export const EmployeesQuery = Type.Object({ q: Type.Optional(Text(100)), pvzId: Type.Optional(Id) });
export type EmployeesQuery = Static<typeof EmployeesQuery>;
export const Employees = Type.Object({ employees: Type.Array(Employee) });
export type Employees = Static<typeof Employees>;

export const EmployeeBody = Type.Object({ employee: Type.Object(EmployeeFields) });
export type EmployeeBody = Static<typeof EmployeeBody>;
export const EditEmployeeBody = Type.Object({ employee: Type.Object({ id: Id, ...EmployeeFields }) });
export type EditEmployeeBody = Static<typeof EditEmployeeBody>;
export const EmployeeChange = Type.Object({ message: Type.String(), employee: Employee });
export type EmployeeChange = Static<typeof EmployeeChange>;

export const PayrollQuery = Type.Object({ month: MonthStart });
export type PayrollQuery = Static<typeof PayrollQuery>;

const Money = Kopecks(10_000_000_00);
const NoteSchema = literals(payrollNotes);

/** What staff type into a row: hours with two decimals at most, sums in kopecks, a note. */
const PayrollInput = {
  hours: Type.Number({ minimum: 0, maximum: 744 }),
  advance: Money,
  advanceOfficial: Money,
  salaryOfficial: Money,
  deductions: Money,
  extra: Money,
  note: NoteSchema,
};

export const PayrollRow = Type.Object({
  id: Type.Integer(),
  employee: Type.Object({ id: Type.Integer(), name: Type.String() }),
  job: Type.String(),
  point: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  company: Type.String(),
  /** kopecks per hour, fixed when the row was made */
  rate: Type.Integer(),
  ...PayrollInput,
  /** «Итого до удержаний», «Итого начислено за месяц», «ЗП к начислению» (below 0: the employee owes) */
  totalBeforeDeductions: Type.Integer(),
  totalAccrued: Type.Integer(),
  net: Type.Integer(),
  updatedAt: Type.String(),
});
export type PayrollRow = Static<typeof PayrollRow>;

export const Payroll = Type.Object({
  month: IsoDate,
  rows: Type.Array(PayrollRow),
  totals: Type.Object({ totalAccrued: Type.Integer(), net: Type.Integer() }),
});
export type Payroll = Static<typeof Payroll>;

export const SavePayrollBody = Type.Object({
  month: MonthStart,
  rows: Type.Array(Type.Object({ id: Id, ...PayrollInput }), { minItems: 1, maxItems: 1000 }),
});
export type SavePayrollBody = Static<typeof SavePayrollBody>;

/** «создать отчет по авансу» and «создать отчет по выплате зп»: the month's pay as advance-report rows. */
export const payoutReports = ['advance', 'salary'] as const;
export type PayoutReportKind = (typeof payoutReports)[number];
export const payoutReportTitle: Record<PayoutReportKind, string> = {
  advance: 'Отчёт по авансу',
  salary: 'Отчёт по выплате ЗП',
};

export const PayoutReportQuery = Type.Object({ month: MonthStart, report: literals(payoutReports) });
export type PayoutReportQuery = Static<typeof PayoutReportQuery>;

/** One row the report posts: the pay of a point's employees of one company, cash or cashless. */
export const PayoutLine = Type.Object({
  point: Type.Object({ id: Type.Integer(), name: Type.String() }),
  company: Type.Object({ id: Type.Integer(), name: Type.String() }),
  payment: literals(['cash', 'cashless'] as const),
  amount: Type.Integer(),
  employees: Type.Integer(),
});
export type PayoutLine = Static<typeof PayoutLine>;

export const PayoutReport = Type.Object({
  month: IsoDate,
  report: literals(payoutReports),
  lines: Type.Array(PayoutLine),
  total: Type.Integer(),
  /** employees whose pay cannot be posted: no point, or a company that is not in the list */
  unplaced: Type.Array(Type.String()),
  postedAt: Nullable(Type.String()),
  postedBy: Nullable(Type.String()),
});
export type PayoutReport = Static<typeof PayoutReport>;

export const CreatePayoutReportBody = Type.Object({
  operationId: OperationId,
  month: MonthStart,
  report: literals(payoutReports),
});
export type CreatePayoutReportBody = Static<typeof CreatePayoutReportBody>;
export const PayoutReportChange = Type.Object({ message: Type.String(), report: PayoutReport });
export type PayoutReportChange = Static<typeof PayoutReportChange>;
