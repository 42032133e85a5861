/** What each logged entity is called on screen. */
export const entityLabels: Record<string, string> = {
  user: 'Пользователь',
  role: 'Роль',
  settings: 'Настройки сайта',
  cells: 'Ячейки',
  'pvz-percent': 'Проценты ПВЗ',
  'reference:points': 'ПВЗ',
  'reference:sorting-centers': 'Сортировочный центр',
  'reference:pvz-delivery': 'ПВЗ (Доставка)',
  'reference:sorting-centers-delivery': 'СЦ (Доставка)',
  'reference:marketplaces': 'Маркетплейс',
  'reference:phone-numbers': 'Телефон и адрес',
  'reference:order-accounts': 'Аккаунт заказа',
};

export const actionLabels = { create: 'Создание', update: 'Изменение', delete: 'Удаление' } as const;
