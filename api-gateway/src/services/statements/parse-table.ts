import { parseString } from '@fast-csv/parse';
import ExcelJS from 'exceljs';

/** The cells of a spreadsheet-like statement, as text (dates of an xlsx stay dates, numbers numbers). */
export type Cell = string | number | Date;
export type Table = Cell[][];

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

export const isXlsx = (bytes: Uint8Array) => ZIP_MAGIC.every((byte, index) => bytes[index] === byte);

/** The first sheet of an xlsx file, row by row. */
export async function xlsxTable(bytes: Uint8Array): Promise<Table> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const table: Table = [];
  sheet?.eachRow({ includeEmpty: true }, (row) => {
    const cells: Cell[] = [];
    for (let column = 1; column <= row.cellCount; column += 1) {
      const value = row.getCell(column).value;
      if (value instanceof Date || typeof value === 'number') cells.push(value);
      else if (value && typeof value === 'object' && 'result' in value) cells.push(String(value.result ?? ''));
      else if (value && typeof value === 'object' && 'richText' in value)
        cells.push(value.richText.map((part) => part.text).join(''));
      else cells.push(String(value ?? '').trim());
    }
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
