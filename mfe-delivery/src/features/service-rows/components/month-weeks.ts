/** The columns of a month calendar, from Monday. */
export const weekdays = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'] as const;

/** A week of a month: seven day numbers from Monday, null outside the month. */
export type CalendarWeek = (number | null)[];

/** The weeks of a month as rows of seven day numbers from Monday (null outside the month). */
export function monthWeeks(month: string, days: number): CalendarWeek[] {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  // Monday = 0 … Sunday = 6
  const firstWeekday = (new Date(Date.UTC(year, monthNumber - 1, 1)).getUTCDay() + 6) % 7;
  const cells: (number | null)[] = [
    ...Array<null>(firstWeekday).fill(null),
    ...Array.from({ length: days }, (_, index) => index + 1),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

export const sumOf = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** A day's sum out of the month's sums by day (index 0 is the 1st); 0 outside the month. */
export const daySum = (sums: readonly number[], day: number | null) => (day === null ? 0 : (sums[day - 1] ?? 0));

/** A week's total out of the month's sums by day. */
export const weekSum = (sums: readonly number[], week: CalendarWeek) => sumOf(week.map((day) => daySum(sums, day)));

/** The days of the month a week covers, `ДД.ММ–ДД.ММ` (one day alone when it is the only one). */
export function weekDates(month: string, week: CalendarWeek): string {
  const days = week.filter((day) => day !== null);
  const date = (day: number | undefined) => `${String(day).padStart(2, '0')}.${month.slice(5, 7)}`;
  const first = date(days[0]);
  const last = date(days.at(-1));
  return first === last ? first : `${first}–${last}`;
}
