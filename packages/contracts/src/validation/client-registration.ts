import { messages } from '../messages.js';
import { normalizePhone } from '../phone.js';
import { PASSWORD_MAX } from './staff-user.js';

export const CLIENT_PASSWORD_MIN = 6;
export const FIO_MAX = 100;

export interface ClientRegistrationInput {
  phoneNumber: string;
  fio: string;
  password: string;
  isPrivacyPolicyAgreed: boolean;
  isPersonalDataProcessingPolicyAgreed: boolean;
}

export function clientPasswordError(password: string): string | null {
  if (password.length < CLIENT_PASSWORD_MIN) return messages.clientPasswordTooShort;
  if (password.length > PASSWORD_MAX) return messages.passwordTooLong;
  return null;
}

export type RegistrationCheck =
  | { ok: true; phoneNumber: string; fio: string }
  | { ok: false; field: keyof ClientRegistrationInput; error: string };

/** Checks a registration in the order the form shows its fields; the server runs the same check. */
export function checkClientRegistration(input: ClientRegistrationInput): RegistrationCheck {
  const phone = normalizePhone(input.phoneNumber);
  if (!phone.ok) return { ok: false, field: 'phoneNumber', error: phone.error };
  const fio = input.fio.trim();
  if (fio.length === 0) return { ok: false, field: 'fio', error: messages.fioEmpty };
  if (fio.length > FIO_MAX) return { ok: false, field: 'fio', error: messages.fioTooLong };
  const passwordProblem = clientPasswordError(input.password);
  if (passwordProblem) return { ok: false, field: 'password', error: passwordProblem };
  if (!input.isPrivacyPolicyAgreed || !input.isPersonalDataProcessingPolicyAgreed) {
    return { ok: false, field: 'isPrivacyPolicyAgreed', error: messages.policiesRequired };
  }
  return { ok: true, phoneNumber: phone.phone, fio };
}
