/** Messages of «Доставка и сортировка», its balances and the debtors. Part of `messages` (../messages.ts). */
export const serviceRowsMessages = {
  serviceRowsCreated: 'Добавлены строки «Сортировка» и «Доставка»',
  serviceRowsSorted: 'Отмечено: отсортировано',
  serviceRowsPaid: 'Отмечено: оплачено',
  serviceRowsDeleted: 'Строки удалены',
  serviceRowEdited: 'Строка изменена',
  serviceRowNothingChanged: 'Нечего менять: поля строки не изменены',
  serviceRowPaidNoEdit: 'Оплаченную строку изменить нельзя: её деньги уже в балансе',
  serviceRowNotFound: 'Строка не найдена или удалена',
  serviceRowsPaidAlready: 'Среди выбранных есть уже оплаченные строки: ничего не изменено',
  serviceRowsPaidNoDelete: 'Оплаченные строки удалить нельзя: их деньги уже в балансе',
  serviceValueRequired: 'Укажите стоимость товаров сортировки или доставки',
  servicePercentInvalid: 'Процент: от 0 до 100, не больше двух знаков после запятой',
  serviceDestinationUnknown: 'ПВЗ (доставка) не найден',
  serviceCenterUnknown: 'СЦ (доставка) не найден',
  serviceWithdrawn: 'Вывод проведён',
  debtorPageNotFound: 'Страница должника не найдена',
} as const;
