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
