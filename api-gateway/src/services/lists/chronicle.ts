import type { ChronicleExportQuery, ChronicleKind } from '@pvz/contracts/api/goods-lists';
import { messages } from '@pvz/contracts/messages';
import { normalizePhone } from '@pvz/contracts/phone';
import { type Expression, type SqlBool, sql } from 'kysely';
import { forbidden } from '../../errors.js';
import { type ListCaller, type ListPlan, visible } from '../goods/list.js';
import { phoneContaining } from '../phone-search.js';
import { checkedPeriod, withinDays } from './period.js';

/** A whole number matches exactly; a part of one (`8 913 11`) matches as digits, a leading 8 read as 7. */
function phoneCondition(phone: string): Expression<SqlBool> {
  const whole = normalizePhone(phone);
  if (whole.ok) return sql<SqlBool>`g.client_phone = ${whole.phone}`;
  const digits = phone.replace(/\D/g, '').replace(/^8/, '7');
  return phoneContaining('g.client_phone', digits);
}

/**
 * A chronicle's plan: every row of the kind, deleted ones included, narrowed by the filter bar
 * (created from/to in Moscow days, the client's phone, the marketplace) and the grid's own filters.
 */
export function chroniclePlan(kind: ChronicleKind, query: ChronicleExportQuery, caller: ListCaller): ListPlan {
  const kinds = [kind] as const;
  const { start, end } = checkedPeriod(query.createdFrom, query.createdTo);
  const more: Expression<SqlBool>[] = withinDays('g.created_at', start, end);
  const phone = query.phone?.trim() ?? '';
  if (/\d/.test(phone)) {
    if (!visible('fromName', kinds, caller)) throw forbidden(messages.columnHidden);
    more.push(phoneCondition(phone));
  }
  if (query.marketplaceId !== undefined) {
    if (!visible('marketplace', kinds, caller)) throw forbidden(messages.columnHidden);
    more.push(sql<SqlBool>`g.marketplace_id = ${query.marketplaceId}`);
  }
  return {
    kinds,
    // the paging is the caller's own (a page of the grid, or the export's keyset)
    query: { ...query, view: 'all', page: 0, pageSize: 1 },
    caller,
    issuedVisibleHours: 0,
    withDeleted: true,
    more: () => more,
  };
}
