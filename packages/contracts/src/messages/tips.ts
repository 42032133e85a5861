/** Messages of the staff help articles («Подсказки», /tips). Part of `messages` (../messages.ts). */
export const tipMessages = {
  tipNotFound: 'Подсказка не найдена',
  tipTitleRequired: 'Введите заголовок подсказки',
  tipBodyRequired: 'Напишите текст подсказки',
  tipRoleUnknown: 'Роль не найдена: выберите роли сотрудников из списка',
  tipPictureInvalid: 'Картинка не найдена: загрузите её в подсказку заново',
  tipPicturesTooMany: 'В подсказке может быть не больше 30 картинок',
  tipCreated: 'Подсказка создана',
  tipSaved: 'Подсказка сохранена',
  tipDeleted: 'Подсказка удалена',
} as const;
