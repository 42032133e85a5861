/** Messages of «Баланс ПВЗ» and its withdrawals. Part of `messages` (../messages.ts). */
export const balanceMessages = {
  withdrawalOverBalance: 'Сумма заявки больше баланса!',
  withdrawalNotFound: 'Заявка не найдена',
  withdrawalNotCash: 'Выдавать и получать нужно только наличные заявки',
  withdrawalHandedOverAlready: 'Заявка уже выдана',
  withdrawalNotHandedOver: 'Заявку сначала нужно выдать на ПВЗ',
  withdrawalNotRecipient: 'Получение подтверждает только получатель заявки',
  withdrawalClosed: 'Заявка уже получена или отменена',
  withdrawalCancelDirector: 'Отменить заявку может только директор',
  recipientUnknown: 'Получатель не найден',
  withdrawalCreated: 'Заявка создана',
  withdrawalHandedOver: 'Отмечено: деньги выданы',
  withdrawalReceived: 'Получение подтверждено',
  withdrawalCancelled: 'Заявка отменена',
} as const;
