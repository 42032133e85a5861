import fc from 'fast-check';
import {
  addDays,
  dayNumber,
  isoWeekday,
  occurrencesBetween,
  occursOn,
  type Recurrence,
  type RepeatKind,
} from './recurrence.js';

const rule = (repeat: RepeatKind, startsOn: string, more: Partial<Recurrence> = {}): Recurrence => ({
  repeat,
  startsOn,
  interval: 1,
  weekdays: [],
  until: null,
  ...more,
});

describe('repeats of employee tasks', () => {
  it('gives a task without repeats its own day only', () => {
    expect(occurrencesBetween(rule('none', '2026-03-10'), '2026-03-01', '2026-03-31')).toEqual(['2026-03-10']);
    expect(occurrencesBetween(rule('none', '2026-03-10'), '2026-03-11', '2026-03-31')).toEqual([]);
  });

  it('repeats daily and every third day, from the start, up to `until` inclusive', () => {
    expect(
      occurrencesBetween(rule('daily', '2026-02-27', { until: '2026-03-02' }), '2026-01-01', '2026-12-31'),
    ).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(occurrencesBetween(rule('daily', '2026-01-01', { interval: 3 }), '2026-01-05', '2026-01-14')).toEqual([
      '2026-01-07',
      '2026-01-10',
      '2026-01-13',
    ]);
  });

  it('repeats weekly on the chosen weekdays, every other week counted from the week of the start', () => {
    // 2026-03-04 is a Wednesday
    const weekly = rule('weekly', '2026-03-04', { weekdays: [1, 3, 5] });
    expect(occurrencesBetween(weekly, '2026-03-01', '2026-03-15')).toEqual([
      '2026-03-04',
      '2026-03-06',
      '2026-03-09',
      '2026-03-11',
      '2026-03-13',
    ]);
    const fortnightly = rule('weekly', '2026-03-04', { weekdays: [1, 5], interval: 2 });
    expect(occurrencesBetween(fortnightly, '2026-03-01', '2026-03-31')).toEqual([
      '2026-03-06',
      '2026-03-16',
      '2026-03-20',
      '2026-03-30',
    ]);
    // no weekday chosen: the start's
    expect(occurrencesBetween(rule('weekly', '2026-03-04'), '2026-03-01', '2026-03-20')).toEqual([
      '2026-03-04',
      '2026-03-11',
      '2026-03-18',
    ]);
  });

  it('keeps a monthly task of the 31st on the last day of shorter months, and back on the 31st after them', () => {
    const monthly = rule('monthly', '2026-01-31');
    expect(occurrencesBetween(monthly, '2026-01-01', '2026-06-30')).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
    ]);
    expect(occurrencesBetween(monthly, '2028-02-01', '2028-03-31')).toEqual(['2028-02-29', '2028-03-31']);
    expect(occurrencesBetween(rule('monthly', '2026-01-30', { interval: 2 }), '2026-01-01', '2026-07-31')).toEqual([
      '2026-01-30',
      '2026-03-30',
      '2026-05-30',
      '2026-07-30',
    ]);
  });

  it('keeps a yearly task of 29 February on 28 February in other years', () => {
    const yearly = rule('yearly', '2028-02-29');
    expect(occurrencesBetween(yearly, '2028-01-01', '2033-12-31')).toEqual([
      '2028-02-29',
      '2029-02-28',
      '2030-02-28',
      '2031-02-28',
      '2032-02-29',
      '2033-02-28',
    ]);
    expect(occursOn(yearly, '2029-03-01')).toBe(false);
  });

  it('never gives a day before the start, after `until` or outside the window, and gives each day once in order', () => {
    const day = fc
      .integer({ min: dayNumber('2020-01-01'), max: dayNumber('2040-12-31') })
      .map((number) => addDays('1970-01-01', number));
    fc.assert(
      fc.property(
        fc.constantFrom<RepeatKind>('none', 'daily', 'weekly', 'monthly', 'yearly'),
        day,
        fc.integer({ min: 1, max: 5 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { maxLength: 7 }),
        fc.option(fc.integer({ min: 0, max: 800 }), { nil: null }),
        fc.integer({ min: -100, max: 400 }),
        fc.integer({ min: 0, max: 120 }),
        (repeat, startsOn, interval, weekdays, untilAfter, fromAfter, length) => {
          const until = untilAfter === null ? null : addDays(startsOn, untilAfter);
          const recurrence = rule(repeat, startsOn, { interval, weekdays, until });
          const from = addDays(startsOn, fromAfter);
          const to = addDays(from, length);
          const days = occurrencesBetween(recurrence, from, to);
          for (const [index, found] of days.entries()) {
            expect(found >= startsOn && found >= from && found <= to).toBe(true);
            if (until && repeat !== 'none') expect(found <= until).toBe(true);
            if (index > 0) expect(found > (days[index - 1] as string)).toBe(true);
            if (repeat === 'weekly' && weekdays.length > 0) expect(weekdays).toContain(isoWeekday(found));
          }
          // a window split in two gives the same days as the whole
          const middle = addDays(from, Math.floor(length / 2));
          expect([
            ...occurrencesBetween(recurrence, from, middle),
            ...occurrencesBetween(recurrence, addDays(middle, 1), to),
          ]).toEqual(days);
        },
      ),
    );
  });
});
