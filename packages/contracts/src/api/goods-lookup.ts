import { type Static, Type } from 'typebox';
import { Nullable } from './common.js';
import { DerivedMoney } from './derived-money.js';
import { GoodsKindSchema, GoodsRow, GoodsStatusSchema } from './goods.js';
import { RawText, Text } from './primitives.js';

/**
 * The search by ID, the client's phone card and the public order page (`/spreadsheets/order/{link}`).
 * The search and the card show only rows of the caller's points and kinds, without hidden columns.
 */
export const goodsLookupRoutes = {
  /** GET FindQuery → FindAnswer */
  find: '/api/goods/find',
  /** GET PhoneCardQuery → PhoneCard */
  phoneCard: '/api/goods/phone-card',
  /** GET PublicOrderQuery → PublicOrder (no login; the link is verified by its keyed hash) */
  publicOrder: '/api/public/order',
} as const;

/** The longest text the search box takes: a label's full URL fits with room to spare. */
export const FIND_QUERY_MAX = 500;
/** The fewest last digits of a phone the search matches on. */
export const PHONE_SUFFIX_MIN = 4;

/** What was typed or scanned into the search box. */
export const FindQuery = Type.Object({ q: RawText(FIND_QUERY_MAX, 1) });
export type FindQuery = Static<typeof FindQuery>;

const Ref = Type.Object({ id: Type.Integer(), name: Type.String() });

/**
 * What the search found. A parcel carries the columns the caller may see (`phone`, `name`, `point`,
 * `cell` are absent when hidden); a client is a phone with the count of its parcels in scope; a box
 * is named as its label names it; an order link leads to its client.
 */
export const FindHit = Type.Union([
  Type.Object({
    type: Type.Literal('parcel'),
    id: Type.Integer(),
    kind: GoodsKindSchema,
    status: GoodsStatusSchema,
    point: Type.Optional(Nullable(Ref)),
    phone: Type.Optional(Nullable(Type.String())),
    name: Type.Optional(Type.String()),
    cell: Type.Optional(Nullable(Type.Integer())),
  }),
  Type.Object({ type: Type.Literal('client'), phone: Type.String(), parcels: Type.Integer() }),
  Type.Object({
    type: Type.Literal('box'),
    pvzNumber: Type.Integer(),
    id: Type.Integer(),
    parcels: Type.Integer(),
  }),
  Type.Object({
    type: Type.Literal('order-link'),
    link: Type.String(),
    kind: GoodsKindSchema,
    phone: Type.String(),
    parcels: Type.Integer(),
  }),
]);
export type FindHit = Static<typeof FindHit>;
export const FindAnswer = Type.Object({ hits: Type.Array(FindHit) });
export type FindAnswer = Static<typeof FindAnswer>;

export const PhoneCardQuery = Type.Object({ phone: Text(40, 1) });
export type PhoneCardQuery = Static<typeof PhoneCardQuery>;
export const PhoneCard = Type.Object({
  phone: Type.String(),
  /** the home-delivery address of «Телефоны и адреса», if the phone is there */
  address: Nullable(Type.String()),
  /** the client's name when the phone is registered in the cabinet */
  client: Nullable(Type.Object({ fio: Type.String() })),
  /** the client's parcels of every kind the caller may see, newest first */
  rows: Type.Array(GoodsRow),
  /** what the parcels not yet handed over still cost, over the rows whose sum the caller sees */
  totalDue: Type.Integer(),
});
export type PhoneCard = Static<typeof PhoneCard>;

/** A link as `clientLinkOf` makes it: the record type and 22 base64url characters. */
export const ORDER_LINK_PATTERN = '^(?:1|2|3|shop)-[A-Za-z0-9_-]{22}$';
export const PublicOrderQuery = Type.Object({ link: Text(40) });
export type PublicOrderQuery = Static<typeof PublicOrderQuery>;

/** One parcel on the public page: what it is, where, and what is left to pay — nothing about other people. */
export const PublicParcel = Type.Object({
  productName: Type.String(),
  marketplace: Nullable(Type.String()),
  itemsCount: Nullable(Type.Integer()),
  point: Nullable(Type.String()),
  status: GoodsStatusSchema,
  /** only while the parcel waits at the point */
  cell: Nullable(Type.Integer()),
  amountDue: DerivedMoney('amountFromClient', Type.Integer()),
});
export type PublicParcel = Static<typeof PublicParcel>;
export const PublicOrder = Type.Object({
  kind: GoodsKindSchema,
  parcels: Type.Array(PublicParcel),
  /** what the parcels not yet handed over cost */
  totalDue: DerivedMoney('amountFromClient', Type.Integer()),
  /** of that, what the parcels waiting at the point cost (absent for staff who may not see sums) */
  dueAtPoint: DerivedMoney('amountFromClient', Type.Integer()),
});
export type PublicOrder = Static<typeof PublicOrder>;

/** The order link a search text names: `…/spreadsheets/order/{link}` or the bare link; null otherwise. */
export function orderLinkIn(text: string): string | null {
  const match = /(?:^|\/spreadsheets[/.]order[/.])((?:1|2|3|shop)-[A-Za-z0-9_-]{22})$/.exec(text.trim());
  return match?.[1] ?? null;
}

/** The path of the public order page of a link. */
export function orderPath(link: string): string {
  return `/spreadsheets/order/${link}`;
}
