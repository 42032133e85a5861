import { emptyStatementMapping, type StatementMapping } from '@pvz/contracts/api/statements';
import type { Cell, Table } from './parse-table.js';
import { dayOfCell, kopecksOfCell, type StatementLine } from './statement-line.js';

type Field = keyof StatementMapping;

/** Words of the headers of Russian banks' statements, most telling first. */
const headerWords: [Field, string[]][] = [
  ['date', ['дата операции', 'дата проводки', 'дата платежа', 'дата']],
  ['debit', ['сумма по дебету', 'списание', 'дебет', 'расход']],
  ['credit', ['сумма по кредиту', 'поступление', 'зачисление', 'кредит', 'приход']],
  ['amount', ['сумма операции', 'сумма']],
  ['inn', ['инн']],
  ['account', ['счет контрагента', 'счёт контрагента', 'счет', 'счёт']],
  ['purpose', ['назначение']],
  ['document', ['номер документа', '№ документа', '№ док', 'номер']],
  ['counterparty', ['контрагент', 'наименование', 'корреспондент', 'плательщик', 'получатель']],
];

const headerText = (cell: Cell | undefined) => String(cell ?? '').trim();

/** The columns a header row suggests, each header used once. */
export function suggestMapping(headers: readonly string[]): StatementMapping {
  const mapping = { ...emptyStatementMapping };
  const used = new Set<string>();
  for (const [field, words] of headerWords)
    for (const word of words) {
      const header = headers.find((candidate) => !used.has(candidate) && candidate.toLowerCase().includes(word));
      if (header) {
        mapping[field] = header;
        used.add(header);
        break;
      }
    }
  // one signed column, or a column each way: not both
  if (mapping.debit && mapping.credit) mapping.amount = '';
  return mapping;
}

const usable = (mapping: StatementMapping) =>
  mapping.date !== '' && (mapping.amount !== '' || (mapping.debit !== '' && mapping.credit !== ''));

/** The header row (within the first 30) that holds every column of the mapping, or that suggests a usable one. */
export function findHeaderRow(
  table: Table,
  saved: StatementMapping | null,
): { index: number; headers: string[] } | null {
  for (const [index, row] of table.slice(0, 30).entries()) {
    const headers = row.map(headerText);
    const holds = saved
      ? Object.values(saved).every((header) => header === '' || headers.includes(header))
      : usable(suggestMapping(headers));
    if (holds) return { index, headers };
  }
  return null;
}

/** The table's lines below the header as statement lines; what cannot be read is listed by line number. */
export function applyMapping(table: Table, headerIndex: number, headers: string[], mapping: StatementMapping) {
  const column = (field: Field) => (mapping[field] === '' ? -1 : headers.indexOf(mapping[field]));
  const at = (row: Cell[], field: Field) => {
    const index = column(field);
    return index < 0 ? '' : row[index];
  };
  const lines: StatementLine[] = [];
  const unreadable: number[] = [];
  for (const [offset, row] of table.slice(headerIndex + 1).entries()) {
    if (row.every((cell) => headerText(cell) === '')) continue;
    const number = headerIndex + offset + 2;
    const day = dayOfCell(at(row, 'date'));
    let signed: number | null;
    if (mapping.amount !== '') signed = kopecksOfCell(at(row, 'amount'));
    else {
      const out = kopecksOfCell(at(row, 'debit')) ?? 0;
      const incoming = kopecksOfCell(at(row, 'credit')) ?? 0;
      signed = out !== 0 ? -Math.abs(out) : incoming;
    }
    // a totals line at the foot has no date: it is not a movement (any other line without one is unreadable)
    if (day === null && headerText(at(row, 'date')) === '' && /итог|всего|оборот/i.test(row.map(headerText).join(' ')))
      continue;
    if (day === null || signed === null || signed === 0) {
      unreadable.push(number);
      continue;
    }
    lines.push({
      row: number,
      day,
      amount: Math.abs(signed),
      direction: signed < 0 ? 'out' : 'in',
      counterparty: headerText(at(row, 'counterparty')),
      inn: headerText(at(row, 'inn')).replace(/\D/g, ''),
      account: headerText(at(row, 'account')),
      purpose: headerText(at(row, 'purpose')),
      document: headerText(at(row, 'document')),
    });
  }
  return { lines, unreadable };
}

export { usable as isUsableMapping };
