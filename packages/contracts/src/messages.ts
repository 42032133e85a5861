/**
 * Every text a user sees as a toast or an error, in one place.
 * The spec's messages (§5, §8) are binding word for word; the rest are ours.
 */
export const messages = {
  // spec §5, §8
  usernameEmpty: 'Имя пользователя не должно быть пустым',
  passwordEmpty: 'Пароль не может быть пустым',
  userCreated: 'Пользователь успешно создан!',
  userDuplicate: 'Ошибка: пользователь с таким именем уже существует',
  userUpdated: 'Пользователь успешно обновлен!',
  userDeleted: 'Пользователь успешно удален!',
  registered: 'Вы успешно зарегистрированы!',
  phoneTaken: 'Произошла ошибка при создании аккаунта! Номер уже зарегистрирован!',
  unknownError: 'Unknown error',

  // sign-in and sessions
  invalidStaffCredentials: 'Неверное имя пользователя или пароль',
  invalidClientCredentials: 'Неверный номер телефона или пароль',
  tooManyLoginAttempts: 'Слишком много попыток входа. Попробуйте снова через 15 минут',
  sessionRequired: 'Войдите в систему, чтобы продолжить',
  sessionExpired: 'Сессия завершена. Войдите снова',
  cookiesCleared: 'Cookie очищены. Через 2 секунды откроется страница входа',

  // access and requests
  forbidden: 'Недостаточно прав для этого действия',
  staffOnly: 'Эта операция доступна только сотрудникам',
  clientOnly: 'Эта операция доступна только клиентам',
  crossSite: 'Запрос с другого сайта отклонён',
  badRequest: 'Некорректные данные запроса',
  notFound: 'Не найдено',
  tooManyRequests: 'Слишком много запросов. Попробуйте немного позже',
  internalError: 'Внутренняя ошибка сервера. Попробуйте позже',

  // staff users
  usernameTooLong: 'Имя пользователя не должно быть длиннее 64 знаков',
  passwordTooLong: 'Пароль не должен быть длиннее 256 знаков',
  roleUnknown: 'Выберите роль из списка',
  userNotFound: 'Пользователь не найден',
  cannotDeleteSelf: 'Нельзя удалить свою учётную запись',
  cannotDemoteSelf: 'Нельзя снять с себя роль директора',

  // client registration
  phoneInvalid: 'Неправильный ввод номера телефона',
  phoneMustStartWithPlus7: 'Номер телефона должен начинаться с "+7"',
  fioEmpty: 'Укажите имя',
  fioTooLong: 'Имя не должно быть длиннее 100 знаков',
  clientPasswordTooShort: 'Пароль должен состоять хотя бы из 6 знаков!',
  passwordsDiffer: 'Пароль и повтор пароля не совпадают',
  policiesRequired: 'Подтвердите согласие с обеими политиками',

  // platform
  insecureContext: 'Список нельзя расшифровать: откройте приложение по HTTPS',
  listUnreadable: 'Не удалось расшифровать список. Обновите страницу',
  signOutFailed: 'Не удалось выйти: нет связи с сервером. Попробуйте ещё раз',
  remoteFailed: 'Не удалось загрузить раздел. Проверьте соединение и попробуйте ещё раз',
  newBuildAvailable: 'Доступна новая версия приложения',
} as const;

export type MessageKey = keyof typeof messages;
