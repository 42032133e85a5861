import fc from 'fast-check';
import { GOODS_MONEY_MAX, type Outcome, outcomes } from './goods.js';
import {
  barcodeMoney,
  bpToPercent,
  ceilToStep,
  collectedAtHandOver,
  feeOf,
  moneyAfterOutcome,
  percentToBp,
  purchaseMoney,
  roundHalfUp,
  serviceMoney,
  shopMoney,
} from './goods-money.js';

const STEP = 10_00;
const money = fc.integer({ min: 0, max: GOODS_MONEY_MAX });
const percentBp = fc.integer({ min: 0, max: 10_000 });
const step = fc.constantFrom(1, 50, 1_00, 5_00, 10_00, 100_00);

describe('the fee of a percentage', () => {
  it('is P·p/100 rounded up to the kopeck, never less and less than a kopeck more', () => {
    fc.assert(
      fc.property(money, percentBp, (value, bp) => {
        const fee = feeOf(value, bp);
        expect(Number.isInteger(fee)).toBe(true);
        // exact in integers: 10 000·fee ≥ value·bp > 10 000·(fee − 1)
        expect(fee * 10_000).toBeGreaterThanOrEqual(value * bp);
        expect((fee - 1) * 10_000).toBeLessThan(value * bp);
      }),
    );
  });

  it('matches worked examples', () => {
    expect(feeOf(1000_00, 1000)).toBe(100_00);
    expect(feeOf(999, 1000)).toBe(100); // 99,9 kopecks → 100
    expect(feeOf(12345_67, 250)).toBe(308_65); // 30 864,175 → 30 865
    expect(feeOf(5000_00, 0)).toBe(0);
  });
});

describe('rounding', () => {
  it('half-up to the step: a multiple of it, within half a step, halves go up', () => {
    fc.assert(
      fc.property(fc.integer({ min: -GOODS_MONEY_MAX, max: GOODS_MONEY_MAX }), step, (amount, size) => {
        const rounded = roundHalfUp(amount, size);
        expect(rounded % size === 0).toBe(true);
        expect(Math.abs(rounded - amount) * 2).toBeLessThanOrEqual(size);
        if ((rounded - amount) * 2 === -size) throw new Error('a half went down');
      }),
    );
    expect(roundHalfUp(1234_50, STEP)).toBe(1230_00);
    expect(roundHalfUp(1235_00, STEP)).toBe(1240_00);
    expect(roundHalfUp(1234_99, STEP)).toBe(1230_00);
  });

  it('ceil to the step: a multiple of it, never below, less than a step above', () => {
    fc.assert(
      fc.property(fc.integer({ min: -GOODS_MONEY_MAX, max: GOODS_MONEY_MAX }), step, (amount, size) => {
        const rounded = ceilToStep(amount, size);
        expect(rounded % size === 0).toBe(true);
        expect(rounded).toBeGreaterThanOrEqual(amount);
        expect(rounded - amount).toBeLessThan(size);
      }),
    );
    expect(ceilToStep(-35_00, STEP)).toBe(-30_00);
  });
});

describe('a purchase (DOMAIN.md §1)', () => {
  const input = fc.record({ priceSite: money, percentBp, prepayment: money, extraIncome: money });

  it('owes the total less the prepayment and earns due − P + K while the price exceeds the prepayment', () => {
    fc.assert(
      fc.property(input, (row) => {
        fc.pre(row.priceSite > row.prepayment && row.percentBp > 0);
        const { due, income } = purchaseMoney(row, STEP);
        const total = row.priceSite + feeOf(row.priceSite, row.percentBp);
        expect(due).toBe(total - row.prepayment);
        expect(income).toBe(due - row.priceSite + row.extraIncome);
        expect(due).toBeGreaterThan(0);
      }),
    );
  });

  it('earns pre − P once the prepayment covers the price', () => {
    fc.assert(
      fc.property(input, (row) => {
        fc.pre(row.priceSite <= row.prepayment && row.percentBp > 0);
        const { due, income } = purchaseMoney(row, STEP);
        const total = row.priceSite + feeOf(row.priceSite, row.percentBp);
        expect(income).toBe(row.prepayment - row.priceSite);
        expect(due === 0 || due === total - row.prepayment).toBe(true);
        // the rounded total equal to the prepayment leaves nothing to collect
        if (roundHalfUp(total, STEP) === row.prepayment) expect(due).toBe(0);
      }),
    );
  });

  it('earns exactly the extra income at 0 %', () => {
    fc.assert(
      fc.property(input, (row) => {
        const { income } = purchaseMoney({ ...row, percentBp: 0 }, STEP);
        expect(income).toBe(row.extraIncome);
      }),
    );
  });

  it('matches worked examples', () => {
    // 1000 ₽ at 10 %, nothing prepaid, 50 ₽ extra: the client owes 1100 ₽; income 100 + 50
    expect(purchaseMoney({ priceSite: 1000_00, percentBp: 1000, prepayment: 0, extraIncome: 50_00 }, STEP)).toEqual({
      due: 1100_00,
      income: 150_00,
    });
    // 995 ₽ at 10 % = 1094,50 ₽ total, prepaid 1090 ₽ = the total as cash rounds it: nothing left
    expect(purchaseMoney({ priceSite: 995_00, percentBp: 1000, prepayment: 1090_00, extraIncome: 0 }, STEP)).toEqual({
      due: 0,
      income: 95_00,
    });
    // prepaid more than the total: the client is owed, nothing is collected at hand-over
    const overpaid = purchaseMoney({ priceSite: 500_00, percentBp: 1000, prepayment: 600_00, extraIncome: 0 }, STEP);
    expect(overpaid).toEqual({ due: -50_00, income: 100_00 });
    expect(collectedAtHandOver(overpaid.due, 'cash', STEP)).toBe(0);
  });
});

