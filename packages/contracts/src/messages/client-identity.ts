import type { CodePurpose } from '../api/client-identity.js';

/** What a code is for, as the bot and the SMS name it. */
const codeTitles: Record<CodePurpose, string> = {
  login: 'Код для входа в личный кабинет',
  reset: 'Код для восстановления пароля',
  register: 'Код для регистрации',
  'phone-change': 'Код для смены номера',
  verify: 'Код подтверждения номера',
};

/** Messages of the client cabinet: one-time codes, the Telegram bot, password reset. Part of `messages` (../messages.ts). */
export const clientIdentityMessages = {
  // LEGACY-NOTES §6.2, word for word
  codeNotFound: 'Такой код не найден или Вы используете его второй раз!',
  codeExpired: 'Срок действия кода истёк. Запросите новый код',
  codeAttemptsExhausted: 'Код введён неверно слишком много раз. Запросите новый код',
  codeEmpty: 'Введите код',
  codeResendWait: (seconds: number) => `Новый код можно запросить через ${seconds} с`,
  codesTooMany: 'Слишком много запросов кода. Попробуйте через час',
  codeSent: 'Код отправлен',
  phoneChangeCodeRequired: 'Подтвердите новый номер: запросите код и введите его',
  phoneCodeForOwnPhone: 'Этот номер уже указан в вашем профиле',
  verifyOwnPhoneOnly: 'Подтвердить можно только номер своего аккаунта',
  phoneVerified: 'Номер телефона подтверждён',
  phoneAlreadyVerified: 'Номер телефона уже подтверждён',
  phoneNotVerified: 'Подтвердите номер телефона кодом, чтобы видеть заказы и получать бонусы',
  phoneProofBanner:
    'Номер телефона не подтверждён: пока его не подтвердить, заказы, QR-код для получения и бонусы закрыты',
  registrationsTooMany: 'Слишком много попыток регистрации. Попробуйте через час',
  codeRecordNotFound: 'Запрос кода не найден',
  resetCodeRequired: 'Сначала подтвердите номер кодом',
  passwordReset: 'Пароль изменён. Войдите с новым паролем',
  webhookSecretWrong: 'Неверный секрет вебхука',
  // what the bot writes in Telegram
  botCode: (purpose: CodePurpose, code: string) =>
    `${codeTitles[purpose]}: ${code}\nНикому его не сообщайте. Код действует 5 минут.`,
  smsCode: (purpose: CodePurpose, code: string) => `${codeTitles[purpose]}: ${code}. Никому не сообщайте`,
  botWelcome:
    'Здравствуйте! Чтобы получать коды для входа в личный кабинет, поделитесь своим номером телефона — кнопкой ниже.',
  botShareContactButton: 'Поделиться номером',
  botPhoneBound: (phone: string) => `Номер ${phone} подключён. Вернитесь на сайт и запросите код.`,
  botForeignContact: 'Поделитесь, пожалуйста, своим номером — кнопкой ниже.',
  botPhoneUnsupported: 'Этот номер не подходит: нужен российский мобильный номер (+7).',
} as const;
