import { INT4_MAX } from './api/primitives.js';
import { type EquipmentRegister, equipmentRecordPath, registerOfSegment, registerSegments } from './equipment.js';

/**
 * What our labels and QR codes carry, and how a scan is read back (DOMAIN.md §1 "Codes").
 *
 * A keyboard-wedge scanner types the code as key presses. With the Russian layout switched on, the
 * keys come out as Cyrillic letters and "/" as "." — so a scan that contains Cyrillic is turned back
 * into the Latin keys that were pressed, and "." is accepted wherever "/" is expected.
 */

/** The record type segment of an item label: 1 purchase, 2 barcode delivery, 3 service, shop/1 shop. */
export type RecordType = '1' | '2' | '3' | 'shop';

export type ScanCode =
  | { type: 'item'; recordType: RecordType; id: number }
  | { type: 'old-item'; oldId: number }
  | { type: 'box'; pvzNumber: number; id: number }
  | { type: 'pickup'; token: string }
  /** an equipment or auto storage label: the URL of the item's card */
  | { type: 'equipment'; register: EquipmentRegister; id: number };

/** The ЙЦУКЕН character each QWERTY key types, unshifted and shifted (only the keys that differ). */
// biome-ignore format: one line per row of the keyboard
const russianByLatin: Record<string, string> = {
  q: 'й', w: 'ц', e: 'у', r: 'к', t: 'е', y: 'н', u: 'г', i: 'ш', o: 'щ', p: 'з', '[': 'х', ']': 'ъ',
  a: 'ф', s: 'ы', d: 'в', f: 'а', g: 'п', h: 'р', j: 'о', k: 'л', l: 'д', ';': 'ж', "'": 'э',
  z: 'я', x: 'ч', c: 'с', v: 'м', b: 'и', n: 'т', m: 'ь', ',': 'б', '.': 'ю', '/': '.', '`': 'ё',
  Q: 'Й', W: 'Ц', E: 'У', R: 'К', T: 'Е', Y: 'Н', U: 'Г', I: 'Ш', O: 'Щ', P: 'З', '{': 'Х', '}': 'Ъ',
  A: 'Ф', S: 'Ы', D: 'В', F: 'А', G: 'П', H: 'Р', J: 'О', K: 'Л', L: 'Д', ':': 'Ж', '"': 'Э',
  Z: 'Я', X: 'Ч', C: 'С', V: 'М', B: 'И', N: 'Т', M: 'Ь', '<': 'Б', '>': 'Ю', '?': ',', '~': 'Ё',
  '@': '"', '#': '№', $: ';', '^': ':', '&': '?', '|': '/',
};

const latinByRussian = new Map(Object.entries(russianByLatin).map(([latin, russian]) => [russian, latin]));
const cyrillic = /[\u0400-\u04ff№]/;

/** A scan as the scanner meant it: trimmed, and typed back in Latin if it came out in Russian layout. */
export function normalizeScan(raw: string): string {
  const text = raw.trim();
  if (!cyrillic.test(text)) return text;
  return [...text].map((char) => latinByRussian.get(char) ?? char).join('');
}

const digits = /^\d{1,12}$/;
const pickupToken = /^\d{1,12}-\d{1,12}-\d{16}$/;

/** An id of a label: our ids are int4, so a longer number names nothing (and must not reach a query). */
function positiveInteger(segment: string | undefined): number | null {
  if (segment === undefined || !digits.test(segment)) return null;
  const value = Number(segment);
  return value > 0 && value <= INT4_MAX ? value : null;
}

function itemAt(segments: readonly string[], at: number): ScanCode | null {
  const type = segments[at];
  if (type === '1' || type === '2' || type === '3') {
    const id = positiveInteger(segments[at + 1]);
    return id === null ? null : { type: 'item', recordType: type, id };
  }
  if (type === 'shop' && segments[at + 1] === '1') {
    const id = positiveInteger(segments[at + 2]);
    return id === null ? null : { type: 'item', recordType: 'shop', id };
  }
  if (type === 'old') {
    const old = /^1-(\d{1,12})$/.exec(segments[at + 1] ?? '');
    const oldId = positiveInteger(old?.[1]);
    return oldId === null ? null : { type: 'old-item', oldId };
  }
  return null;
}

