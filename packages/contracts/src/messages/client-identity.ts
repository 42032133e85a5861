/** Messages of the client cabinet: one-time codes, the Telegram bot, password reset. Part of `messages` (../messages.ts). */
export const clientIdentityMessages = {
  // LEGACY-NOTES §6.2, word for word
  codeNotFound: 'Такой код не найден или Вы используете его второй раз!',
  codeExpired: 'Срок действия кода истёк. Запросите новый код',
  codeAttemptsExhausted: 'Код введён неверно слишком много раз. Запросите новый код',
  codeEmpty: 'Введите код',
  codeResendWait: (seconds: number) => `Новый код можно запросить через ${seconds} с`,
  codesTooMany: 'Слишком много запросов кода. Попробуйте через час',
  codeSent: 'Код отправлен в Telegram',
  codeRecordNotFound: 'Запрос кода не найден',
  resetCodeRequired: 'Сначала подтвердите номер кодом из Telegram',
  passwordReset: 'Пароль изменён. Войдите с новым паролем',
  webhookSecretWrong: 'Неверный секрет вебхука',
  // what the bot writes in Telegram
  botLoginCode: (code: string) =>
    `Код для входа в личный кабинет: ${code}\nНикому его не сообщайте. Код действует 5 минут.`,
  botResetCode: (code: string) =>
    `Код для восстановления пароля: ${code}\nНикому его не сообщайте. Код действует 5 минут.`,
  botWelcome:
    'Здравствуйте! Чтобы получать коды для входа в личный кабинет, поделитесь своим номером телефона — кнопкой ниже.',
  botShareContactButton: 'Поделиться номером',
  botPhoneBound: (phone: string) => `Номер ${phone} подключён. Вернитесь на сайт и запросите код.`,
  botForeignContact: 'Поделитесь, пожалуйста, своим номером — кнопкой ниже.',
  botPhoneUnsupported: 'Этот номер не подходит: нужен российский мобильный номер (+7).',
} as const;
