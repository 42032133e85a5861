import type {
  LineStatus,
  PreviewLine,
  StatementBatches,
  StatementDecisions,
  StatementImported,
  StatementMapping,
  StatementPreview,
} from '@pvz/contracts/api/statements';
import { describe, messages } from '@pvz/contracts/messages';
import { ADMIN_ROLE } from '@pvz/contracts/roles';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { badRequest, conflict, forbidden, notFound } from '../../errors.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';
import { bankAccountSpec, ledgerAccount } from '../ledger/accounts.js';
import { balancesOf } from '../ledger/balances.js';
import { reverseMany, type Transfer, transferMany } from '../ledger/transfers.js';
import { categoryByRules, categoryRules } from './category-rules.js';
import type { FingerprintedLine, ReadStatement } from './read-statement.js';
import { readStatement } from './read-statement.js';

/** What a statement is uploaded with. */
export interface StatementUpload {
  fileName: string;
  bytes: Buffer;
  bankId: number;
  mapping: StatementMapping | null;
}

/** Rows a multi-row insert writes (13 parameters each, far below PostgreSQL's 65,535). */
const ROWS_PER_INSERT = 1000;

/** Possible duplicates: the same amount and direction within this many days. */
const SIMILAR_DAYS = 3;

export function assertDirector(actor: StaffAuth): void {
  if (actor.user.role !== ADMIN_ROLE) throw forbidden(messages.statementDirector);
}

/** The bank and its ledger account (made on first use, as every account is). */
async function bankOf(db: Db, bankId: number) {
  const bank = await db
    .selectFrom('banks')
    .select(['id', 'name', 'account_key'])
    .where('id', '=', bankId)
    .executeTakeFirst();
  if (!bank) throw notFound(messages.bankNotFound);
  return { ...bank, ledgerAccountId: await ledgerAccount(db, bankAccountSpec(bank)) };
}

/** Who a line is from or to, as lines are compared: the INN when there is one, else the name. */
const counterpartyKey = (line: { inn: string; counterparty: string }) => line.inn || line.counterparty.toLowerCase();

/**
 * Each line's status against what the bank already holds: the same fingerprint is imported already; the
 * same amount and direction within ±3 days, in an earlier statement or in a move booked by hand (a
 * payout report, a cashless row, a transfer between banks), may be the same movement, and so may a
 * line repeated within the file: the user decides. With the category a rule gives (by INN, then by
 * a word), else the one last given to the same counterparty's lines. Five queries whatever the file's size.
 */