/**
 * Reads a scanned code: an item label (`…/spreadsheets/record/1/123`, `…/record/shop/1/123`,
 * `…/record/old/1-77`, or the short `1/123` of the label's barcode), a box label
 * (`…/box/{pvzNumber}/{id}`), a client's pickup QR (`…/pickup/{token}`) or an equipment label
 * (`…/equipment/record/{id}`, `…/auto-storage/record/{id}`). Anything else is null.
 */
export function parseScanCode(raw: string): ScanCode | null {
  const text = normalizeScan(raw);
  const segments = text
    .replace(/^[a-z]+:\/\//i, '')
    .split(/[/.]/)
    .filter((segment) => segment !== '')
    .map((segment) => (digits.test(segment) ? segment : segment.toLowerCase()));
  const record = segments.lastIndexOf('record');
  // `…/equipment/record/{id}`, `…/auto-storage/record/{id}`: the register's segment before `record`
  const register = registerOfSegment(segments[record - 1]);
  if (record >= 1 && register) {
    const id = positiveInteger(segments[record + 1]);
    return id === null || segments.length !== record + 2 ? null : { type: 'equipment', register, id };
  }
  if (record >= 0) return itemAt(segments, record + 1);
  const box = segments.lastIndexOf('box');
  if (box >= 0) {
    const pvzNumber = positiveInteger(segments[box + 1]);
    const id = positiveInteger(segments[box + 2]);
    return pvzNumber === null || id === null || segments.length !== box + 3 ? null : { type: 'box', pvzNumber, id };
  }
  const pickup = segments.lastIndexOf('pickup');
  if (pickup >= 0) {
    const token = segments[pickup + 1] ?? '';
    return pickupToken.test(token) && segments.length === pickup + 2 ? { type: 'pickup', token } : null;
  }
  // the short form of a label's barcode
  if (segments.length === 2 || (segments.length === 3 && segments[0] === 'shop')) return itemAt(segments, 0);
  return null;
}

/**
 * A bare parcel id typed from a damaged label (`123`): only where no code is read, and only an id
 * that may exist. Whether it names one parcel is for the gateway to say.
 */
export function parseBareId(raw: string): number | null {
  const text = normalizeScan(raw);
  return parseScanCode(text) === null ? positiveInteger(text) : null;
}

/** Longer scans are cut in a log: what matters is at their start. */
const SHOWN_SCAN_MAX = 32;

/** A scan as a log shows it: a label as its short code (`1/123`), not the URL it carries. */
export function shortScanText(raw: string): string {
  const code = parseScanCode(raw);
  if (code?.type === 'item') return shortItemCode(code.recordType, code.id);
  if (code?.type === 'old-item') return `old/1-${code.oldId}`;
  if (code?.type === 'box') return `box/${code.pvzNumber}/${code.id}`;
  if (code?.type === 'pickup') return 'QR клиента';
  if (code?.type === 'equipment') return `${registerSegments[code.register]}/${code.id}`;
  const text = normalizeScan(raw);
  return text.length > SHOWN_SCAN_MAX ? `${text.slice(0, SHOWN_SCAN_MAX - 1)}…` : text;
}

/**
 * The card an equipment or auto storage label opens wherever it is scanned or typed (the gateway says
 * whether the user may see it); null for any other code.
 */
export function equipmentCardPathOf(raw: string): string | null {
  const code = parseScanCode(raw);
  return code?.type === 'equipment' ? equipmentRecordPath(code.register, code.id) : null;
}

/** The path of an item's record page; its label's QR carries the full URL of it. */
export function recordPath(recordType: RecordType, id: number): string {
  return recordType === 'shop' ? `/spreadsheets/record/shop/1/${id}` : `/spreadsheets/record/${recordType}/${id}`;
}

/** What a label's 1D barcode carries: short enough for a small label, read by the same parser. */
export function shortItemCode(recordType: RecordType, id: number): string {
  return recordType === 'shop' ? `shop/1/${id}` : `${recordType}/${id}`;
}

/** The path a client's pickup QR carries; the token is signed by the gateway. */
export function pickupPath(token: string): string {
  return `/pickup/${token}`;
}
