/** Messages of «Сотрудники» and «Зарплата». Part of `messages` (../messages.ts). */
export const payrollMessages = {
  employeeCreated: 'Сотрудник добавлен',
  employeeNameRequired: 'Укажите ФИО сотрудника',
  employeeSaved: 'Сотрудник сохранён',
  employeeNotFound: 'Сотрудник не найден',
  employeeUserTaken: 'Этот пользователь уже привязан к другому сотруднику',
  employeeUserUnknown: 'Пользователь не найден',
  employeeLeftBeforeHired: 'Дата увольнения раньше даты приёма',
  payrollFilled: 'Таблица заполнена',
  payrollSaved: 'Зарплата сохранена',
  payrollRowNotFound: 'Строка зарплаты не найдена в этом месяце',
  payrollHoursInvalid: 'Часы: от 0 до 744, не больше двух знаков после запятой',
} as const;

/** Messages of «Табель». Part of `messages` (../messages.ts). */
export const timesheetMessages = {
  timesheetSaved: 'Табель сохранён',
  timesheetCopied: 'Часы прошлого месяца перенесены в пустые дни',
  timesheetLocked: 'Табель за этот месяц утверждён: изменения закрыты',
  timesheetLockedNow: 'Табель утверждён',
  timesheetUnlocked: 'Табель снова открыт для изменений',
  timesheetLockDirector: 'Утверждает табель только директор',
  timesheetDayInvalid: 'В этом месяце нет такого дня',
  timesheetEmployeeUnknown: 'Сотрудник не найден среди ваших',
} as const;
