import { type Static, type TSchema, Type } from 'typebox';

/** The schema keyword naming the goods column (or columns) a money figure of an answer is computed from. */
export const REVEALS_COLUMN = 'x-reveals-column';

/**
 * A money figure of an answer computed from a goods column (a sum to collect, a day's cash, an
 * income), or from one of several (a price: the site's or the program's, by kind): the gateway leaves
 * it out for a caller who may not see such a column, by this mark alone, so no answer has to remember
 * to. Optional, as it may be absent.
 */
export function DerivedMoney<T extends TSchema>(column: string | readonly string[], schema: T) {
  return Type.Optional(Type.Unsafe<Static<T>>({ ...schema, [REVEALS_COLUMN]: column }));
}
