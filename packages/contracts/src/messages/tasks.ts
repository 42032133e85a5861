/**
 * Messages of employee tasks (/tasks-employees) and manager tasks (/tasks). Part of `messages`
 * (../messages.ts). The pushes of manager tasks are the legacy's words (LEGACY-NOTES §7.5, §7.8).
 */
export const taskMessages = {
  // employee tasks
  taskTitleRequired: 'Введите название задачи',
  taskUntilRequired: 'Укажите дату, до которой повторять задачу',
  taskUntilBeforeStart: 'Дата окончания повторов не может быть раньше даты задачи',
  taskWeekdaysRequired: 'Выберите дни недели для еженедельной задачи',
  taskWeekdaysOnlyWeekly: 'Дни недели выбираются только для еженедельной задачи',
  taskPointRequired: 'Выберите ПВЗ, сотрудникам которого назначена задача',
  taskPeopleRequired: 'Выберите сотрудников, которым назначена задача',
  taskPersonUnknown: 'Сотрудник не найден или не может получать задачи',
  taskAllNeedsNetwork: 'Задачу для всех сотрудников ставит тот, кому доступны все ПВЗ',
  taskPersonOutOfScope: 'Сотрудник работает не на ваших ПВЗ',
  taskNotFound: 'Задача не найдена',
  taskOccurrenceNotFound: 'Задача на этот день не найдена',
  taskNotYours: 'Эта задача назначена не вам',
  taskAlreadyDone: 'Задача уже отмечена выполненной',
  taskPhotoInvalid: 'Фото не найдено или уже приложено к другой задаче',
  taskTooEarly: 'Дата задачи не может быть раньше чем за 31 день до сегодня',
  taskPeriodInvalid: 'Период: начало не позже конца, не длиннее 93 дней',
  taskCreated: 'Задача создана',
  taskSaved: 'Задача сохранена',
  taskDeleted: 'Задача удалена',
  taskDone: 'Задача выполнена',
  taskEmployeeNotFound: 'Сотрудник не найден',

  // manager tasks
  managerTaskDescriptionRequired: 'Введите описание задачи',
  managerTaskResponsibleUnknown: 'Ответственный не найден или не может получать задачи',
  managerTaskResponsibleOutOfScope: 'Ответственный работает не на ваших ПВЗ',
  managerTaskNotFound: 'Задача не найдена',
  managerTaskNotCreator: 'Это может сделать только постановщик задачи или директор',
  managerTaskNotResponsible: 'Отметить выполнение может только ответственный',
  managerTaskDoneAlready: 'Задача уже отмечена выполненной',
  managerTaskNotDone: 'Задача ещё не выполнена',
  managerTaskChecked: 'Задача уже проверена',
  managerTaskPhotoInvalid: 'Фото не найдено или уже приложено к другой задаче',
  managerTaskCreated: 'Задача поставлена',
  managerTaskSaved: 'Задача сохранена',
  managerTaskDeleted: 'Задача удалена',
  managerTaskMarkedDone: 'Задача отмечена выполненной',
  managerTaskCheckedNow: 'Задача проверена',
  managerTaskSentBack: 'Задача отправлена на доработку',
  /** the home page's warning (LEGACY-NOTES §5.4) */
  managerTaskOverdueWarning: 'У Вас есть невыполненные задачи!',
  /** pushes (LEGACY-NOTES §7.5) */
  managerTaskPushNewTitle: 'Новая задача',
  managerTaskPushNew: 'Вам поступила новая задача в DAROM.PRO!',
  managerTaskPushTitle: 'Задачи',
  managerTaskPushDone: 'Одна из задач успешно выполнена!',
  managerTaskPushRefinement: 'Одна из задач требует доработки!',
} as const;
