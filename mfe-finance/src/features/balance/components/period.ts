import { monthStartOf, moscowDay } from '@pvz/contracts/moscow-time';

/** A period of Moscow days, `YYYY-MM-DD`, both ends included. */
export interface Period {
  from: string;
  to: string;
}

const lastDayOf = (month: string) => {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const day = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return `${month.slice(0, 8)}${String(day).padStart(2, '0')}`;
};

const previousMonthStart = (month: string) => {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const previous = new Date(Date.UTC(year, monthNumber - 2, 1));
  return previous.toISOString().slice(0, 10);
};

/** The quick picks a manager asks for most, as of today in Moscow. */
export function quickPeriods(today = moscowDay()): { title: string; period: Period }[] {
  const thisMonth = monthStartOf(today);
  const lastMonth = previousMonthStart(thisMonth);
  const year = Number(today.slice(0, 4));
  return [
    { title: 'Этот месяц', period: { from: thisMonth, to: today } },
    { title: 'Прошлый месяц', period: { from: lastMonth, to: lastDayOf(lastMonth) } },
    { title: 'Этот год', period: { from: `${year}-01-01`, to: today } },
    { title: 'Прошлый год', period: { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` } },
  ];
}
