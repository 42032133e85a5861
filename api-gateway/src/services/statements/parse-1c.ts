import { dayOfCell, kopecksOfCell, type StatementLine } from './statement-line.js';

/** A 1C client-bank exchange file: the account's balances as the bank states them, and its movements. */
export interface ExchangeFile {
  /** the accounts the file is the statement of */
  accounts: string[];
  /** kopecks, null when the file does not state them */
  opening: number | null;
  closing: number | null;
  lines: StatementLine[];
  /** lines that could not be read (no date or amount), by number */
  unreadable: number[];
}

export const EXCHANGE_HEADER = '1CClientBankExchange';

/**
 * The text of a `1CClientBankExchange` file: `key=value` lines, the account section
 * (`СекцияРасчСчет`…`КонецРасчСчет`) and one section per document (`СекцияДокумент`…`КонецДокумента`).
 * A document paid from one of the file's accounts went out, one paid to them came in. Parsed by hand: the format is
 * plain key=value lines, and no maintained npm package reads it.
 */
export function parseExchange(text: string): ExchangeFile {
  const result: ExchangeFile = { accounts: [], opening: null, closing: null, lines: [], unreadable: [] };
  const ours = new Set<string>();
  let section: 'account' | 'document' | null = null;
  let fields = new Map<string, string>();
  let startRow = 0;
  const documents: { row: number; fields: Map<string, string> }[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    const at = line.indexOf('=');
    const key = at < 0 ? line : line.slice(0, at);
    const value = at < 0 ? '' : line.slice(at + 1).trim();
    if (key === 'СекцияРасчСчет' || key === 'СекцияДокумент') {
      section = key === 'СекцияРасчСчет' ? 'account' : 'document';
      fields = new Map();
      startRow = index + 1;
    } else if (key === 'КонецРасчСчет' && section === 'account') {
      const account = fields.get('РасчСчет');
      if (account) ours.add(account);
      // a file of several days has a section per day: the first opens, the last closes
      result.opening ??= kopecksOfCell(fields.get('НачальныйОстаток'));
      result.closing = kopecksOfCell(fields.get('КонечныйОстаток')) ?? result.closing;
      section = null;
    } else if (key === 'КонецДокумента' && section === 'document') {
      documents.push({ row: startRow, fields });
      section = null;
    } else if (section !== null && at > 0) fields.set(key, value);
    else if (section === null && key === 'РасчСчет' && value !== '') ours.add(value);
  });
  result.accounts = [...ours];
  for (const { row, fields: doc } of documents) {
    // out when paid from one of our accounts, in when paid to one; a document of neither is no movement of ours
    const out = ours.has(doc.get('ПлательщикСчет') ?? '');
    const incoming = ours.has(doc.get('ПолучательСчет') ?? '');
    const side = out ? 'Получатель' : 'Плательщик';
    const day = dayOfCell(doc.get(out ? 'ДатаСписано' : 'ДатаПоступило') || doc.get('Дата'));
    const amount = kopecksOfCell(doc.get('Сумма'));
    if (out === incoming || day === null || amount === null || amount <= 0) {
      result.unreadable.push(row);
      continue;
    }
    result.lines.push({
      row,
      day,
      amount,
      direction: out ? 'out' : 'in',
      counterparty: doc.get(`${side}1`) || doc.get(side) || '',
      inn: (doc.get(`${side}ИНН`) ?? '').replace(/\D/g, ''),
      account: doc.get(`${side}Счет`) ?? '',
      purpose: doc.get('НазначениеПлатежа') ?? '',
      document: doc.get('Номер') ?? '',
    });
  }
  return result;
}