async function classify(
  db: Db,
  bank: { id: number; ledgerAccountId: number },
  lines: FingerprintedLine[],
): Promise<PreviewLine[]> {
  if (lines.length === 0) return [];
  const keys = lines.map(counterpartyKey);
  const unnested = sql`unnest(${lines.map((line) => line.amount)}::bigint[], ${lines.map((line) => line.day)}::date[],
    ${lines.map((line) => line.direction)}::text[]) with ordinality as l(amount, day, direction, index)`;
  const [known, similar, booked, categories, { rules }] = await Promise.all([
    db
      .selectFrom('statement_lines')
      .select('fingerprint')
      .where('bank_id', '=', bank.id)
      .where('undone', '=', false)
      .where(sql<boolean>`fingerprint = any(${lines.map((line) => line.fingerprint)}::text[])`)
      .execute(),
    sql<{ index: string; fingerprint: string }>`
      select distinct on (l.index) l.index, s.fingerprint
      from ${unnested}
      join statement_lines s on s.bank_id = ${bank.id} and not s.undone and s.amount = l.amount
        and s.direction = l.direction
        and s.day between l.day - ${SIMILAR_DAYS}::int and l.day + ${SIMILAR_DAYS}::int
      order by l.index, s.id desc`.execute(db),
    sql<{ index: string; transfer_id: number }>`
      select distinct on (l.index) l.index, t.id as transfer_id
      from ${unnested}
      join ledger_transfers t on t.amount = l.amount and t.type in ('posted', 'post')
        and t.kind not in ('statement-in', 'statement-out')
        and (case when l.direction = 'out' then t.debit_account_id else t.credit_account_id end) = ${bank.ledgerAccountId}
        and t.created_at >= ((l.day - ${SIMILAR_DAYS}::int)::timestamp at time zone 'Europe/Moscow')
        and t.created_at < ((l.day + ${SIMILAR_DAYS + 1}::int)::timestamp at time zone 'Europe/Moscow')
      order by l.index, t.id desc`.execute(db),
    sql<{ key: string; category_id: number }>`
      select distinct on (s.counterparty_key) s.counterparty_key as key, s.category_id
      from statement_lines s
      join expense_categories c on c.id = s.category_id and c.deleted_at is null
      where not s.undone and s.counterparty_key <> '' and s.counterparty_key = any(${keys}::text[])
      order by s.counterparty_key, s.id desc`.execute(db),
    categoryRules(db),
  ]);
  const knownSet = new Set(known.map((row) => row.fingerprint));
  const similarOf = new Map<number, string>(similar.rows.map((row) => [Number(row.index) - 1, row.fingerprint]));
  for (const row of booked.rows)
    if (!similarOf.has(Number(row.index) - 1)) similarOf.set(Number(row.index) - 1, `ledger:${row.transfer_id}`);
  const categoryOf = new Map(categories.rows.map((row) => [row.key, row.category_id]));
  return lines.map((line, index) => {
    // the same movement again within the file (fingerprint `base.n`) may be a real second one
    const repeatOf = line.fingerprint.includes('.') ? line.fingerprint.split('.')[0] : undefined;
    const similarTo = similarOf.get(index) ?? repeatOf;
    const status: LineStatus = knownSet.has(line.fingerprint) ? 'duplicate' : similarTo ? 'possible' : 'new';
    return {
      fingerprint: line.fingerprint,
      row: line.row,
      day: line.day,
      amount: line.amount,
      direction: line.direction,
      counterparty: line.counterparty,
      inn: line.inn,
      purpose: line.purpose,
      document: line.document,
      status,
      similarTo: status === 'possible' ? (similarTo ?? null) : null,
      categoryId:
        line.direction === 'out'
          ? (categoryByRules(rules, line) ?? categoryOf.get(counterpartyKey(line)) ?? null)
          : null,
    };
  });
}

async function profileOf(db: Db, bankId: number): Promise<StatementMapping | null> {
  const profile = await db
    .selectFrom('statement_profiles')
    .select('mapping')
    .where('bank_id', '=', bankId)
    .executeTakeFirst();
  return profile?.mapping ?? null;
}

/**
 * Reads the file and marks each line new, already imported or a possible duplicate; no money moves:
 * only the bank's column profile is kept (what was read by is offered again next time). A 1C file's
 * balances are set against the bank's: what it will hold after the import, and the difference.
 */
export async function previewStatement(db: Db, actor: StaffAuth, upload: StatementUpload): Promise<StatementPreview> {
  assertDirector(actor);
  const bank = await bankOf(db, upload.bankId);
  const read = await readStatement(upload.bytes, upload.mapping, await profileOf(db, bank.id));
  if (read.mapping)
    await db
      .insertInto('statement_profiles')
      .values({ bank_id: bank.id, mapping: JSON.stringify(read.mapping) })
      .onConflict((oc) =>
        oc.column('bank_id').doUpdateSet({ mapping: JSON.stringify(read.mapping), updated_at: new Date() }),
      )
      .execute();
  const lines = await classify(db, bank, read.lines);
  let balances: StatementPreview['balances'] = null;
  if (read.format === '1c') {
    const bankNow = (await balancesOf(db, [bank.ledgerAccountId])).get(bank.ledgerAccountId)?.posted ?? 0;
    const change = lines
      .filter((line) => line.status === 'new')
      .reduce((sum, line) => sum + (line.direction === 'in' ? line.amount : -line.amount), 0);
    balances = {
      opening: read.opening,
      closing: read.closing,
      bankNow,
      bankAfter: bankNow + change,
      difference: read.closing === null ? null : read.closing - (bankNow + change),
    };
  }
  return {
    format: read.format,
    headers: read.headers,
    mapping: read.mapping,
    lines,
    unreadable: read.unreadable,
    balances,
  };
}

/** A line's day at noon in Moscow: its row falls on that day in every period the reports ask for. */
const moscowNoon = (day: string) => new Date(`${day}T12:00:00+03:00`);

