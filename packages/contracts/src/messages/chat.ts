/** Messages of the support chat. Part of `messages` (../messages.ts). */
export const chatMessages = {
  chatThreadNotFound: 'Обращение не найдено',
  chatThreadDeleted: 'Обращение удалено',
  chatGuestNameEmpty: 'Укажите имя',
  chatTooFast: 'Слишком много сообщений подряд. Подождите минуту и напишите снова',
  chatMessageEmpty: 'Напишите сообщение',
  chatThreadClosed: 'Обращение закрыто: откройте его снова, чтобы ответить',
  chatAssigneeUnknown: 'Сотрудник не найден или не работает с чатом поддержки',
  chatFileInvalid: 'Фото не найдено или уже приложено к другому сообщению',
  chatGuestKeyInvalid: 'Обращение не найдено. Начните новый чат',
  chatCannedNotFound: 'Шаблон ответа не найден',
  chatCannedTitleEmpty: 'Укажите название шаблона',
  chatCannedBodyEmpty: 'Напишите текст шаблона',
  chatSocketHelloExpected: 'Сначала назовите обращение',
} as const;
