import { percentToBp } from '../goods-money.js';
import { messages } from '../messages.js';
import { normalizePhone } from '../phone.js';
import type { SiteSettings } from '../settings.js';
import type { Problem } from './reference.js';

/**
 * A percentage: from 0 to 100, at most two decimals. The money module decides (a float such as
 * 4.35·100 is not exactly 435, so the check must allow for it): whatever it turns into basis points is one.
 */
export function isPercent(value: number): boolean {
  return percentToBp(value) !== null;
}

const whole = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

/** The first problem with the settings, the same in the form and on the gateway. */
export function settingsProblem(settings: SiteSettings): Problem {
  if (!settings.siteTitle.trim()) return { field: 'siteTitle', error: messages.siteTitleEmpty };
  if (settings.siteTitle.trim().length > 64) return { field: 'siteTitle', error: messages.siteTitleTooLong };
  const badPhone = settings.contactPhones.findIndex((phone) => !normalizePhone(phone).ok);
  if (badPhone >= 0) return { field: 'contactPhones', error: messages.phoneInvalid };
  const money: (keyof SiteSettings)[] = ['refusalFee', 'referralBonus', 'referralThreshold'];
  for (const field of money) {
    if (!whole(settings[field] as number, 0, 100_000_000)) return { field, error: messages.moneyInvalid };
  }
  if (!whole(settings.cashRoundingStep, 1, 100_000))
    return { field: 'cashRoundingStep', error: messages.roundingInvalid };
  const days: (keyof SiteSettings)[] = [
    'waitingDays',
    'expiredDays',
    'expiredWarningDays',
    'prepaidSwitchDays',
    'refundsVisibleDays',
  ];
  for (const field of days) {
    if (!whole(settings[field] as number, 1, 365)) return { field, error: messages.daysInvalid };
  }
  for (const field of ['issuedVisibleHours', 'barcodeCancelHours'] as const) {
    if (!whole(settings[field], 1, 720)) return { field, error: messages.hoursInvalid };
  }
  for (const field of ['partnerPercent', 'managerPercent'] as const) {
    if (!isPercent(settings[field])) return { field, error: messages.percentInvalid };
  }
  for (const kind of ['purchase', 'barcode', 'service'] as const) {
    if (!isPercent(settings.defaultPercents[kind]))
      return { field: `defaultPercents.${kind}`, error: messages.percentInvalid };
  }
  if (!whole(settings.newPointCells, 0, 2000)) return { field: 'newPointCells', error: messages.newPointCellsInvalid };
  return null;
}
