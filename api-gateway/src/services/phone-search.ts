import { type RawBuilder, type SqlBool, sql } from 'kysely';

/** Phones in `column` ending in `digits` (four or more): the last four find them through the index on them. */
export function phoneEndingIn(column: string, digits: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`right(${sql.ref(column)}, 4) = ${digits.slice(-4)} and ${sql.ref(column)} like ${`%${digits}`}`;
}

/** Phones in `column` holding `digits` anywhere (a part of a number typed into a search box). */
export function phoneContaining(column: string, digits: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} like ${`%${digits}%`}`;
}
