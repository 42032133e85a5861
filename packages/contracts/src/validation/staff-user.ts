import { messages } from '../messages.js';

export const USERNAME_MAX = 64;
export const PASSWORD_MAX = 256;

/** The first problem with a username, or null. Usernames are compared trimmed. */
export function usernameError(username: string): string | null {
  const trimmed = username.trim();
  if (trimmed.length === 0) return messages.usernameEmpty;
  if (trimmed.length > USERNAME_MAX) return messages.usernameTooLong;
  return null;
}

/** The first problem with a new staff password, or null (spec §5: it must not be empty). */
export function staffPasswordError(password: string): string | null {
  if (password.length === 0) return messages.passwordEmpty;
  if (password.length > PASSWORD_MAX) return messages.passwordTooLong;
  return null;
}
