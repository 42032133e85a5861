import { scopeIncludesPoint } from '@pvz/contracts/access';
import type { FindHit } from '@pvz/contracts/api/goods-lookup';
import { orderLinkIn, PHONE_SUFFIX_MIN } from '@pvz/contracts/api/goods-lookup';
import { INT4_MAX } from '@pvz/contracts/api/primitives';
import { kindOfRecordType } from '@pvz/contracts/goods';
import type { GoodsKind } from '@pvz/contracts/goods-columns';
import { normalizePhone } from '@pvz/contracts/phone';
import { parseScanCode } from '@pvz/contracts/scan-codes';
import type { Db } from '../../../db/database.js';
import { clientOfPickupToken } from '../../clients/pickup-token.js';
import { phoneEndingIn } from '../../phone-search.js';
import { type GoodsRecordRow, selectGoods, statusOfRow } from '../rows.js';
import { inScope, type LookupCaller, phoneKinds, sees } from './lookup-caller.js';
import { resolveOrderLink } from './order-links.js';

/** A search by the last digits of common numbers lists at most this many phones. */
const PHONES_MAX = 50;

/** A parcel as the search shows it: only the columns the caller sees. */
function parcelHit(row: GoodsRecordRow, caller: LookupCaller): FindHit {
  const kind = row.kind;
  return {
    type: 'parcel',
    id: row.id,
    kind,
    status: statusOfRow(row),
    ...(sees(caller, kind, 'dispatchPVZ') && {
      point: row.point_id === null ? null : { id: row.point_id, name: row.point_name ?? '' },
    }),
    ...(sees(caller, kind, 'fromName') && { phone: row.client_phone }),
    ...(sees(caller, kind, 'name') && { name: row.client_name }),
    ...(sees(caller, kind, 'cell') && { cell: row.cell }),
  };
}

async function parcels(db: Db, caller: LookupCaller, where: { id: number; kind?: GoodsKind } | { oldId: number }) {
  const kinds = 'oldId' in where ? caller.kinds.filter((kind) => kind === 'purchase') : caller.kinds;
  // ids are int4: a longer number names no row (and must not reach the query)
  if (kinds.length === 0 || ('oldId' in where ? where.oldId : where.id) > INT4_MAX) return [];
  let query = selectGoods(db).where((eb) => inScope(eb, caller, kinds));
  if ('oldId' in where) query = query.where('g.old_id', '=', where.oldId);
  else {
    query = query.where('g.id', '=', where.id);
    if (where.kind) query = query.where('g.kind', '=', where.kind);
  }
  const rows = await query.orderBy('g.id').execute();
  return rows.map((row) => parcelHit(row, caller));
}

/** Phones of the caller's rows that are `phone` or end with `digits`, each with its count of parcels. */
async function clients(db: Db, caller: LookupCaller, match: { phone: string } | { digits: string }) {
  const kinds = phoneKinds(caller);
  if (kinds.length === 0) return [];
  let query = db
    .selectFrom('goods as g')
    .select(['g.client_phone', (eb) => eb.fn.countAll<string>().as('parcels')])
    .where((eb) => inScope(eb, caller, kinds));
  if ('phone' in match) query = query.where('g.client_phone', '=', match.phone);
  else query = query.where(phoneEndingIn('g.client_phone', match.digits));
  const rows = await query.groupBy('g.client_phone').orderBy('g.client_phone').limit(PHONES_MAX).execute();
  return rows.flatMap(({ client_phone: phone, parcels: count }): FindHit[] =>
    phone ? [{ type: 'client', phone, parcels: Number(count) }] : [],
  );
}

async function countOf(db: Db, caller: LookupCaller, kind: GoodsKind, phone: string) {
  const found = await db
    .selectFrom('goods as g')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where((eb) => inScope(eb, caller, [kind]))
    .where('g.client_phone', '=', phone)
    .executeTakeFirstOrThrow();
  return Number(found.n);
}

/**
 * A box by its id (scanners may send only the label's last segment), when it goes to one of the
 * caller's points; the label's point number is the box's own point.
 */
async function boxes(db: Db, caller: LookupCaller, id: number): Promise<FindHit[]> {
  if (id > INT4_MAX) return [];
  const box = await db
    .selectFrom('boxes as b')
    .select(['b.id', 'b.point_id'])
    .select((eb) =>
      eb
        .selectFrom('goods as g')
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .whereRef('g.box_id', '=', 'b.id')
        .where('g.deleted_at', 'is', null)
        .as('parcels'),
    )
    .where('b.id', '=', id)
    .where('b.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!box || !scopeIncludesPoint(caller.scope, box.point_id)) return [];
  return [{ type: 'box', pvzNumber: box.point_id, id: box.id, parcels: Number(box.parcels ?? 0) }];
}

async function byOrderLink(db: Db, secret: string, caller: LookupCaller, link: string): Promise<FindHit[]> {
  const owner = await resolveOrderLink(db, secret, link);
  // the link's phone is shown only to those who see phones of its kind and have its rows
  if (!owner || !phoneKinds(caller).includes(owner.kind)) return [];
  const count = await countOf(db, caller, owner.kind, owner.phone);
  return count === 0 ? [] : [{ type: 'order-link', link, kind: owner.kind, phone: owner.phone, parcels: count }];
}

async function byLabel(db: Db, secret: string, caller: LookupCaller, text: string): Promise<FindHit[] | null> {
  const code = parseScanCode(text);
  if (!code) return null;
  switch (code.type) {
    case 'item':
      return parcels(db, caller, { id: code.id, kind: kindOfRecordType[code.recordType] });
    case 'old-item':
      return parcels(db, caller, { oldId: code.oldId });
    case 'box':
      return boxes(db, caller, code.id);
    case 'pickup': {
      const client = await clientOfPickupToken(db, secret, code.token);
      return client ? clients(db, caller, { phone: client.phoneNumber }) : [];
    }
    case 'equipment':
      // not goods: /find-by-id opens the register's card for it instead of asking
      return [];
  }
}

/**
 * Everything a search text names among the caller's rows: an order link, a label (parcel, old label,
 * box, pickup QR), a row id, a full phone or its last digits. Rows outside the caller's points or
 * kinds are not found; nothing says they exist.
 */
export async function findAll(db: Db, secret: string, caller: LookupCaller, text: string): Promise<FindHit[]> {
  const link = orderLinkIn(text);
  if (link) return byOrderLink(db, secret, caller, link);
  const labelled = await byLabel(db, secret, caller, text);
  if (labelled) return labelled;
  const hits: FindHit[] = [];
  if (/^\d{1,12}$/.test(text)) hits.push(...(await parcels(db, caller, { id: Number(text) })));
  const phone = normalizePhone(text);
  const digits = text.replace(/[\s()+-]/g, '');
  if (phone.ok) hits.push(...(await clients(db, caller, { phone: phone.phone })));
  else if (/^\d+$/.test(digits) && digits.length >= PHONE_SUFFIX_MIN && digits.length <= 11)
    hits.push(...(await clients(db, caller, { digits })));
  return hits;
}
