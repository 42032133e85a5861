import { type Static, type TSchema, Type } from 'typebox';

/** The schema keyword naming the goods column a money figure of an answer is computed from. */
export const REVEALS_COLUMN = 'x-reveals-column';

/**
 * A money figure of an answer computed from a goods column (a sum to collect, a day's cash, an
 * income): the gateway leaves it out for a caller who may not see that column, by this mark alone,
 * so no answer has to remember to. Optional, as it may be absent.
 */
export function DerivedMoney<T extends TSchema>(column: string, schema: T) {
  return Type.Optional(Type.Unsafe<Static<T>>({ ...schema, [REVEALS_COLUMN]: column }));
}
