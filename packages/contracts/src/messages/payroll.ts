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
