import { allowsLevel } from '@pvz/contracts/access';
import type { HomeSummary } from '@pvz/contracts/api/home';
import { moscowDay } from '@pvz/contracts/moscow-time';
import type { PageKey } from '@pvz/contracts/pages';
import type { Db } from '../../db/database.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';
import { pointBalances } from '../balance/point-balances.js';
import { openThreadCounts } from '../chat/staff-threads.js';
import { debtorsOf } from '../delivery/debtors.js';
import { loadSettings } from '../settings.js';
import { managerTasksOverdue } from '../tasks/manager-tasks.js';
import { myTasksOfToday } from '../tasks/occurrences.js';
import { homeEquipment, homeTransfersToConfirm, homeWithdrawals } from './home-counters.js';
import { homeDays } from './home-days.js';
import { homePoints } from './home-points.js';

/** A part of the page computed only for those who may open the page that explains it; null for the others. */
const when = <T>(allowed: boolean, load: () => Promise<T>): Promise<T | null> =>
  allowed ? load() : Promise.resolve(null);

/**
 * The home page of a staff member: every part their access allows, from one call. The points' money
 * of today is the ledger's (what the balance page shows); the parcels and the chart are the goods'
 * counters, counted by the turnover's rules.
 */
export async function homeSummary(db: Db, secret: string, actor: StaffAuth): Promise<HomeSummary> {
  const may = (...pages: PageKey[]) => pages.some((page) => allowsLevel(actor.access.pages[page], 'read'));
  const today = moscowDay();
  const counter = may('goods-acceptance', 'goods-issue');
  const balance = may('finance-balance');
  const [
    points,
    money,
    chats,
    withdrawals,
    transfersToConfirm,
    debtors,
    equipment,
    autoStorage,
    days,
    myTasks,
    managerOverdue,
  ] = await Promise.all([
    when(counter, async () =>
      homePoints(db, {
        scope: actor.scope,
        expiredDays: (await loadSettings(db)).expiredDays,
        withReturns: may('goods-refunds'),
      }),
    ),
    when(counter && balance, () => pointBalances(db, { scope: actor.scope, start: today, end: today })),
    when(may('extra-tickets'), () => openThreadCounts(db, actor)),
    when(balance, () => homeWithdrawals(db, actor)),
    when(may('finance-advance-report'), () => homeTransfersToConfirm(db, actor)),
    when(may('finance-debtors'), async () => {
      const found = await debtorsOf(db, secret, actor.scope, { view: 'all' });
      return { count: found.debtors.length, owed: found.total };
    }),
    when(may('extra-equipment'), () => homeEquipment(db, actor, 'equipment')),
    when(may('extra-auto-storage'), () => homeEquipment(db, actor, 'auto')),
    when(may('goods-turnover'), () => homeDays(db, actor.scope, today)),
    when(may('extra-tasks-employees'), () => myTasksOfToday(db, actor.user.id, today)),
    when(may('extra-tasks'), () => managerTasksOverdue(db, actor.user.id, today)),
  ]);
  const taken = new Map(money?.map((row) => [row.point.id, row]) ?? []);
  return {
    day: today,
    points:
      points?.map((point) => ({
        ...point,
        cashToday: money ? (taken.get(point.id)?.cash.takenInPeriod ?? 0) : null,
        onlineToday: money ? (taken.get(point.id)?.online.takenInPeriod ?? 0) : null,
      })) ?? null,
    chats,
    withdrawals,
    transfersToConfirm,
    debtors,
    equipment,
    autoStorage,
    days,
    myTasks,
    managerTasksOverdue: managerOverdue,
  };
}
