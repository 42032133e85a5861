import fc from 'fast-check';
import {
  earned,
  hourlyRate,
  netPay,
  PAYROLL_HOURS_CENTI_MAX,
  type PayrollFigures,
  totalAccrued,
  totalBeforeDeductions,
} from './payroll.js';

const kopecks = fc.integer({ min: 0, max: 10_000_000_00 });
const figures = fc.record<PayrollFigures>({
  hoursCenti: fc.integer({ min: 0, max: PAYROLL_HOURS_CENTI_MAX }),
  rate: fc.integer({ min: 0, max: 100_000_00 }),
  advance: kopecks,
  advanceOfficial: kopecks,
  salaryOfficial: kopecks,
  deductions: kopecks,
  extra: kopecks,
});

describe('payroll', () => {
  it('pays the legacy example: 2 500 ₽ a 12-hour shift, 180 hours, 5 000 ₽ advance, 1 000 ₽ extra', () => {
    const rate = hourlyRate(2500_00, 12);
    expect(rate).toBe(208_33);
    const row = {
      hoursCenti: 180_00,
      rate,
      advance: 5000_00,
      advanceOfficial: 0,
      salaryOfficial: 0,
      deductions: 0,
      extra: 1000_00,
    };
    expect(earned(row)).toBe(37_499_40);
    expect(netPay(row)).toBe(33_499_40);
  });

  it('keeps every figure a whole number of kopecks', () => {
    fc.assert(
      fc.property(figures, (row) =>
        [earned(row), netPay(row), totalAccrued(row), totalBeforeDeductions(row)].every(Number.isSafeInteger),
      ),
    );
  });

  it('nets what was paid out of what was earned, and the totals agree with each other', () => {
    fc.assert(
      fc.property(figures, (row) => {
        const paidOut = row.advance + row.advanceOfficial + row.salaryOfficial;
        expect(netPay(row)).toBe(totalAccrued(row) - paidOut);
        expect(totalBeforeDeductions(row) - totalAccrued(row)).toBe(row.deductions);
      }),
    );
  });

  it('pays more for more hours, never less', () => {
    fc.assert(
      fc.property(figures, fc.integer({ min: 0, max: 100_00 }), (row, more) => {
        expect(netPay({ ...row, hoursCenti: row.hoursCenti + more })).toBeGreaterThanOrEqual(netPay(row));
      }),
    );
  });

  it('has no rate without hours per shift', () => {
    expect(hourlyRate(2500_00, 0)).toBe(0);
  });
});
