/** Messages of «Авансовый отчёт» (the legacy's words where it had them). Part of `messages` (../messages.ts). */
export const advanceReportMessages = {
  advanceCategoryRequired: 'Выберите статью расхода!',
  advancePointRequired: 'Выберите ПВЗ!',
  advanceRecipientRequired: 'Выберите получателя!',
  advanceCompanyRequired: 'Выберите компанию!',
  advanceTransferCash: 'Передать можно только наличные',
  advanceRecipientSelf: 'Нельзя передать деньги самому себе',
  advanceRecipientNoPage: 'У получателя нет доступа к авансовому отчёту: он не сможет подтвердить получение',
  advanceTopUpDirector: 'Пополнить баланс может только директор',
  advanceCashlessDirector: 'Безналичные записи проводит только директор',
  advanceRowNotFound: 'Запись не найдена',
  advanceNotWaiting: 'Эта запись не ждёт подтверждения',
  advanceNotRecipient: 'Подтверждает получение только получатель',
  advanceCreated: 'Запись добавлена',
  advanceReceived: 'Получение подтверждено',
  advanceRejected: 'Передача отклонена',
  advanceConfirmTitle: 'Авансовый отчёт',
  advanceConfirmText: 'Подтвердите получение денежных средств',
  advanceReceiptInvalid: 'Чек не найден среди ваших загруженных файлов',
  advanceReceiptUsed: 'Этот чек уже прикреплён к другой записи',
  advanceAccountNotFound: 'Баланс не найден среди ваших',
  advanceCreditDirector: 'Движения кредита проводит только директор',
  advanceCreditDebtShort: 'Задолженность кредита меньше чем вписанная сумма!',
  advanceCreditBalanceShort: 'Баланс кредита меньше чем вписанная сумма!',
} as const;

export const describeAdvanceReport = {
  /** the legacy's «На балансе … не хватает средств!» */
  advanceShortOfMoney: (account: string) => `На балансе «${account}» не хватает средств!`,
};

/** Messages of the banks. Part of `messages` (../messages.ts). */
export const bankMessages = {
  banksDirector: 'Банки ведёт только директор',
  bankNotFound: 'Банк не найден',
  bankNameTaken: 'Банк с таким названием уже есть',
  bankSameAccount: 'Выберите два разных банка',
  bankCreated: 'Банк добавлен',
  bankTransferred: 'Перевод между банками проведён',
  bankMainSet: 'Основной банк выбран',
} as const;
