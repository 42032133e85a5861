import { messages } from '../messages.js';
import { staffPasswordError, usernameError } from './staff-user.js';

describe('staff user checks (spec §5)', () => {
  it('wants a username that is not empty once trimmed and at most 64 characters', () => {
    expect(usernameError('')).toBe(messages.usernameEmpty);
    expect(usernameError('   ')).toBe(messages.usernameEmpty);
    expect(usernameError('x'.repeat(65))).toBe(messages.usernameTooLong);
    expect(usernameError(` ${'x'.repeat(64)} `)).toBeNull();
    expect(usernameError('оператор_1')).toBeNull();
  });

  it('wants a password that is not empty', () => {
    expect(staffPasswordError('')).toBe(messages.passwordEmpty);
    expect(staffPasswordError(' ')).toBeNull();
    expect(staffPasswordError('x'.repeat(257))).toBe(messages.passwordTooLong);
  });
});