/**
 * Imports the new lines and the possible duplicates the user chose, in one transaction: each becomes a
 * cashless advance-report row (money out an expense of its category, money in a top-up) with its
 * ledger transfer on the bank's account, dated the day of the statement. Lines already imported are
 * skipped, so the same file twice imports nothing. The file is read before the transaction (`read`),
 * by the columns the preview showed.
 */
export async function importStatement(
  trx: Transaction<Database>,
  actor: StaffAuth,
  upload: { fileName: string; bankId: number; decisions: StatementDecisions },
  read: ReadStatement,
): Promise<StatementImported> {
  assertDirector(actor);
  const bank = await bankOf(trx, upload.bankId);
  // one import of a bank at a time: the second sees the first's lines as already there
  await sql`select id from banks where id = ${bank.id} for no key update`.execute(trx);
  const included = new Set(upload.decisions.include);
  const classified = await classify(trx, bank, read.lines);
  const chosen = classified.filter(
    (line) => line.status === 'new' || (line.status === 'possible' && included.has(line.fingerprint)),
  );
  if (chosen.length === 0) throw conflict(messages.statementNothingNew);
  const categoryOf = (line: PreviewLine) =>
    line.direction === 'out' ? (upload.decisions.categories[line.fingerprint] ?? line.categoryId) : null;
  // money out is an expense, and an expense has its category, as every row of the advance report
  const uncategorized = chosen.filter((line) => line.direction === 'out' && categoryOf(line) === null);
  if (uncategorized.length > 0)
    throw badRequest(describe.statementCategoriesMissing(uncategorized.map((line) => line.row)));
  const categoryIds = [...new Set(chosen.map(categoryOf).filter((id): id is number => id !== null))];
  if (categoryIds.length > 0) {
    const found = await trx
      .selectFrom('expense_categories')
      .select('id')
      .where('id', 'in', categoryIds)
      .where('deleted_at', 'is', null)
      .execute();
    if (found.length !== categoryIds.length) throw badRequest(messages.statementCategoryUnknown);
  }

  const { id: batchId } = await trx
    .insertInto('statement_batches')
    .values({ bank_id: bank.id, file_name: upload.fileName.slice(0, 255), created_by: actor.user.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  const payers = await ledgerAccount(trx, {
    kind: 'counterparties',
    key: 'statement',
    name: 'Поступления по выпискам',
  });
  const expenseAccounts = new Map<number, number>();
  for (const id of categoryIds)
    expenseAccounts.set(
      id,
      await ledgerAccount(trx, { kind: 'expense', key: `advance-${id}`, name: 'Расходы авансового отчёта' }),
    );
  // money in before money out on a day, as a bank books it
  const ordered = [...chosen].sort((a, b) => a.day.localeCompare(b.day) || a.direction.localeCompare(b.direction));
  const categoryOfLine = ordered.map(categoryOf);
  // one set of moves, so that a statement of thousands of lines takes a few statements, not thousands
  const transfers = await transferMany(
    trx,
    ordered.map((line, index) => {
      const out = line.direction === 'out';
      const other = out ? (expenseAccounts.get(categoryOfLine[index] as number) as number) : payers;
      return {
        key: `statement:${batchId}:${line.fingerprint}`,
        userId: actor.user.id,
        amount: line.amount,
        kind: out ? 'statement-out' : 'statement-in',
        debitAccountId: out ? bank.ledgerAccountId : other,
        creditAccountId: out ? other : bank.ledgerAccountId,
        overdraftMessage: describe.advanceShortOfMoney(bank.name),
      };
    }),
  );
  for (let start = 0; start < ordered.length; start += ROWS_PER_INSERT) {
    const slice = ordered.slice(start, start + ROWS_PER_INSERT);
    const rows = await trx
      .insertInto('advance_rows')
      .values(
        slice.map((line, offset) => {
          const at = moscowNoon(line.day);
          return {
            kind: line.direction === 'out' ? ('expense' as const) : ('top-up' as const),
            payment: 'cashless' as const,
            category_id: categoryOfLine[start + offset] ?? null,
            amount: line.amount,
            note: [line.counterparty, line.purpose].filter(Boolean).join(': ').slice(0, 1000),
            transfer_id: (transfers[start + offset] as Transfer).id,
            created_by: actor.user.id,
            created_at: at,
            received_at: at,
          };
        }),
      )
      .returning(['id', 'transfer_id'])
      .execute();
    const rowOfTransfer = new Map(rows.map((row) => [Number(row.transfer_id), row.id]));
    await trx
      .insertInto('statement_lines')
      .values(
        slice.map((line, offset) => ({
          batch_id: batchId,
          bank_id: bank.id,
          fingerprint: line.fingerprint,
          day: line.day,
          amount: line.amount,
          direction: line.direction,
          counterparty: line.counterparty,
          inn: line.inn,
          counterparty_key: counterpartyKey(line),
          purpose: line.purpose,
          document: line.document,
          category_id: categoryOfLine[start + offset] ?? null,
          advance_row_id: rowOfTransfer.get(Number((transfers[start + offset] as Transfer).id)) as number,
        })),
      )
      .execute();
  }
  return {
    message: messages.statementImported,
    batchId,
    imported: chosen.length,
    skipped: classified.length - chosen.length,
  };
}

/** The imports, newest first, with what each brought in and out. */
export async function statementBatches(db: Db): Promise<StatementBatches> {
  const rows = await db
    .selectFrom('statement_batches as b')
    .innerJoin('banks as k', 'k.id', 'b.bank_id')
    .innerJoin('users as u', 'u.id', 'b.created_by')
    .leftJoin('statement_lines as l', 'l.batch_id', 'b.id')
    .select([
      'b.id',
      'k.name as bank',
      'b.file_name',
      'b.created_at',
      'u.username',
      'b.undone_at',
      sql<string>`count(l.id)`.as('lines'),
      sql<string>`coalesce(sum(l.amount) filter (where l.direction = 'in'), 0)`.as('incoming'),
      sql<string>`coalesce(sum(l.amount) filter (where l.direction = 'out'), 0)`.as('outgoing'),
    ])
    .groupBy(['b.id', 'k.name', 'u.username'])
    .orderBy('b.id', 'desc')
    .limit(200)
    .execute();
  return {
    batches: rows.map((row) => ({
      id: row.id,
      bank: row.bank,
      fileName: row.file_name,
      lines: Number(row.lines),
      incoming: Number(row.incoming),
      outgoing: Number(row.outgoing),
      createdAt: row.created_at.toISOString(),
      createdBy: row.username,
      undoneAt: row.undone_at?.toISOString() ?? null,
    })),
  };
}

/**
 * Undoes a whole import: each transfer is reversed (the bank must still hold what came in), its rows
 * are voided and its lines may be imported again.
 */
export async function undoStatement(
  trx: Transaction<Database>,
  actor: StaffAuth,
  batchId: number,
  operationId: string,
): Promise<StatementBatches> {
  assertDirector(actor);
  const batch = await trx
    .selectFrom('statement_batches')
    .select(['id', 'undone_at'])
    .where('id', '=', batchId)
    .forUpdate()
    .executeTakeFirst();
  if (!batch) throw notFound(messages.statementBatchNotFound);
  if (batch.undone_at) throw conflict(messages.statementBatchUndone);
  const lines = await trx
    .selectFrom('statement_lines as l')
    .innerJoin('advance_rows as a', 'a.id', 'l.advance_row_id')
    .select(['l.id', 'a.transfer_id', 'a.id as row_id'])
    .where('l.batch_id', '=', batchId)
    .execute();
  const lineOfTransfer = new Map(lines.map((line) => [Number(line.transfer_id), line.id]));
  await reverseMany(trx, {
    transferIds: lines.map((line) => Number(line.transfer_id)),
    keyOf: (transferId) => `statement-undo:${operationId}:${lineOfTransfer.get(transferId)}`,
    userId: actor.user.id,
    reason: `Отмена загрузки выписки №${batchId}`,
  });
  const now = new Date();
  await trx
    .updateTable('advance_rows')
    // a voided row is one turned down: never received
    .set({ received_at: null, rejected_at: now })
    // by the batch, not by a list of ids: a statement's 100,000 lines are above PostgreSQL's 65,535 parameters
    .where('id', 'in', (select) =>
      select.selectFrom('statement_lines').select('advance_row_id').where('batch_id', '=', batchId),
    )
    .execute();
  await trx.updateTable('statement_lines').set({ undone: true }).where('batch_id', '=', batchId).execute();
  await trx
    .updateTable('statement_batches')
    .set({ undone_at: now, undone_by: actor.user.id })
    .where('id', '=', batchId)
    .execute();
  return statementBatches(trx);
}
