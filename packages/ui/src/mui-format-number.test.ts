import { jest } from '@jest/globals';
import buildFormatNumber from '@pvz/ui/mui-format-number';

const shown = (text: string) => text.replace(/\s/g, ' ');

describe("the builds' stand-in for MUI's number formatter", () => {
  afterEach(() => jest.restoreAllMocks());

  it('makes no Intl formatter until the first number, then one for all of them', () => {
    const made = jest.spyOn(Intl, 'NumberFormat');
    const format = buildFormatNumber('ru-RU');
    expect(made).not.toHaveBeenCalled();
    expect(shown(format(1234567))).toBe('1 234 567');
    expect(shown(format(-42.5))).toBe('-42,5');
    expect(made).toHaveBeenCalledTimes(1);
  });

  it('shows what is not a finite number as it is, without a formatter', () => {
    const made = jest.spyOn(Intl, 'NumberFormat');
    const format = buildFormatNumber('ru-RU');
    expect([format(Number.NaN), format(Number.POSITIVE_INFINITY), format(Number.NEGATIVE_INFINITY)]).toEqual([
      'NaN',
      'Infinity',
      '-Infinity',
    ]);
    expect(made).not.toHaveBeenCalled();
  });
});
