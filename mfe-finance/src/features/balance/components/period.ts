import { monthEndOf, monthStartOf, moscowDay, shiftMonth } from '@pvz/contracts/moscow-time';

/** A period of Moscow days, `YYYY-MM-DD`, both ends included. */
export interface Period {
  from: string;
  to: string;
}

/** The quick picks a manager asks for most, as of today in Moscow. */
export function quickPeriods(today = moscowDay()): { title: string; period: Period }[] {
  const thisMonth = monthStartOf(today);
  const lastMonth = shiftMonth(thisMonth, -1);
  const year = Number(today.slice(0, 4));
  return [
    { title: 'Этот месяц', period: { from: thisMonth, to: today } },
    { title: 'Прошлый месяц', period: { from: lastMonth, to: monthEndOf(lastMonth) } },
    { title: 'Этот год', period: { from: `${year}-01-01`, to: today } },
    { title: 'Прошлый год', period: { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` } },
  ];
}
