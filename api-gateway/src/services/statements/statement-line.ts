import { createHash } from 'node:crypto';
import { isRealDay, KOPECKS_MAX } from '@pvz/contracts/api/primitives';
import { rublesToKopecks } from '@pvz/contracts/money';

/** One movement of a bank statement, whatever file it came from. */
export interface StatementLine {
  /** the line's number in the file (1-based), to point the user at it */
  row: number;
  day: string;
  /** kopecks, > 0 */
  amount: number;
  direction: 'in' | 'out';
  counterparty: string;
  inn: string;
  account: string;
  purpose: string;
  document: string;
}

/**
 * What makes two lines the same movement (date, amount, direction, counterparty, document number,
 * purpose): the same file imported twice, or two overlapping statements, find their lines again.
 */
export function fingerprintOf(line: StatementLine): string {
  const parts = [
    line.day,
    line.amount,
    line.direction,
    line.inn || line.counterparty.toLowerCase(),
    line.document,
    line.purpose,
  ];
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 32);
}

/** A day as banks write it (31.12.2026, 31.12.26, 2026-12-31, with or without a time, or a spreadsheet date), or null. */
export function dayOfCell(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  const text = String(value ?? '').trim();
  const russian = /^(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})(?:\s.*)?$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T\s].*)?$/.exec(text);
  let day: string | null = null;
  if (russian) {
    const [, d = '', m = '', y = ''] = russian;
    day = `${y.length === 2 ? `20${y}` : y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  } else if (iso) day = `${iso[1]}-${iso[2]}-${iso[3]}`;
  return day !== null && isRealDay(day) ? day : null;
}

/**
 * An amount as banks write it («1 234,56», «-1234.56», «1234», a spreadsheet number) as signed kopecks,
 * or null; beyond what one movement may be (KOPECKS_MAX) it is no amount but a misread column.
 */
export function kopecksOfCell(value: unknown): number | null {
  let kopecks: number | null;
  let negative = false;
  if (typeof value === 'number') {
    kopecks = Number.isFinite(value) ? Math.round(Math.abs(value) * 100) : null;
    negative = value < 0;
  } else {
    const text = String(value ?? '').trim();
    negative = /^[-−]/.test(text);
    kopecks = text === '' ? null : rublesToKopecks(text.replace(/^[-−+]/, '').replace(/(руб\.?|₽|RUB)$/i, ''));
  }
  if (kopecks === null || !Number.isSafeInteger(kopecks) || kopecks > KOPECKS_MAX) return null;
  return negative ? -kopecks : kopecks;
}
