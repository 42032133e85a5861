/** Messages of the licensee service (/renters, /spreadsheets/saas, /balance/trackbis). Part of `messages` (../messages.ts). */
export const licenseeMessages = {
  licenseeDirector: 'Тарифы, счета и оплаты лицензиатов — только директор',
  licenseeNotFound: 'Лицензиат не найден',
  licenseeNameRequired: 'Укажите название лицензиата',
  licenseeNameTaken: 'Лицензиат с таким названием уже есть',
  licenseeTariffInvalid: 'Тариф: первая ступень с 0 посылок, каждая следующая — с большего числа',
  licenseePointTaken: 'Одна из точек уже относится к другому лицензиату',
  licenseeCreated: 'Лицензиат добавлен',
  licenseeSaved: 'Лицензиат сохранён',
  licenseeTariffSaved: 'Тариф сохранён',
  licenseeNoTariff: 'На этот месяц у лицензиата нет тарифа',
  licenseeInvoiced: 'Счёт выставлен',
  licenseeInvoicedAlready: 'Счёт за этот месяц уже выставлен',
  licenseeMonthOpen: 'Счёт выставляется за прошедший месяц, когда он закончился',
  licenseeNothingToInvoice: 'Сумма счёта равна нулю: выставлять нечего',
  licenseePaid: 'Оплата записана',
} as const;
