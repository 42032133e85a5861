/** Messages of staff broadcasts («Сообщения», /admin/messages). Part of `messages` (../messages.ts). */
export const broadcastMessages = {
  broadcastNetworkOnly: 'Всем клиентам и всем сотрудникам пишет тот, кому доступны все ПВЗ',
  broadcastClientsPage: 'Писать клиентам может тот, кому доступна страница «Клиенты»',
  broadcastNobody: 'Получателей нет: сообщение некому отправить',
  broadcastRecipientRequired: 'Укажите, кому отправить сообщение',
} as const;

/** The toast of a sent broadcast. */
export const broadcastSentTo = (recipients: number) => `Сообщение отправлено, получателей: ${recipients}`;