describe('a barcode delivery', () => {
  it('owes v·p/100 − pre, rounded up to the step once staff set v, and earns due + pre', () => {
    fc.assert(
      fc.property(money, percentBp, money, (declaredValue, bp, prepayment) => {
        const { due, income } = barcodeMoney({ declaredValue, percentBp: bp, prepayment }, STEP);
        const raw = feeOf(declaredValue, bp) - prepayment;
        expect(income).toBe(due + prepayment);
        if (declaredValue === 0) expect(due).toBe(raw);
        else {
          expect(Math.abs(due % STEP)).toBe(0);
          expect(due).toBeGreaterThanOrEqual(raw);
          expect(due - raw).toBeLessThan(STEP);
        }
      }),
    );
    expect(barcodeMoney({ declaredValue: 3456_00, percentBp: 1000, prepayment: 0 }, STEP)).toEqual({
      due: 350_00,
      income: 350_00,
    });
  });
});

describe('service and shop rows', () => {
  it('a service row: the fee rounded up to the kopeck is due and is the income', () => {
    fc.assert(
      fc.property(money, percentBp, (goodsValue, bp) => {
        expect(serviceMoney({ goodsValue, percentBp: bp })).toEqual({
          due: feeOf(goodsValue, bp),
          income: feeOf(goodsValue, bp),
        });
      }),
    );
    expect(serviceMoney({ goodsValue: 100_001_00, percentBp: 200 })).toEqual({ due: 2000_02, income: 2000_02 });
  });

  it('a shop row: price − prepayment is due, the price is the income', () => {
    expect(shopMoney({ price: 1500_00, prepayment: 500_00 })).toEqual({ due: 1000_00, income: 1500_00 });
  });
});

describe('hand-over outcomes', () => {
  const outcome = fc.constantFrom<Outcome>(...outcomes);

  it('a client refusal owes and earns the refusal fee; defect and substitution nothing; payments keep the row', () => {
    fc.assert(
      fc.property(money, money, money, outcome, (due, income, fee, chosen) => {
        const after = moneyAfterOutcome({ due, income }, chosen, fee);
        if (chosen === 'refusal-cash' || chosen === 'refusal-online') expect(after).toEqual({ due: fee, income: fee });
        else if (chosen === 'defect' || chosen === 'substitution') expect(after).toEqual({ due: 0, income: 0 });
        else expect(after).toEqual({ due, income });
      }),
    );
  });

  it('takes cash rounded half-up to the step, online to the kopeck, never below zero, nothing for a defect', () => {
    fc.assert(
      fc.property(fc.integer({ min: -GOODS_MONEY_MAX, max: GOODS_MONEY_MAX }), outcome, step, (due, chosen, size) => {
        const taken = collectedAtHandOver(due, chosen, size);
        expect(taken).toBeGreaterThanOrEqual(0);
        if (chosen === 'defect' || chosen === 'substitution') expect(taken).toBe(0);
        else if (chosen === 'online' || chosen === 'refusal-online') expect(taken).toBe(Math.max(0, due));
        else {
          expect(taken % size).toBe(0);
          if (due >= 0) expect(Math.abs(taken - due) * 2).toBeLessThanOrEqual(size);
        }
      }),
    );
    expect(collectedAtHandOver(1094_50, 'cash', STEP)).toBe(1090_00);
    expect(collectedAtHandOver(1095_00, 'cash', STEP)).toBe(1100_00);
    expect(collectedAtHandOver(1094_50, 'online', STEP)).toBe(1094_50);
  });
});

describe('percentages', () => {
  it('turn into basis points and back with up to two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (bp) => {
        expect(percentToBp(bpToPercent(bp))).toBe(bp);
      }),
    );
    expect(percentToBp(2.5)).toBe(250);
    expect(percentToBp(0.125)).toBeNull();
    expect(percentToBp(-1)).toBeNull();
    expect(percentToBp(100.01)).toBeNull();
    expect(percentToBp(Number.NaN)).toBeNull();
  });
});
