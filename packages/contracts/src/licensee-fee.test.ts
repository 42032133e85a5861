import fc from 'fast-check';
import { type FeeTier, isFeeScale, licenseeFee, MAX_TIERS, PER_PARCEL_MAX, parcelsByTier } from './licensee-fee.js';

/** A valid scale: starts at 0, strictly increasing starts. */
const scale = fc
  .array(
    fc.record({ gap: fc.integer({ min: 1, max: 5_000 }), perParcel: fc.integer({ min: 0, max: PER_PARCEL_MAX }) }),
    {
      minLength: 1,
      maxLength: MAX_TIERS,
    },
  )
  .map((steps) => {
    let from = 0;
    return steps.map((step, index): FeeTier => {
      if (index > 0) from += step.gap;
      return { from, perParcel: step.perParcel };
    });
  });
const tariff = fc.record({ monthlyFee: fc.integer({ min: 0, max: 1_000_000_00 }), tiers: scale });
const parcels = fc.integer({ min: 0, max: 200_000 });

describe('licensee fee', () => {
  it('charges a simple example: 15 000 ₽ a month, 10 ₽ a parcel up to 1 000, 7 ₽ beyond', () => {
    const fee = licenseeFee(
      {
        monthlyFee: 15_000_00,
        tiers: [
          { from: 0, perParcel: 10_00 },
          { from: 1_000, perParcel: 7_00 },
        ],
      },
      1_500,
    );
    expect(fee).toEqual({ fixed: 15_000_00, perParcel: 13_500_00, total: 28_500_00 });
  });

  it('puts every parcel in exactly one tier', () => {
    fc.assert(
      fc.property(scale, parcels, (tiers, count) => {
        const counts = parcelsByTier(tiers, count);
        return counts.every((n) => n >= 0) && counts.reduce((sum, n) => sum + n, 0) === count;
      }),
    );
  });

  it('is the fixed part plus the parcels at their tier’s fee, in whole kopecks', () => {
    fc.assert(
      fc.property(tariff, parcels, (terms, count) => {
        const fee = licenseeFee(terms, count);
        return (
          Number.isSafeInteger(fee.total) && fee.total === fee.fixed + fee.perParcel && fee.fixed === terms.monthlyFee
        );
      }),
    );
  });

  it('never charges less for more parcels', () => {
    fc.assert(
      fc.property(tariff, parcels, parcels, (terms, a, b) => {
        const [few, many] = a <= b ? [a, b] : [b, a];
        return licenseeFee(terms, few).total <= licenseeFee(terms, many).total;
      }),
    );
  });

  it('with one tier is a flat fee per parcel', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: PER_PARCEL_MAX }), parcels, (each, count) => {
        return licenseeFee({ monthlyFee: 0, tiers: [{ from: 0, perParcel: each }] }, count).total === each * count;
      }),
    );
  });

  it('accepts only scales that start at 0 and rise', () => {
    fc.assert(fc.property(scale, (tiers) => isFeeScale(tiers)));
    expect(isFeeScale([])).toBe(false);
    expect(isFeeScale([{ from: 5, perParcel: 1 }])).toBe(false);
    expect(
      isFeeScale([
        { from: 0, perParcel: 1 },
        { from: 0, perParcel: 2 },
      ]),
    ).toBe(false);
    expect(isFeeScale([{ from: 0, perParcel: -1 }])).toBe(false);
    expect(isFeeScale([{ from: 0, perParcel: 0.5 }])).toBe(false);
  });
});
