import {
  formatMoscowDate,
  formatMoscowDateTime,
  formatMoscowTime,
  monthEndOf,
  monthStartOf,
  moscowDay,
  shiftMonth,
} from './moscow-time.js';

describe('Moscow time', () => {
  it('names the Moscow day of a moment, not the UTC one', () => {
    // 22:30 UTC on 24 November is 01:30 on 25 November in Moscow (UTC+3)
    expect(moscowDay(new Date('2026-11-24T22:30:00Z'))).toBe('2026-11-25');
    expect(moscowDay(new Date('2026-11-24T20:30:00Z'))).toBe('2026-11-24');
  });

  it('formats a moment in ru-RU, in Moscow', () => {
    expect(formatMoscowDateTime('2026-11-24T22:30:00Z')).toBe('25.11.2026, 01:30');
    expect(formatMoscowTime('2026-11-24T22:30:07Z')).toBe('01:30:07');
    expect(formatMoscowDate('2026-11-24T22:30:07Z')).toBe('25.11.2026');
  });

  it('gives the first day of the month', () => {
    expect(monthStartOf('2026-11-25')).toBe('2026-11-01');
  });
});

describe('month arithmetic', () => {
  it('steps across years and knows the length of each month', () => {
    expect(shiftMonth('2026-01-15', -1)).toBe('2025-12-01');
    expect(shiftMonth('2026-12-01', 1)).toBe('2027-01-01');
    expect(shiftMonth('2026-11-30', 0)).toBe('2026-11-01');
    expect(monthEndOf('2024-02-10')).toBe('2024-02-29');
    expect(monthEndOf('2026-12-01')).toBe('2026-12-31');
  });
});
