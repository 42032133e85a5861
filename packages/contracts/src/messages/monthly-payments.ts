/** Messages of «Ежемесячные платежи». Part of `messages` (../messages.ts). */
export const monthlyPaymentsMessages = {
  monthlyTemplateNotFound: 'Шаблон платежа не найден',
  monthlyTemplateCreated: 'Платёж добавлен',
  monthlyTemplateSaved: 'Платёж сохранён',
  monthlyTemplateDeleted: 'Платёж удалён, оплаченные месяцы сохранены',
  monthlyPaidAlready: 'Этот платёж за месяц уже оплачен',
  monthlyNotDue: 'Этот платёж в этом месяце не начислен',
  monthlyPaid: 'Оплачено',
  monthlyPayerUnknown: 'Плательщик не найден',
  monthlyCompanyRequired: 'Укажите компанию',
  monthlyPayerDirector: 'Платить из чужих наличных может только директор',
} as const;
