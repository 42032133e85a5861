import type { StatementMapping } from '@pvz/contracts/api/statements';
import { messages } from '@pvz/contracts/messages';
import { badRequest } from '../../errors.js';
import { decodeStatement } from './decode.js';
import { applyMapping, findHeaderRow, isUsableMapping, suggestMapping } from './mapping.js';
import { EXCHANGE_HEADER, parseExchange } from './parse-1c.js';
import { csvTable, isXlsx, MAX_STATEMENT_ROWS, type Table, xlsxTable } from './parse-table.js';
import { fingerprintOf, type StatementLine } from './statement-line.js';

/** A line and the fingerprint that finds it again. */
export type FingerprintedLine = StatementLine & { fingerprint: string };

/** A statement as read: its lines, and for a table the headers and the columns they were read by. */
export interface ReadStatement {
  format: 'xlsx' | 'csv' | '1c';
  headers: string[];
  mapping: StatementMapping | null;
  lines: FingerprintedLine[];
  unreadable: number[];
  opening: number | null;
  closing: number | null;
}

/**
 * Fingerprints, the n-th repeat of the same movement in one file counted in: two equal commissions
 * of a day are two lines, and the same file read again gives the same fingerprints.
 */
function fingerprinted(lines: StatementLine[]): FingerprintedLine[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const base = fingerprintOf(line);
    const repeat = seen.get(base) ?? 0;
    seen.set(base, repeat + 1);
    return { ...line, fingerprint: repeat === 0 ? base : `${base}.${repeat}` };
  });
}

/** The columns to read a table by: as asked, else the bank's profile when its headers are there, else suggested. */
function mappingFor(headers: string[], asked: StatementMapping | null, profile: StatementMapping | null) {
  if (asked) {
    if (!isUsableMapping(asked)) throw badRequest(messages.statementMappingRequired);
    if (Object.values(asked).some((header) => header !== '' && !headers.includes(header)))
      throw badRequest(messages.statementMappingUnknown);
    return asked;
  }
  if (profile && Object.values(profile).every((header) => header === '' || headers.includes(header))) return profile;
  const suggested = suggestMapping(headers);
  return isUsableMapping(suggested) ? suggested : null;
}

function readTable(
  format: 'xlsx' | 'csv',
  table: Table,
  asked: StatementMapping | null,
  profile: StatementMapping | null,
): ReadStatement {
  const header = findHeaderRow(table, asked ?? profile) ?? findHeaderRow(table, null);
  if (!header) {
    // nothing looks like a header: the first row's cells are offered to map by hand
    const headers = (table[0] ?? []).map((cell) => String(cell).trim());
    if (asked) throw badRequest(messages.statementMappingUnknown);
    return { format, headers, mapping: null, lines: [], unreadable: [], opening: null, closing: null };
  }
  const mapping = mappingFor(header.headers, asked, profile);
  if (!mapping)
    return { format, headers: header.headers, mapping, lines: [], unreadable: [], opening: null, closing: null };
  const { lines, unreadable } = applyMapping(table, header.index, header.headers, mapping);
  return {
    format,
    headers: header.headers,
    mapping,
    lines: fingerprinted(lines),
    unreadable,
    opening: null,
    closing: null,
  };
}

/** An uploaded statement in any of the three formats, or a Russian 400 when it is none of them. */
export async function readStatement(
  bytes: Buffer,
  asked: StatementMapping | null,
  profile: StatementMapping | null,
): Promise<ReadStatement> {
  if (isXlsx(bytes)) {
    const table = await xlsxTable(bytes).catch(() => {
      throw badRequest(messages.statementUnreadable);
    });
    if (!table) throw badRequest(messages.statementTooLong);
    return readTable('xlsx', table, asked, profile);
  }
  const text = decodeStatement(bytes);
  if (text === null) throw badRequest(messages.statementUnreadable);
  if (text.trimStart().startsWith(EXCHANGE_HEADER)) {
    const file = parseExchange(text);
    return {
      format: '1c',
      headers: [],
      mapping: null,
      lines: fingerprinted(file.lines),
      unreadable: file.unreadable,
      opening: file.opening,
      closing: file.closing,
    };
  }
  // text with no delimiter is no CSV statement
  if (!/[;,\t|]/.test(text)) throw badRequest(messages.statementUnreadable);
  const table = await csvTable(text).catch(() => {
    throw badRequest(messages.statementUnreadable);
  });
  if (table.length > MAX_STATEMENT_ROWS) throw badRequest(messages.statementTooLong);
  return readTable('csv', table, asked, profile);
}
