/**
 * Payroll arithmetic (DOMAIN.md §2, LEGACY-NOTES §3.7), all in integer kopecks; hours are kept in
 * hundredths so that 7.5 hours is 750 and nothing is a float. One module for the gateway and the page.
 */

/** Hours in a month at most (31 × 24), in hundredths. */
export const PAYROLL_HOURS_CENTI_MAX = 744_00;

/** What a month's payroll row holds, in kopecks (hours in hundredths). */
export interface PayrollFigures {
  hoursCenti: number;
  /** kopecks per hour */
  rate: number;
  advance: number;
  /** the official advance, paid cashless */
  advanceOfficial: number;
  /** the official salary, paid cashless */
  salaryOfficial: number;
  deductions: number;
  extra: number;
}

/** The hourly rate: pay per shift / hours per shift, to the kopeck (half up). */
export function hourlyRate(payPerShift: number, hoursPerShift: number): number {
  if (hoursPerShift <= 0) return 0;
  return Math.round(payPerShift / hoursPerShift);
}

/** hours × rate, to the kopeck (half up). */
export function earned(figures: Pick<PayrollFigures, 'hoursCenti' | 'rate'>): number {
  return Math.round((figures.hoursCenti * figures.rate) / 100);
}

/** «ЗП к начислению»: hours × rate − advances − official salary − deductions + extra; below 0 the employee owes. */
export function netPay(figures: PayrollFigures): number {
  return (
    earned(figures) -
    figures.advance -
    figures.advanceOfficial -
    figures.salaryOfficial -
    figures.deductions +
    figures.extra
  );
}

/** «Итого до удержаний»: hours × rate + extra. */
export function totalBeforeDeductions(figures: PayrollFigures): number {
  return earned(figures) + figures.extra;
}

/** «Итого начислено за месяц»: hours × rate − deductions + extra. */
export function totalAccrued(figures: PayrollFigures): number {
  return earned(figures) - figures.deductions + figures.extra;
}

/** The notes a row may carry; «Нам должны» makes the employee a debtor. */
export const payrollNotes = ['', 'Нам должны', 'Расчёт уволенных сотрудников', 'Оплачено'] as const;
export type PayrollNote = (typeof payrollNotes)[number];
export const OWES_US_NOTE: PayrollNote = 'Нам должны';
