/** Messages of the client cabinet: notifications, device tokens, pushes and uploaded files. Part of `messages` (../messages.ts). */
export const notificationMessages = {
  // messages from staff
  messageSent: 'Сообщение отправлено',
  messageTitleEmpty: 'Укажите заголовок сообщения',
  messageTitleTooLong: 'Заголовок не должен быть длиннее 100 знаков',
  messageTextEmpty: 'Укажите текст сообщения',
  messageTextTooLong: 'Текст сообщения не должен быть длиннее 1000 знаков',
  ownPhoneOnly: 'Можно подключить уведомления только для своего номера',
  ownUsernameOnly: 'Можно подключить уведомления только для своей учётной записи',

  // in-app notifications and push in the browser
  notificationsTitle: 'Уведомления',
  notificationsEmpty: 'Уведомлений пока нет',
  notificationsMarkAllRead: 'Прочитать все',
  pushConnect: 'Подключить уведомления',
  pushInAppOnly: 'Push-уведомления не настроены: уведомления видны только здесь',
  pushBlocked: 'Уведомления запрещены в настройках браузера. Разрешите их и попробуйте снова',
  pushUnsupported: 'Этот браузер не поддерживает push-уведомления',
  pushSubscribeFailed: 'Не удалось подключить уведомления. Попробуйте позже',

  // uploaded files
  fileMissing: 'Прикрепите файл',
  fileTooLarge: 'Файл слишком большой: не больше 5 МБ',
  fileUnreadable: 'Не удалось прочитать файл: отправьте один файл ещё раз',
  fileTypeImage: 'Нужна картинка: PNG, JPEG или WEBP',
  fileTypeDocument: 'Нужна картинка (PNG, JPEG, WEBP) или PDF',
  fileNotFound: 'Файл не найден',

  // barcode delivery
  barcodeDispatchTitle: 'Доставка заказов по ШК (QR)',
  barcodeDispatchMessage: 'Прикреплён новый штрих-код',
  barcodeDeliveryCreated: 'Ваш заказ успешно оформлен!',
  barcodeDeliveryEta: 'Ориентировочное время доставки: 2 дня',
  barcodeFileInvalid: 'Прикрепите картинку штрих-кода, загруженную с этого аккаунта',
  barcodeFileUsed: 'Этот штрих-код уже отправлен',
} as const;
