import fc from 'fast-check';
import { messages } from './messages.js';
import { formatPhoneInput, normalizePhone } from './phone.js';

describe('normalizePhone', () => {
  it.each([
    ['+7 (912) 345-67-89', '+79123456789'],
    ['+79123456789', '+79123456789'],
    ['89123456789', '+79123456789'],
    ['79123456789', '+79123456789'],
    ['9123456789', '+79123456789'],
    [' 8 912 345 67 89 ', '+79123456789'],
  ])('reads %s as %s', (input, expected) => {
    expect(normalizePhone(input)).toEqual({ ok: true, phone: expected });
  });

  it.each([
    ['', messages.phoneInvalid],
    ['12345', messages.phoneInvalid],
    ['+380501234567', messages.phoneMustStartWithPlus7],
    ['+89123456789', messages.phoneMustStartWithPlus7],
    ['+7 912 345 67 8', messages.phoneInvalid],
    ['8 (495) 123-45-67', messages.phoneInvalid],
    ['912345678a', messages.phoneInvalid],
  ])('refuses %j with «%s»', (input, error) => {
    expect(normalizePhone(input)).toEqual({ ok: false, error });
  });

  it('gives the same +7 number for every usual way of typing a mobile number', () => {
    const national = fc.stringMatching(/^9\d{9}$/);
    fc.assert(
      fc.property(national, fc.constantFrom('+7', '8', '7', ''), fc.boolean(), (digits, prefix, spaced) => {
        const body = spaced
          ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6, 8)}-${digits.slice(8)}`
          : digits;
        expect(normalizePhone(`${prefix}${body}`)).toEqual({ ok: true, phone: `+7${digits}` });
      }),
    );
  });

  it('always answers either a +7 and 10 digits number or an error, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const result = normalizePhone(input);
        if (result.ok) expect(result.phone).toMatch(/^\+79\d{9}$/);
        else expect([messages.phoneInvalid, messages.phoneMustStartWithPlus7]).toContain(result.error);
      }),
    );
  });
});

describe('a phone field as people type it', () => {
  it('reads +7 and groups the digits', () => {
    expect(formatPhoneInput('9')).toBe('+7 9');
    expect(formatPhoneInput('912')).toBe('+7 912');
    expect(formatPhoneInput('9123')).toBe('+7 912 3');
    expect(formatPhoneInput('9123456')).toBe('+7 912 345-6');
    expect(formatPhoneInput('9123456789')).toBe('+7 912 345-67-89');
    expect(formatPhoneInput('91234567890')).toBe('+7 912 345-67-89');
  });

  it('takes pasted numbers in every usual form', () => {
    for (const pasted of ['89123456789', '+7 (912) 345-67-89', '79123456789', '+79123456789', '8 912 345 67 89'])
      expect({ pasted, shown: formatPhoneInput(pasted) }).toEqual({ pasted, shown: '+7 912 345-67-89' });
  });

  it('takes a first 8 or 7 for the country, as people start a number', () => {
    let shown = '';
    for (const key of '89123456789') shown = formatPhoneInput(shown + key, shown);
    expect(shown).toBe('+7 912 345-67-89');
    expect(formatPhoneInput('7', '')).toBe('+7 ');
    shown = '';
    for (const key of '+79123456789') shown = formatPhoneInput(shown + key, shown);
    expect(shown).toBe('+7 912 345-67-89');
  });

  it('never sticks on backspace', () => {
    expect(formatPhoneInput('+7 912 345-67-', '+7 912 345-67-8')).toBe('+7 912 345-67');
    // a backspace that takes only a separator takes the digit before it too
    expect(formatPhoneInput('+7 912 345-678', '+7 912 345-67-8')).toBe('+7 912 345-67');
    expect(formatPhoneInput('+7 9123', '+7 912 3')).toBe('+7 912');
    expect(formatPhoneInput('+7', '+7 ')).toBe('');
    expect(formatPhoneInput('', '+7 9')).toBe('');
  });

  it('gives what normalizePhone accepts once complete', () => {
    expect(normalizePhone(formatPhoneInput('89123456789'))).toEqual({ ok: true, phone: '+79123456789' });
  });
});
