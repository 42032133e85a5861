/**
 * What the shell may show before any area loads: the sign-in form's checks, the session's end, a new
 * build, an error nobody described. Part of `messages` (../messages.ts); the shell's first-visit code
 * imports this module instead, so that the sign-in page does not download the whole catalogue.
 */
export const platformMessages = {
  // spec §5, §8
  usernameEmpty: 'Имя пользователя не должно быть пустым',
  passwordEmpty: 'Пароль не может быть пустым',
  unknownError: 'Unknown error',

  sessionRequired: 'Войдите в систему, чтобы продолжить',
  sessionExpired: 'Сессия завершена. Войдите снова',
  cookiesCleared: 'Cookie очищены. Через 2 секунды откроется страница входа',
  newBuildAvailable: 'Доступна новая версия приложения',
} as const;
