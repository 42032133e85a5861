import fc from 'fast-check';
import { kopecksToRublesInput, rublesToKopecks } from './money.js';

describe('roubles typed and shown', () => {
  it.each([
    ['100', 10000],
    ['100,5', 10050],
    ['100.05', 10005],
    ['1 500,50', 150050],
    ['0', 0],
  ])('reads %s as %i kopecks', (input, kopecks) => {
    expect(rublesToKopecks(input)).toBe(kopecks);
  });

  it.each(['', '-1', '1,234', 'сто', '1e3', '1,2,3'])('refuses %j', (input) => {
    expect(rublesToKopecks(input)).toBeNull();
  });

  it('gives back the same kopecks after showing them in an input', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_00 }),
        (kopecks) => rublesToKopecks(kopecksToRublesInput(kopecks)) === kopecks,
      ),
    );
  });
});
