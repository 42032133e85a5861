import { type DeliveryCalendar, serviceActionTitle } from '@pvz/contracts/api/service-rows';
import { kopecksToRubles } from '@pvz/contracts/money';
import { MONEY_FORMAT } from '@pvz/ui/export-xlsx';
import { type CalendarWeek, daySum, monthWeeks, sumOf, weekDates, weekdays, weekSum } from './month-weeks';

/** What the calendar sums: the fees paid, or the values of the goods handled. */
export type CalendarMeasure = 'fee' | 'value';
export const calendarMeasureTitle: Record<CalendarMeasure, string> = {
  fee: 'Оплаты',
  value: 'Стоимость товаров',
};

/** The actions of a calendar cell, in the order it shows them. */
export const calendarActions = ['delivery', 'sorting'] as const;
type CalendarAction = (typeof calendarActions)[number];

/** One calendar: a customer's, or all customers' together; kopecks by day of the month (index 0 is the 1st). */
export interface CalendarSums {
  name: string;
  phone: string;
  delivery: number[];
  sorting: number[];
}

/** The customers' calendars of one measure, and their «Итого»: each day summed over the customers. */
export function calendarSums(
  calendar: DeliveryCalendar,
  measure: CalendarMeasure,
): { customers: CalendarSums[]; total: CalendarSums } {
  const customers = calendar.customers.map((customer) => ({
    name: customer.name,
    phone: customer.phone,
    delivery: customer.delivery[measure],
    sorting: customer.sorting[measure],
  }));
  const overDays = (action: CalendarAction) =>
    Array.from({ length: calendar.days }, (_, day) => sumOf(customers.map((customer) => customer[action][day] ?? 0)));
  return {
    customers,
    total: { name: 'Итого', phone: '', delivery: overDays('delivery'), sorting: overDays('sorting') },
  };
}

/** The columns of the xlsx calendar: who, which week, which action, the weekdays and the total in roubles. */
export const calendarSheetColumns = [
  { header: 'Заказчик', width: 28 },
  { header: 'Телефон', width: 16 },
  { header: 'Неделя', width: 14 },
  { header: 'Услуга', width: 12 },
  ...weekdays.map((header) => ({ header, width: 12, numFmt: MONEY_FORMAT })),
  { header: 'Итого, ₽', width: 14, numFmt: MONEY_FORMAT },
];

type SheetRow = (string | number | null)[];

/** One calendar's rows: per week a row for each action (its days and the week's total), then the month's. */
function calendarRows(calendar: CalendarSums, month: string, weeks: CalendarWeek[]): SheetRow[] {
  const who = [calendar.name || 'Без имени', calendar.phone || null];
  return [
    ...weeks.flatMap((week) =>
      calendarActions.map((action) => [
        ...who,
        weekDates(month, week),
        serviceActionTitle[action],
        ...week.map((day) => (day === null ? null : kopecksToRubles(daySum(calendar[action], day)))),
        kopecksToRubles(weekSum(calendar[action], week)),
      ]),
    ),
    ...calendarActions.map((action) => [
      ...who,
      'За месяц',
      serviceActionTitle[action],
      ...weekdays.map(() => null),
      kopecksToRubles(sumOf(calendar[action])),
    ]),
  ];
}

/**
 * The rows of the month's xlsx calendar under {@link calendarSheetColumns}: what the page shows,
 * each customer's weeks and month, then the same for all customers as «Итого»; roubles as numbers.
 */
export function calendarSheetRows(calendar: DeliveryCalendar, measure: CalendarMeasure): SheetRow[] {
  const weeks = monthWeeks(calendar.month, calendar.days);
  const { customers, total } = calendarSums(calendar, measure);
  return [...customers, total].flatMap((sums) => calendarRows(sums, calendar.month, weeks));
}
