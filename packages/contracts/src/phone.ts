import { messages } from './messages.js';

export type PhoneResult = { ok: true; phone: string } | { ok: false; error: string };

/**
 * Normalises a Russian mobile number to `+7` and 10 digits.
 * Accepts the ways people type it: `+7 (912) 345-67-89`, `89123456789`, `79123456789`, `9123456789`.
 */
export function normalizePhone(input: string): PhoneResult {
  const trimmed = input.trim();
  if (trimmed.startsWith('+') && !trimmed.startsWith('+7')) {
    return { ok: false, error: messages.phoneMustStartWithPlus7 };
  }
  if (/[^\d\s()+-]/.test(trimmed)) return { ok: false, error: messages.phoneInvalid };
  const digits = trimmed.replace(/\D/g, '');
  let national: string;
  if (digits.length === 11 && (digits.startsWith('7') || (digits.startsWith('8') && !trimmed.startsWith('+')))) {
    national = digits.slice(1);
  } else if (digits.length === 10 && !trimmed.startsWith('+')) {
    national = digits;
  } else {
    return { ok: false, error: messages.phoneInvalid };
  }
  if (!national.startsWith('9')) return { ok: false, error: messages.phoneInvalid };
  return { ok: true, phone: `+7${national}` };
}

/** The 10 national digits in a field: the country's 7 (after a `+`) or 8 of a whole number is dropped. */
function nationalDigits(text: string): string {
  const digits = text.replace(/\D/g, '');
  const withCountry = text.trim().startsWith('+') || (digits.length === 11 && /^[78]/.test(digits));
  return (withCountry ? digits.slice(1) : digits).slice(0, 10);
}

/**
 * A phone field's value as people read it while they type: `+7 912 345-67-89`. A first 8 or 7 is the
 * country, pasted numbers in any usual form come out the same, and a backspace that takes only a
 * separator takes the digit before it too, so it never sticks. (Hand-written: mask libraries read
 * `8 912…` as its digits, not as +7.)
 * @param previous the field's value before this change
 */
export function formatPhoneInput(typed: string, previous = ''): string {
  let national = nationalDigits(typed);
  // the country typed as people begin a number: `8`, `7` or `+7`
  if (nationalDigits(previous) === '' && /^[78]$/.test(national)) return '+7 ';
  if (typed.length < previous.length) {
    if (national === '') return '';
    if (national === nationalDigits(previous)) national = national.slice(0, -1);
  }
  if (national === '') return typed.trim().startsWith('+') ? '+7 ' : '';
  const [a, b, c, d] = [national.slice(0, 3), national.slice(3, 6), national.slice(6, 8), national.slice(8, 10)];
  return `+7 ${a}${b && ` ${b}`}${c && `-${c}`}${d && `-${d}`}`;
}
