import { type Static, type TSchema, Type } from 'typebox';
import type { GoodsKind } from '../goods-columns.js';

/** The schema keyword naming the goods column (or columns) a money figure of an answer is computed from. */
export const REVEALS_COLUMN = 'x-reveals-column';
/** The schema keyword naming the goods kinds a figure sums over, when the answer does not tell. */
export const REVEALS_KINDS = 'x-reveals-kinds';

/**
 * A money figure of an answer computed from a goods column (a sum to collect, a day's cash, an
 * income), or from one of several (a price: the site's or the program's, by kind): the gateway leaves
 * it out for a caller who may not see such a column, by this mark alone, so no answer has to remember
 * to. Optional, as it may be absent. `kinds`: the goods kinds the figure sums over, for an answer that
 * names none (the turnover counts the counter's kinds); else the kinds of the answer's rows count.
 */
export function DerivedMoney<T extends TSchema>(
  column: string | readonly string[],
  schema: T,
  kinds?: readonly GoodsKind[],
) {
  return Type.Optional(
    Type.Unsafe<Static<T>>({ ...schema, [REVEALS_COLUMN]: column, ...(kinds && { [REVEALS_KINDS]: kinds }) }),
  );
}
