import type { PhoneCard } from '@pvz/contracts/api/goods-lookup';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { hideColumns } from '../../columns.js';
import { selectGoods, toGoodsRow } from '../rows.js';
import { inScope, type LookupCaller, phoneKinds, sees } from './lookup-caller.js';

/** The card shows at most this many of a client's parcels, newest first. */
const CARD_ROWS_MAX = 500;

/**
 * A client's card: the home-delivery address, whether the phone is registered, and the parcels of
 * the caller's points and kinds (only kinds whose phone the caller sees), without hidden columns.
 * A phone typed by someone with none of its parcels reveals no address and no name.
 */
export async function phoneCardOf(
  db: Kysely<Database>,
  secret: string,
  caller: LookupCaller,
  phone: string,
): Promise<PhoneCard> {
  const kinds = phoneKinds(caller);
  const [address, client, rows] = await Promise.all([
    db
      .selectFrom('phone_numbers')
      .select('address')
      .where('phone_number', '=', phone)
      .where('deleted_at', 'is', null)
      .executeTakeFirst(),
    db.selectFrom('clients').select('fio').where('phone_number', '=', phone).executeTakeFirst(),
    kinds.length === 0
      ? []
      : selectGoods(db)
          .where((eb) => inScope(eb, caller, kinds))
          .where('g.client_phone', '=', phone)
          .orderBy('g.created_at', 'desc')
          .orderBy('g.id', 'desc')
          .limit(CARD_ROWS_MAX)
          .execute(),
  ]);
  // the address and the name only to those who deal with the client here, or keep the phone book
  const known = rows.length > 0 || caller.readsPhoneBook;
  const totalDue = rows
    .filter((row) => row.issued_at === null && sees(caller, row.kind, 'amountFromClient'))
    .reduce((total, row) => total + row.amount_due, 0);
  const visible = hideColumns('row-kind', caller.columns, { rows: rows.map((row) => toGoodsRow(row, secret)) });
  return {
    phone,
    address: (known && address?.address) || null,
    client: known && client ? { fio: client.fio } : null,
    rows: (visible as Pick<PhoneCard, 'rows'>).rows,
    totalDue,
  };
}
