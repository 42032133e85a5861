import type { GoodsKind } from '@pvz/contracts/goods-columns';
import type { Db } from '../../db/database.js';

/** At most this many clients are offered for four digits: a chooser, not a list to scroll. */
const CHOICES_MAX = 20;

export interface WaitingClient {
  phone: string;
  cell: number;
  /** the name on the client's latest parcel at the point, and that parcel's kind (whose columns say who sees it) */
  name: string | null;
  kind: GoodsKind | null;
}

/**
 * The clients whose parcels wait in a cell of the point and whose phone ends with these four digits,
 * by cell: what the counter shows when a client gives the last digits of their phone.
 */
export function waitingClientsByPhoneEnd(db: Db, pointId: number, lastDigits: string): Promise<WaitingClient[]> {
  return (
    db
      .selectFrom('cells as c')
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('goods as g')
            .select(['g.client_name', 'g.kind'])
            .whereRef('g.point_id', '=', 'c.point_id')
            .whereRef('g.client_phone', '=', 'c.client_phone')
            .where('g.deleted_at', 'is', null)
            .orderBy('g.id', 'desc')
            .limit(1)
            .as('latest'),
        (join) => join.onTrue(),
      )
      .select((eb) => [
        eb.ref('c.client_phone').$notNull().as('phone'),
        'c.number as cell',
        'latest.client_name as name',
        'latest.kind',
      ])
      .where('c.point_id', '=', pointId)
      .where('c.client_phone', 'is not', null)
      // four digits only (checked by the caller): nothing to escape in the pattern
      .where('c.client_phone', 'like', `%${lastDigits}`)
      .orderBy('c.number')
      .limit(CHOICES_MAX)
      .execute()
  );
}
