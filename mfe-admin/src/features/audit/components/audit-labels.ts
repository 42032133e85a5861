import type { AuditAction } from '@pvz/contracts/api/audit';

/** What each logged entity is called on screen. */
export const entityLabels: Record<string, string> = {
  'sign-in:staff': 'Вход сотрудника',
  'sign-in:client': 'Вход клиента',
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
  'equipment:equipment': 'Оборудование ПВЗ',
  'equipment:auto': 'Автосклад',
  message: 'Сообщение',
  broadcast: 'Рассылка',
};

export const actionLabels: Record<AuditAction, string> = {
  create: 'Создание',
  update: 'Изменение',
  delete: 'Удаление',
  'sign-in': 'Вход',
  'sign-in-failed': 'Неудачный вход',
};

/** A sign-in has no record before and after, only what is known about it (address, outcome). */
export const isSignIn = (action: AuditAction) => action === 'sign-in' || action === 'sign-in-failed';
