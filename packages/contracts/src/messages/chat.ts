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
  chatCannedTooMany: 'Шаблонов уже 200: удалите ненужные, чтобы добавить новый',
  chatCannedNotYours: 'Удалить шаблон может его автор или тот, кто работает со всеми ПВЗ',
  chatSocketHelloExpected: 'Сначала назовите обращение',
  /** staff are told of a client's message away from the chat page: in-app, by push, by the browser */
  chatNewMessageTitle: 'Новое сообщение в чате поддержки',
} as const;

/** Messages of the support chat that name something. Part of `describe` (../messages.ts). */
export const describeChat = {
  /** a client's message as staff are told of it: who wrote (a client with no name: the text alone) and what */
  chatNewMessage: (name: string, text: string) => (name === '' ? text : `${name}: ${text}`),
};
