import { monthWeeks, shiftMonth } from './month-weeks';

describe('monthWeeks', () => {
  it('lays a month out in weeks from Monday', () => {
    // 1 November 2026 is a Sunday
    const weeks = monthWeeks('2026-11-01', 30);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, 1]);
    expect(weeks[1]).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(weeks.at(-1)).toEqual([30, null, null, null, null, null, null]);
    expect(weeks.flat().filter((day) => day !== null)).toHaveLength(30);
  });

  it('moves across years', () => {
    expect(shiftMonth('2026-12-01', 1)).toBe('2027-01-01');
    expect(shiftMonth('2026-01-01', -1)).toBe('2025-12-01');
  });
});
