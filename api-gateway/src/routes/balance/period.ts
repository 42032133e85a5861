import { monthStartOf, moscowDay } from '@pvz/contracts/moscow-time';
import { checkedPeriod } from '../../services/lists/period.js';

/** The period a balance call asks for, in Moscow days: this month so far unless named. */
export function balancePeriod(from: string | undefined, to: string | undefined): { start: string; end: string } {
  const today = moscowDay();
  const period = checkedPeriod(from ?? monthStartOf(today), to ?? today);
  return { start: period.start as string, end: period.end as string };
}
