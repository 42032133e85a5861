import fc from 'fast-check';
import { bpToPercent, percentToBp } from '../goods-money.js';
import { isPercent } from './settings.js';

describe('a percentage as the forms and the money module take it', () => {
  it.each([1.1, 4.35, 0.57, 1.15, 0, 100, 2.5, 99.99])('takes %s, the same as the money module', (percent) => {
    expect(isPercent(percent)).toBe(true);
    expect(percentToBp(percent)).toBe(Math.round(percent * 100));
  });

  it('agrees with the money module on every percentage with two decimals, and on its basis points', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (bp) => {
        const percent = bpToPercent(bp);
        expect(isPercent(percent)).toBe(true);
        expect(percentToBp(percent)).toBe(bp);
        // as typed: "4,35" → 4.35 parses to the same number
        expect(isPercent(Number(percent.toFixed(2)))).toBe(true);
      }),
    );
  });

  it('refuses three decimals, out of range and non-numbers, as the money module does', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: false }), (value) => {
        expect(isPercent(value)).toBe(percentToBp(value) !== null);
      }),
    );
    for (const value of [1.234, -0.01, 100.01, Number.NaN, Number.POSITIVE_INFINITY])
      expect(isPercent(value)).toBe(false);
  });
});
