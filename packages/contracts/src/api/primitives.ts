import { type TNumberOptions, Type } from 'typebox';

/**
 * The bounded building blocks of every request schema. An unbounded integer lets 2147483648 or 1e308
 * through to a Postgres `integer` column, and a text with NUL cannot be stored at all: both ended as
 * 500s. With these, the gateway's validator refuses such input with a Russian 400 (the error handler
 * explains each bound, see `messages/validation.ts`).
 */

/** The range of a Postgres `integer` (int4): ids, counts and per-row amounts are stored as such. */
export const INT4_MAX = 2_147_483_647;
export const INT4_MIN = -2_147_483_648;

/** A row id. */
export const Id = Type.Integer({ minimum: 1, maximum: INT4_MAX });

/** Any whole number an `integer` column holds; for fields whose narrower range the gateway checks with its own message. */
export const Int32 = Type.Integer({ minimum: INT4_MIN, maximum: INT4_MAX });

/** A whole number JavaScript holds exactly (Telegram's ids outgrow int4). */
export const SafeInteger = Type.Integer({ minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER });

/** A zero-based page number. */
export const PageIndex = (maximum = 100_000, options: TNumberOptions = {}) =>
  Type.Integer({ ...options, minimum: 0, maximum });

/** Rows per page. */
export const PageSize = (maximum: number, options: TNumberOptions = {}) =>
  Type.Integer({ ...options, minimum: 1, maximum });

/** The most money one amount may be: 1 000 000 000 ₽ in kopecks, far over any real sum and far under 2^53. */
export const KOPECKS_MAX = 100_000_000_000;

/** Money in kopecks, not negative. */
export const Kopecks = (maximum = KOPECKS_MAX) => Type.Integer({ minimum: 0, maximum });

/** Money in kopecks that may be negative: a correction that takes money away. */
export const SignedKopecks = (limit = KOPECKS_MAX) => Type.Integer({ minimum: -limit, maximum: limit });

/** Text on one line: no control character at all (C0 and DEL). */
export const SINGLE_LINE_PATTERN = '^[^\\u0000-\\u001F\\u007F]*$';
/** Text of several lines: tabs and line breaks, but no other control character. */
export const MULTI_LINE_PATTERN = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$';
/** Anything but NUL, which no Postgres text can hold. */
export const NO_NUL_PATTERN = '^[^\\u0000]*$';

/** Text on one line: names, phones, links, searches. */
export const Text = (maxLength: number, minLength = 0) =>
  Type.String({ minLength, maxLength, pattern: SINGLE_LINE_PATTERN });

/** Text that may run over several lines: notes, messages. */
export const MultilineText = (maxLength: number) => Type.String({ maxLength, pattern: MULTI_LINE_PATTERN });

/**
 * Text taken as it was typed or scanned, NUL aside: passwords (any character is fair and none is
 * stored) and scanned codes (a camera may decode a GS1 code with its group separators).
 */
export const RawText = (maxLength: number, minLength = 0) =>
  Type.String({ minLength, maxLength, pattern: NO_NUL_PATTERN });

/** The years a date of this product may fall in; Postgres would refuse year 0000 with a 500. */
export const YEAR_MIN = 2000;
export const YEAR_MAX = 2100;
/** `YYYY-MM-DD` within YEAR_MIN–YEAR_MAX; the `date` format checks the day exists. */
export const DATE_PATTERN = '^(?:20\\d{2}|2100)-\\d{2}-\\d{2}$';

/** A calendar day, `YYYY-MM-DD`, within the years of the product. */
/** A month of this millennium, as its first day: `YYYY-MM-01`. */
export const MonthStart = Type.String({ pattern: '^2\\d{3}-(0[1-9]|1[0-2])-01$' });

export const IsoDate = Type.String({ format: 'date', pattern: DATE_PATTERN });

const inYears = (date: Date) =>
  !Number.isNaN(date.getTime()) && date.getUTCFullYear() >= YEAR_MIN && date.getUTCFullYear() <= YEAR_MAX;

/** A `YYYY-MM-DD` day that exists in the calendar and falls within the product's years. */
export function isRealDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return inYears(date) && date.toISOString().slice(0, 10) === text;
}

/** A date or a date and time (ISO 8601) that JavaScript reads and that falls within the product's years. */
export function isRealMoment(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.test(text) && inYears(new Date(text));
}
