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
import { reverse, transfer } from '../ledger/transfers.js';
import { type FingerprintedLine, readStatement } from './read-statement.js';

/** What a statement is uploaded with. */
export interface StatementUpload {
  fileName: string;
  bytes: Buffer;
  bankId: number;
  mapping: StatementMapping | null;
}

/** Possible duplicates: the same amount and counterparty within this many days. */
const SIMILAR_DAYS = 3;

export function assertDirector(actor: StaffAuth): void {
  if (actor.user.role !== ADMIN_ROLE) throw forbidden(messages.statementDirector);
}

async function bankOf(db: Db, bankId: number) {
  const bank = await db
    .selectFrom('banks')
    .select(['id', 'name', 'account_key'])
    .where('id', '=', bankId)
    .executeTakeFirst();
  if (!bank) throw notFound(messages.bankNotFound);
  return bank;
}

/** Who a line is from or to, as lines are compared: the INN when there is one, else the name. */
const counterpartyKey = (line: { inn: string; counterparty: string }) => line.inn || line.counterparty.toLowerCase();

/**
 * Each line's status against what the bank's imports hold, with the category last given to the same
 * counterparty's lines. Three queries whatever the file's size.
 */
async function classify(db: Db, bankId: number, lines: FingerprintedLine[]): Promise<PreviewLine[]> {
  if (lines.length === 0) return [];
  const fingerprints = lines.map((line) => line.fingerprint);
  const keys = lines.map(counterpartyKey);
  const [known, similar, categories] = await Promise.all([
    db
      .selectFrom('statement_lines')
      .select('fingerprint')
      .where('bank_id', '=', bankId)
      .where('undone', '=', false)
      .where(sql<boolean>`fingerprint = any(${fingerprints}::text[])`)
      .execute(),
    sql<{ index: number; fingerprint: string }>`
      select distinct on (l.index) l.index, s.fingerprint
      from unnest(${lines.map((line) => line.amount)}::bigint[], ${lines.map((line) => line.day)}::date[],
        ${keys}::text[]) with ordinality as l(amount, day, key, index)
      join statement_lines s on s.bank_id = ${bankId} and not s.undone and s.amount = l.amount
        and s.day between l.day - ${SIMILAR_DAYS}::int and l.day + ${SIMILAR_DAYS}::int
        and (case when s.inn <> '' then s.inn else lower(s.counterparty) end) = l.key
      order by l.index, s.id desc`.execute(db),
    sql<{ key: string; category_id: number }>`
      select distinct on (key) key, category_id from (
        select case when inn <> '' then inn else lower(counterparty) end as key, category_id, id
        from statement_lines
        where not undone and category_id is not null and direction = 'out'
      ) s
      where key = any(${keys}::text[])
      order by key, id desc`.execute(db),
  ]);
  const knownSet = new Set(known.map((row) => row.fingerprint));
  const similarOf = new Map(similar.rows.map((row) => [Number(row.index) - 1, row.fingerprint]));
  const categoryOf = new Map(categories.rows.map((row) => [row.key, row.category_id]));
  return lines.map((line, index) => {
    // the same movement again within the file (fingerprint `base.n`) may be a real second one: the user decides
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
      categoryId: line.direction === 'out' ? (categoryOf.get(counterpartyKey(line)) ?? null) : null,
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
 * Reads the file and marks each line new, already imported or a possible duplicate; nothing is
 * written but the bank's column profile (what was read by is offered again next time). A 1C file's
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
  const lines = await classify(db, bank.id, read.lines);
  let balances: StatementPreview['balances'] = null;
  if (read.format === '1c') {
    const account = await ledgerAccount(db, bankAccountSpec(bank));
    const bankNow = (await balancesOf(db, [account])).get(account)?.posted ?? 0;
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
 * cashless advance-report row (money out an expense, money in a top-up) with its ledger transfer on the
 * bank's account, dated the day of the statement. Lines already imported are skipped, so the same
 * file twice imports nothing.
 */
export async function importStatement(
  trx: Transaction<Database>,
  actor: StaffAuth,
  upload: StatementUpload & { decisions: StatementDecisions },
): Promise<StatementImported> {
  assertDirector(actor);
  const bank = await bankOf(trx, upload.bankId);
  // one import of a bank at a time: the second sees the first's lines as already there
  await sql`select id from banks where id = ${bank.id} for update`.execute(trx);
  const read = await readStatement(upload.bytes, upload.mapping, await profileOf(trx, bank.id));
  if (read.format !== '1c' && !read.mapping) throw badRequest(messages.statementMappingRequired);
  const included = new Set(upload.decisions.include);
  const classified = await classify(trx, bank.id, read.lines);
  const chosen = classified.filter(
    (line) => line.status === 'new' || (line.status === 'possible' && included.has(line.fingerprint)),
  );
  if (chosen.length === 0) throw conflict(messages.statementNothingNew);
  const categoryOf = (line: PreviewLine) =>
    line.direction === 'out' ? (upload.decisions.categories[line.fingerprint] ?? line.categoryId) : null;
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
  const bankAccount = await ledgerAccount(trx, bankAccountSpec(bank));
  const payers = await ledgerAccount(trx, {
    kind: 'counterparties',
    key: 'statement',
    name: 'Поступления по выпискам',
  });
  // money in before money out on a day, as a bank books it
  const ordered = [...chosen].sort((a, b) => a.day.localeCompare(b.day) || a.direction.localeCompare(b.direction));
  for (const line of ordered) {
    const category = categoryOf(line);
    const out = line.direction === 'out';
    const other = out
      ? await ledgerAccount(trx, { kind: 'expense', key: `advance-${category}`, name: 'Расходы авансового отчёта' })
      : payers;
    const { transfer: made } = await transfer(trx, {
      key: `statement:${batchId}:${line.fingerprint}`,
      userId: actor.user.id,
      amount: line.amount,
      kind: out ? 'statement-out' : 'statement-in',
      debitAccountId: out ? bankAccount : other,
      creditAccountId: out ? other : bankAccount,
      overdraftMessage: describe.advanceShortOfMoney(bank.name),
    });
    const at = moscowNoon(line.day);
    const note = [line.counterparty, line.purpose].filter(Boolean).join(': ').slice(0, 1000);
    const { id: rowId } = await trx
      .insertInto('advance_rows')
      .values({
        kind: out ? 'expense' : 'top-up',
        payment: 'cashless',
        category_id: category,
        amount: line.amount,
        note,
        transfer_id: made.id,
        created_by: actor.user.id,
        created_at: at,
        received_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('statement_lines')
      .values({
        batch_id: batchId,
        bank_id: bank.id,
        fingerprint: line.fingerprint,
        day: line.day,
        amount: line.amount,
        direction: line.direction,
        counterparty: line.counterparty,
        inn: line.inn,
        purpose: line.purpose,
        document: line.document,
        category_id: category,
        advance_row_id: rowId,
      })
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
    .orderBy('l.id', 'desc')
    .execute();
  for (const line of lines)
    await reverse(trx, {
      key: `statement-undo:${operationId}:${line.id}`,
      userId: actor.user.id,
      transferId: line.transfer_id,
      reason: `Отмена загрузки выписки №${batchId}`,
    });
  const now = new Date();
  await trx
    .updateTable('advance_rows')
    // a voided row is one turned down: never received
    .set({ received_at: null, rejected_at: now })
    .where(
      'id',
      'in',
      lines.map((line) => line.row_id),
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
