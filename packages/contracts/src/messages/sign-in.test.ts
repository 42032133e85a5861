import { messages } from '../messages.js';
import { waitText } from './sign-in.js';

describe('the wait of a refused sign-in, in Russian', () => {
  it.each([
    [1, '1 секунду'],
    [2, '2 секунды'],
    [5, '5 секунд'],
    [21, '21 секунду'],
    [0.2, '1 секунду'],
    [59.5, '1 минуту'],
    [60, '1 минуту'],
    [61, '2 минуты'],
    [900, '15 минут'],
    [21 * 60, '21 минуту'],
  ])('%s s → «%s»', (seconds, text) => {
    expect(waitText(seconds)).toBe(text);
  });

  it('tells the wait in the message', () => {
    expect(messages.signInWait(42)).toBe('Слишком много попыток входа. Попробуйте снова через 42 секунды');
  });
});
