/** Messages of the statement import. Part of `messages` (../messages.ts). */
export const statementMessages = {
  statementDirector: 'Выписки загружает только директор',
  statementFileMissing: 'Выберите файл выписки',
  statementUnreadable: 'Файл не похож на выписку: загрузите xlsx, csv или файл 1С (1CClientBankExchange)',
  statementMappingRequired: 'Укажите колонки даты и суммы (одну со знаком или две: списание и поступление)',
  statementMappingUnknown: 'В файле нет колонки, указанной в сопоставлении',
  statementFieldsInvalid: 'Неверные данные формы загрузки',
  statementNothingNew: 'Новых строк нет: выписка уже загружена',
  statementImported: 'Выписка загружена',
  statementBatchNotFound: 'Загрузка не найдена',
  statementBatchUndone: 'Загрузка уже отменена',
  statementUndone: 'Загрузка отменена: проводки сторнированы',
  statementCategoryUnknown: 'Статья расхода не найдена',
  statementTooLong: 'В выписке больше 100 000 строк: разделите её на части',
  statementMappingMissing: 'Укажите колонки файла: загрузка читает его так же, как предпросмотр',
  statementRuleInnInvalid: 'ИНН: 10 или 12 цифр',
  statementRuleKeywordShort: 'Слово для правила: от 3 до 200 символов',
  statementRuleTaken: 'Такое правило уже есть',
  statementRuleNotFound: 'Правило не найдено',
  statementRuleCreated: 'Правило сохранено',
  statementRuleDeleted: 'Правило удалено',
} as const;

export const describeStatements = {
  statementCategoriesMissing: (rows: readonly number[]) =>
    `Выберите статью расхода для списаний в строках ${rows.slice(0, 20).join(', ')}${rows.length > 20 ? ' …' : ''}`,
};
