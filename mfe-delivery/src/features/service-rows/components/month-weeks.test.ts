import { daySum, monthWeeks, weekDates, weekSum } from './month-weeks';

describe('monthWeeks', () => {
  it('lays a month out in weeks from Monday', () => {
    // 1 November 2026 is a Sunday
    const weeks = monthWeeks('2026-11-01', 30);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, 1]);
    expect(weeks[1]).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(weeks.at(-1)).toEqual([30, null, null, null, null, null, null]);
    expect(weeks.flat().filter((day) => day !== null)).toHaveLength(30);
  });

  it('sums a day and a week out of the month’s sums by day, nothing outside the month', () => {
    const sums = [100, 200, 0, 50];
    expect(daySum(sums, 2)).toBe(200);
    expect(daySum(sums, null)).toBe(0);
    expect(daySum(sums, 30)).toBe(0);
    expect(weekSum(sums, [null, null, null, null, null, null, 1])).toBe(100);
    expect(weekSum(sums, [2, 3, 4, 5, 6, 7, 8])).toBe(250);
  });

  it('names a week by the days of the month it covers', () => {
    const weeks = monthWeeks('2026-11-01', 30);
    expect(weekDates('2026-11-01', weeks[0] ?? [])).toBe('01.11');
    expect(weekDates('2026-11-01', weeks[1] ?? [])).toBe('02.11–08.11');
    expect(weekDates('2026-11-01', weeks.at(-1) ?? [])).toBe('30.11');
  });
});
