/** The weeks of a month as rows of seven day numbers from Monday (null outside the month). */
export function monthWeeks(month: string, days: number): (number | null)[][] {
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

/** The first day of the month `delta` months from `month` (`YYYY-MM-01`). */
export function shiftMonth(month: string, delta: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber - 1 + delta, 1)).toISOString().slice(0, 10);
}
