import { type Static, Type } from 'typebox';
import { counterKinds } from '../goods.js';
import { Nullable } from './common.js';
import { DerivedMoney } from './derived-money.js';
import { MyTask } from './employee-tasks.js';
import { IsoDate } from './primitives.js';

/**
 * The staff home pages (/admin/main, /user/main): what a person opens the day with, in one call.
 * Each part is there only for those whose access has the page that explains it (null otherwise).
 */
export const homeRoutes = {
  /** GET → HomeSummary */
  summary: '/api/home/summary',
} as const;

/** The days the chart of the home page covers, today included. */
export const HOME_CHART_DAYS = 30;

/** One point of the caller's scope: its parcels now, and the money it took today. */
export const HomePoint = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** at the sorting centre, on the way to the point: waiting to be accepted */
  onTheWay: Type.Integer(),
  /** at the point, in cells, not handed over */
  atPoint: Type.Integer(),
  /** at the point for the settings' «expired» days or longer */
  expiring: Type.Integer(),
  /** refused and not shipped back yet; null without the returns page */
  returnsToShip: Nullable(Type.Integer()),
  /** what the point's cash box and online account took today (the ledger); null without the balance page */
  cashToday: Nullable(Type.Integer()),
  onlineToday: Nullable(Type.Integer()),
});
export type HomePoint = Static<typeof HomePoint>;

export const HomeChats = Type.Object({
  open: Type.Integer(),
  /** open threads whose client waits for our answer */
  waiting: Type.Integer(),
  unassigned: Type.Integer(),
  mine: Type.Integer(),
  unread: Type.Integer(),
  /** since when the longest-waiting client waits (ISO time) */
  waitingSince: Nullable(Type.String()),
});
export type HomeChats = Static<typeof HomeChats>;

export const HomeWithdrawals = Type.Object({
  /** cash withdrawals of my points not handed over yet */
  toHandOver: Type.Integer(),
  /** handed over to me, waiting for me to confirm the receipt */
  toReceive: Type.Integer(),
  /** kopecks */
  toReceiveAmount: Type.Integer(),
});
export type HomeWithdrawals = Static<typeof HomeWithdrawals>;

export const HomeDebtors = Type.Object({
  count: Type.Integer(),
  /** kopecks */
  owed: Type.Integer(),
});
export type HomeDebtors = Static<typeof HomeDebtors>;

export const HomeEquipment = Type.Object({
  /** «Требуется ремонт» */
  repair: Type.Integer(),
  /** «Неисправное» */
  faulty: Type.Integer(),
});
export type HomeEquipment = Static<typeof HomeEquipment>;

/** A day of the chart: parcels accepted and handed over at the caller's points, and their income. */
export const HomeDay = Type.Object({
  day: IsoDate,
  accepted: Type.Integer(),
  issued: Type.Integer(),
  income: DerivedMoney('profit', Type.Integer(), counterKinds),
});
export type HomeDay = Static<typeof HomeDay>;

export const HomeSummary = Type.Object({
  /** today, in Moscow */
  day: IsoDate,
  points: Nullable(Type.Array(HomePoint)),
  chats: Nullable(HomeChats),
  withdrawals: Nullable(HomeWithdrawals),
  /** advance-report transfers to me waiting for my confirmation */
  transfersToConfirm: Nullable(Type.Integer()),
  debtors: Nullable(HomeDebtors),
  equipment: Nullable(HomeEquipment),
  autoStorage: Nullable(HomeEquipment),
  /** the last HOME_CHART_DAYS days, oldest first */
  days: Nullable(Type.Array(HomeDay)),
  /** «Мои задачи на сегодня»: my employee tasks of today, then those of the days before not done yet */
  myTasks: Nullable(Type.Array(MyTask)),
  /** manager tasks I am responsible for, not done and past their deadline */
  managerTasksOverdue: Nullable(Type.Integer()),
});
export type HomeSummary = Static<typeof HomeSummary>;
