import type { Outcome } from './goods.js';
import { paymentOf } from './goods.js';

/**
 * The money of a goods row, DOMAIN.md §1, in integer kopecks; percentages in basis points
 * (hundredths of a percent: 1000 = 10 %). The gateway computes every stored amount with these
 * functions; the browser uses them only to preview a form.
 *
 * `due` is what the client still owes at hand-over («Сумма с клиента»), `income` the company's
 * income of the row («Доход»). Stored amounts are never rounded; only the cash taken is.
 */
export interface RowMoney {
  due: number;
  income: number;
}

const BP_PER_WHOLE = 10_000;

/** value · p / 100, rounded up to the kopeck: the company never charges a fraction less. */
export function feeOf(value: number, percentBp: number): number {
  const product = value * percentBp;
  const whole = Math.floor(product / BP_PER_WHOLE);
  return product % BP_PER_WHOLE === 0 ? whole : whole + 1;
}

/** value · p / 100, rounded down to the kopeck: a share the company pays out is never a fraction more. */
export function shareOf(value: number, percentBp: number): number {
  return Math.floor((value * percentBp) / BP_PER_WHOLE);
}

/** Half-up to a multiple of `step` (5 ₽ → 10 ₽, 4,99 ₽ → 0 with a 10 ₽ step). */
export function roundHalfUp(amount: number, step: number): number {
  return Math.floor((2 * amount + step) / (2 * step)) * step;
}

/** Up to a multiple of `step` (1 ₽ → 10 ₽; −35 ₽ → −30 ₽). */
export function ceilToStep(amount: number, step: number): number {
  // `+ 0` turns the −0 of a small negative amount into 0
  return Math.ceil(amount / step) * step + 0;
}

export interface PurchaseMoneyInput {
  /** P, the price on the marketplace's site */
  priceSite: number;
  percentBp: number;
  /** pre, what the client prepaid */
  prepayment: number;
  /** K, extra income («Дополнительный доход») */
  extraIncome: number;
}

/**
 * A purchase: total = P + P·p/100; due = total − pre; income = due − P + K while P > pre, else
 * pre − P; with p = 0 the income is K. When the prepayment covers the price and equals the total as
 * cash would round it, nothing is left to collect (LEGACY-NOTES §2.6).
 */
export function purchaseMoney(input: PurchaseMoneyInput, cashStep: number): RowMoney {
  const { priceSite: price, percentBp, prepayment, extraIncome } = input;
  const total = price + feeOf(price, percentBp);
  let due: number;
  let income: number;
  if (price > prepayment) {
    due = total - prepayment;
    income = due - price + extraIncome;
  } else {
    due = roundHalfUp(total, cashStep) === prepayment ? 0 : total - prepayment;
    income = prepayment - price;
  }
  if (percentBp === 0) income = extraIncome;
  return { due, income };
}

export interface BarcodeMoneyInput {
  /** v, the goods' value as the marketplace's app shows it; 0 until staff set it */
  declaredValue: number;
  percentBp: number;
  prepayment: number;
}

/** A barcode delivery: due = v·p/100 − pre, rounded up to the step once staff set v; income = due + pre. */
export function barcodeMoney(input: BarcodeMoneyInput, step: number): RowMoney {
  const raw = feeOf(input.declaredValue, input.percentBp) - input.prepayment;
  const due = input.declaredValue > 0 ? ceilToStep(raw, step) : raw;
  return { due, income: due + input.prepayment };
}

/** A delivery or sorting service row: the fee is due and is the income. */
export function serviceMoney(input: { goodsValue: number; percentBp: number }): RowMoney {
  const fee = feeOf(input.goodsValue, input.percentBp);
  return { due: fee, income: fee };
}

/** Our shop's goods: the client pays the shop price less the prepayment; the price is the income. */
export function shopMoney(input: { price: number; prepayment: number }): RowMoney {
  return { due: input.price - input.prepayment, income: input.price };
}

/** A hand-over's outcome replaces a refused row's money: the refusal fee, or nothing for a defect or substitution. */
export function moneyAfterOutcome(money: RowMoney, outcome: Outcome, refusalFee: number): RowMoney {
  if (outcome === 'refusal-cash' || outcome === 'refusal-online') return { due: refusalFee, income: refusalFee };
  if (outcome === 'defect' || outcome === 'substitution') return { due: 0, income: 0 };
  return money;
}

/** What is actually taken at hand-over: cash rounded half-up to the step, online to the kopeck, never below 0. */
export function collectedAtHandOver(due: number, outcome: Outcome, cashStep: number): number {
  const payment = paymentOf(outcome);
  if (payment === null) return 0;
  return Math.max(0, payment === 'cash' ? roundHalfUp(due, cashStep) : due);
}

/** 10 → 1000 bp; 2.5 → 250; null for more than two decimals or outside 0–100. */
export function percentToBp(percent: number): number | null {
  const bp = Math.round(percent * 100);
  if (!Number.isFinite(percent) || Math.abs(percent * 100 - bp) > 1e-6 || bp < 0 || bp > BP_PER_WHOLE) return null;
  return bp;
}

export function bpToPercent(bp: number): number {
  return bp / 100;
}
