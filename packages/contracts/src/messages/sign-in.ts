const plural = new Intl.PluralRules('ru-RU');

/** «1 минуту», «3 минуты», «15 минут»: a count with the noun in the form Russian grammar asks for after «через». */
function count(n: number, forms: Record<'one' | 'few' | 'many', string>): string {
  const form = plural.select(n);
  return `${n} ${form === 'one' || form === 'few' ? forms[form] : forms.many}`;
}

/** How long to wait, in whole seconds under a minute and in whole minutes (rounded up) above. */
export function waitText(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return count(whole, { one: 'секунду', few: 'секунды', many: 'секунд' });
  return count(Math.ceil(whole / 60), { one: 'минуту', few: 'минуты', many: 'минут' });
}

/** Messages of signing in with a password. Part of `messages` (../messages.ts). */
export const signInMessages = {
  invalidStaffCredentials: 'Неверное имя пользователя или пароль',
  invalidClientCredentials: 'Неверный номер телефона или пароль',
  /** a refusal whose wait the caller is not told (guesses of the old password when editing a profile) */
  tooManyLoginAttempts: 'Слишком много попыток входа. Попробуйте снова позже',
  /** a sign-in refused for now; the answer's Retry-After header carries the same wait */
  signInWait: (seconds: number) => `Слишком много попыток входа. Попробуйте снова через ${waitText(seconds)}`,
};
