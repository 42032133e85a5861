/**
 * What a licensee pays for a month (issue 18): a fixed monthly fee plus a fee per parcel handled at
 * its points, graduated by tiers as a tax scale is: the parcels from a tier's start up to the next
 * tier's start pay that tier's fee each. One module for the gateway and the page, with property tests.
 */

/** Parcels from `from` (counted from 0) up to the next tier pay `perParcel` kopecks each. */
export interface FeeTier {
  from: number;
  perParcel: number;
}

export interface LicenseeTariff {
  /** kopecks a month, whatever was handled */
  monthlyFee: number;
  /** the first tier starts at 0; each next one later */
  tiers: readonly FeeTier[];
}

export interface LicenseeFee {
  fixed: number;
  perParcel: number;
  total: number;
}

/** Tiers a tariff may have. */
export const MAX_TIERS = 10;
/** A fee per parcel above this (10 000 ₽) is a typo, not a tariff. */
export const PER_PARCEL_MAX = 10_000_00;

/** Whether the tiers make a scale: the first from 0, each next one later, fees within bounds. */
export function isFeeScale(tiers: readonly FeeTier[]): boolean {
  if (tiers.length === 0 || tiers.length > MAX_TIERS || tiers[0]?.from !== 0) return false;
  return tiers.every(
    (tier, index) =>
      Number.isSafeInteger(tier.from) &&
      Number.isSafeInteger(tier.perParcel) &&
      tier.perParcel >= 0 &&
      tier.perParcel <= PER_PARCEL_MAX &&
      (index === 0 || tier.from > (tiers[index - 1] as FeeTier).from),
  );
}

/** The parcels of the month that fall in each tier, in the tiers' order. */
export function parcelsByTier(tiers: readonly FeeTier[], parcels: number): number[] {
  return tiers.map((tier, index) => {
    const next = tiers[index + 1]?.from ?? Number.POSITIVE_INFINITY;
    return Math.max(0, Math.min(parcels, next) - tier.from);
  });
}

export function licenseeFee(tariff: LicenseeTariff, parcels: number): LicenseeFee {
  const counts = parcelsByTier(tariff.tiers, parcels);
  const perParcel = counts.reduce((sum, count, index) => sum + count * (tariff.tiers[index] as FeeTier).perParcel, 0);
  return { fixed: tariff.monthlyFee, perParcel, total: tariff.monthlyFee + perParcel };
}
