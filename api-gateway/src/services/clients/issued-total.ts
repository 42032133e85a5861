import { type Expression, sql } from 'kysely';

/**
 * What a client has paid for their issued orders, kopecks (DOMAIN.md §4): the full price (due +
 * prepayment) of every purchase and shop row handed over against payment, refusals left out.
 * Issued rows are soft-deleted a day later, so deleted rows count too.
 */
export function issuedTotalOf(phone: Expression<string>) {
  return sql<string>`(
    select coalesce(sum(g.amount_due::bigint + g.prepayment), 0) from goods g
    where g.client_phone = ${phone} and g.kind in ('purchase', 'shop') and g.outcome in ('cash', 'online')
  )`;
}
