import { errorMessage, wasRefused } from '@pvz/api-client/error-message';

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

describe('wasRefused', () => {
  it('is true for an answer of 4xx only: a lost answer or a 5xx may have done the work', () => {
    expect(wasRefused({ status: 422, data: { error: 'нет' } })).toBe(true);
    expect(wasRefused({ status: 409 })).toBe(true);
    expect(wasRefused({ status: 500 })).toBe(false);
    expect(wasRefused({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(false);
    expect(wasRefused({ status: 'TIMEOUT_ERROR' })).toBe(false);
    expect(wasRefused(new Error('x'))).toBe(false);
  });
});
