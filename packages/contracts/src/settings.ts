import { type Static, Type } from 'typebox';
import { Int32, MultilineText, Text } from './api/primitives.js';

/**
 * Percentages carry at most two decimals; money is integer kopecks. Each value's own range is
 * checked by `settingsProblem` (the same in the form), with its own message.
 */
const Percent = Type.Number();
const Kopecks = Int32;
const Whole = Int32;

/** The business settings of DOMAIN.md, one object, edited by ADMIN on /admin/settings. */
export const SiteSettings = Type.Object({
  siteTitle: Text(200),
  /** «Адрес, куда заказывать»: the receiving address clients order to */
  orderAddress: MultilineText(1000),
  contactPhones: Type.Array(Text(40), { maxItems: 5 }),
  refusalFee: Kopecks,
  /** cash collected at hand-over is rounded half-up to this step */
  cashRoundingStep: Kopecks,
  waitingDays: Whole,
  expiredDays: Whole,
  expiredWarningDays: Whole,
  prepaidSwitchDays: Whole,
  issuedVisibleHours: Whole,
  barcodeCancelHours: Whole,
  refundsVisibleDays: Whole,
  referralBonus: Kopecks,
  referralThreshold: Kopecks,
  partnerPercent: Percent,
  managerPercent: Percent,
  defaultPercents: Type.Object({ purchase: Percent, barcode: Percent, service: Percent }),
  newPointCells: Whole,
});
export type SiteSettings = Static<typeof SiteSettings>;

export const defaultSettings: SiteSettings = {
  siteTitle: 'ПВЗ',
  orderAddress: '',
  contactPhones: [],
  refusalFee: 100_00,
  cashRoundingStep: 10_00,
  waitingDays: 10,
  expiredDays: 5,
  expiredWarningDays: 7,
  prepaidSwitchDays: 11,
  issuedVisibleHours: 24,
  barcodeCancelHours: 24,
  refundsVisibleDays: 7,
  referralBonus: 500_00,
  referralThreshold: 3000_00,
  partnerPercent: 2.5,
  managerPercent: 0.5,
  defaultPercents: { purchase: 10, barcode: 10, service: 2 },
  newPointCells: 500,
};

/** What every visitor may read: the site's name and how to reach it (GET /api/public/site). */
export const PublicSite = Type.Object({
  siteTitle: Type.String(),
  orderAddress: Type.String(),
  contactPhones: Type.Array(Type.String()),
});
export type PublicSite = Static<typeof PublicSite>;

export const EditSettingsBody = Type.Object({ settings: SiteSettings });
