import { parseString } from '@fast-csv/parse';
import type ExcelJS from 'exceljs';

/** The cells of a spreadsheet-like statement, as text (dates of an xlsx stay dates, numbers numbers). */
export type Cell = string | number | Date;
export type Table = Cell[][];

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

export const isXlsx = (bytes: Uint8Array) => ZIP_MAGIC.every((byte, index) => bytes[index] === byte);

/** A statement has a few columns and at most some tens of thousands of lines: beyond this it is no statement. */
export const MAX_STATEMENT_ROWS = 100_000;
const MAX_COLUMNS = 100;

/** A cell's value as a statement reads it: a formula by its result, a link by its text, rich text joined. */
function cellOf(value: ExcelJS.CellValue): Cell {
  if (value instanceof Date || typeof value === 'number') return value;
  if (value && typeof value === 'object') {
    if ('result' in value) return cellOf((value.result ?? '') as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    return '';
  }
  // a NUL is no character of a statement, and PostgreSQL text refuses it
  return String(value ?? '')
    .split('\u0000')
    .join('')
    .trim();
}

/**
 * The first sheet of an xlsx file, row by row (missing rows kept empty, so that line numbers are the
 * sheet's), at most MAX_COLUMNS cells a row: a sheet with a value in its last column must not make
 * sixteen thousand cells a row. Null when it has more rows than a statement may.
 */
export async function xlsxTable(bytes: Uint8Array): Promise<Table | null> {
  // loaded with the first statement, not with the gateway: a third of a second of every start
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  if (sheet.actualRowCount > MAX_STATEMENT_ROWS || sheet.rowCount > MAX_STATEMENT_ROWS) return null;
  const table: Table = [];
  sheet.eachRow((row, number) => {
    while (table.length < number - 1) table.push([]);
    const cells: Cell[] = [];
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      if (column > MAX_COLUMNS) return;
      while (cells.length < column - 1) cells.push('');
      cells.push(cellOf(cell.value));
    });
    table.push(cells);
  });
  return table;
}

const delimiters = [';', ',', '\t', '|'] as const;

/** The delimiter that splits the first lines into the same, largest number of fields. */
function sniffDelimiter(text: string): string {
  const lines = text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .slice(0, 20);
  let best: { delimiter: string; score: number } = { delimiter: ';', score: 0 };
  for (const delimiter of delimiters) {
    const counts = lines.map((line) => line.split(delimiter).length - 1);
    const common = counts.sort((a, b) => a - b)[Math.floor(counts.length / 2)] ?? 0;
    const steady = counts.filter((count) => count === common).length;
    if (common > 0 && steady * common > best.score) best = { delimiter, score: steady * common };
  }
  return best.delimiter;
}

/** A CSV statement in any of the usual delimiters. */
export function csvTable(text: string): Promise<Table> {
  return new Promise((resolve, reject) => {
    const table: Table = [];
    parseString(text, { delimiter: sniffDelimiter(text), ignoreEmpty: true, trim: true })
      .on('error', reject)
      .on('data', (row: string[]) => table.push(row))
      .on('end', () => resolve(table));
  });
}
