import type { CategoryRule, CategoryRules, CreateCategoryRuleBody } from '@pvz/contracts/api/statements';
import { messages } from '@pvz/contracts/messages';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';
import { audit } from '../audit.js';

/** A word shorter than this would match too much («оплата» is fine, «по» is not). */
const MIN_KEYWORD = 3;
/** What the rules table holds of a pattern. */
const MAX_PATTERN = 200;

/** The rules whose category is still on the list, INN rules first, then the longest words. */
export async function categoryRules(db: Db): Promise<CategoryRules> {
  const rows = await db
    .selectFrom('statement_category_rules as r')
    .innerJoin('expense_categories as c', 'c.id', 'r.category_id')
    .select(['r.id', 'r.match', 'r.pattern', 'r.category_id', 'c.name', 'r.created_at'])
    .where('c.deleted_at', 'is', null)
    .orderBy('r.match')
    .orderBy(sql`length(r.pattern)`, 'desc')
    .orderBy('r.id')
    .execute();
  return {
    rules: rows.map(
      (row): CategoryRule => ({
        id: row.id,
        match: row.match,
        pattern: row.pattern,
        category: { id: row.category_id, name: row.name },
        createdAt: row.created_at.toISOString(),
      }),
    ),
  };
}

/**
 * The category the rules give a line of money out: the rule of its INN, else the longest word found in
 * its purpose or counterparty's name; null when none matches.
 */
export function categoryByRules(
  rules: readonly CategoryRule[],
  line: { inn: string; counterparty: string; purpose: string },
): number | null {
  const byInn = line.inn === '' ? undefined : rules.find((rule) => rule.match === 'inn' && rule.pattern === line.inn);
  if (byInn) return byInn.category.id;
  const text = `${line.purpose} ${line.counterparty}`.toLowerCase();
  return rules.find((rule) => rule.match === 'keyword' && text.includes(rule.pattern))?.category.id ?? null;
}

function checkedPattern(body: CreateCategoryRuleBody): string {
  const pattern = body.pattern.trim();
  if (body.match === 'inn') {
    if (!/^(\d{10}|\d{12})$/.test(pattern)) throw badRequest(messages.statementRuleInnInvalid);
    return pattern;
  }
  // lower case may be longer than the word typed («İ» is two characters in lower case)
  const lower = pattern.toLowerCase();
  if ([...pattern].length < MIN_KEYWORD || lower.length > MAX_PATTERN)
    throw badRequest(messages.statementRuleKeywordShort);
  return lower;
}

export async function createCategoryRule(trx: Transaction<Database>, actor: StaffAuth, body: CreateCategoryRuleBody) {
  const pattern = checkedPattern(body);
  const category = await trx
    .selectFrom('expense_categories')
    .select('id')
    .where('id', '=', body.categoryId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!category) throw badRequest(messages.statementCategoryUnknown);
  const made = await trx
    .insertInto('statement_category_rules')
    .values({ match: body.match, pattern, category_id: category.id, created_by: actor.user.id })
    // a rule whose category was removed is out of the list: the new one takes its place
    .onConflict((oc) =>
      oc
        .columns(['match', 'pattern'])
        .doUpdateSet({ category_id: category.id, created_by: actor.user.id, created_at: new Date() })
        .where(
          sql<boolean>`exists (select 1 from expense_categories c
            where c.id = statement_category_rules.category_id and c.deleted_at is not null)`,
        ),
    )
    .returning('id')
    .executeTakeFirst();
  if (!made) throw conflict(messages.statementRuleTaken);
  await audit(trx, actor, {
    entity: 'statement-rule',
    entityId: made.id,
    action: 'create',
    after: { match: body.match, pattern, categoryId: category.id },
  });
  return { message: messages.statementRuleCreated, ...(await categoryRules(trx)) };
}

export async function deleteCategoryRule(trx: Transaction<Database>, actor: StaffAuth, id: number) {
  const gone = await trx
    .deleteFrom('statement_category_rules')
    .where('id', '=', id)
    .returning(['match', 'pattern', 'category_id'])
    .executeTakeFirst();
  if (!gone) throw notFound(messages.statementRuleNotFound);
  await audit(trx, actor, { entity: 'statement-rule', entityId: id, action: 'delete', before: gone });
  return { message: messages.statementRuleDeleted, ...(await categoryRules(trx)) };
}
