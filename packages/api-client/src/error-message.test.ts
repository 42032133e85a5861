import { errorMessage } from '@pvz/api-client/error-message';

describe('errorMessage', () => {
  it("prefers the gateway's own words, then an Error's message, then «Unknown error»", () => {
    expect(errorMessage({ status: 409, data: { error: 'Номер уже зарегистрирован', code: 'CONFLICT' } })).toBe(
      'Номер уже зарегистрирован',
    );
    expect(errorMessage(new Error('Нет сети'))).toBe('Нет сети');
    expect(errorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe('Unknown error');
    expect(errorMessage({ status: 502, data: '<html>' })).toBe('Unknown error');
    expect(errorMessage(undefined)).toBe('Unknown error');
  });
});
