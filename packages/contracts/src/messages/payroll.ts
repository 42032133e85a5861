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
  payoutDirector: 'Отчёт по зарплате проводит только директор',
  payoutPosted: 'Отчёт проведён: строки добавлены в авансовый отчёт',
  payoutAlreadyPosted: 'Этот отчёт за месяц уже проведён',
  payoutNothing: 'Проводить нечего: суммы за месяц равны нулю',
  payrollPaidOut: 'Выплата за этот месяц проведена: строки зарплаты больше не меняются',
  payrollAdvancePaid: 'Аванс за этот месяц проведён: суммы аванса больше не меняются',
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

export const describePayroll = {
  payoutUnplaced: (names: readonly string[]) =>
    `Не указана точка или компания из списка у сотрудников: ${names.join(', ')}. Исправьте их карточки`,
};
