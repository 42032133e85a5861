import { type Kysely, sql } from 'kysely';

/**
 * Returns (DOMAIN.md §1 "Returns", LEGACY-NOTES §2.5): a refused parcel is shipped back to its
 * marketplace, then verified with the refund the marketplace paid. Return boxes pack the refused
 * parcels of one marketplace; closing a box forms its return act (the act's number is the box id).
 * A point may carry a marketplace's brand: its returns have a list of their own.
 */

type Levels = Record<string, Record<string, string>>;

/** The return columns of the seeded roles, in each kind that can be refused; what ADMIN already set wins. */
const returnColumns: Record<string, Record<string, string>> = {
  PVZ: { shipped: 'write', verified: 'read', priceRefund: 'read' },
  PPVZ: { shipped: 'write', verified: 'read', priceRefund: 'read' },
  RMANAGER: { shipped: 'read', verified: 'read', priceRefund: 'read' },
  ADMINISTRATOR: { shipped: 'write', verified: 'write', priceRefund: 'write' },
  OFFICE: { shipped: 'write', verified: 'write', priceRefund: 'write' },
};
const refusableKinds = ['purchase', 'barcode', 'shop'];
/** The office verifies returns from the list, so it reads what identifies a return and what it cost. */
const officeReads = [
  'dispatchPVZ',
  'fromName',
  'productName',
  'marketplace',
  'priceSite',
  'priceProgram',
  'additionally',
  'issued',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const roles = await sql<{ code: string; columns: Levels }>`select code, columns from roles`.execute(db);
  for (const role of roles.rows) {
    const grants = returnColumns[role.code];
    if (!grants) continue;
    const columns: Levels = { ...role.columns };
    const reads = role.code === 'OFFICE' ? Object.fromEntries(officeReads.map((key) => [key, 'read'])) : {};
    for (const kind of refusableKinds) columns[kind] = { ...reads, ...grants, ...role.columns[kind] };
    await sql`update roles set columns = ${JSON.stringify(columns)}::jsonb where code = ${role.code}`.execute(db);
  }

  await sql`
    create table return_boxes (
      id integer generated always as identity primary key,
      marketplace_id integer not null references marketplaces (id),
      created_at timestamptz not null default now(),
      created_by text not null,
      -- the return act is formed: the box is sealed and its parcels are shipped
      closed_at timestamptz,
      closed_by text,
      check ((closed_at is null) = (closed_by is null))
    )`.execute(db);
  await sql`create index return_boxes_open on return_boxes (marketplace_id, id desc) where closed_at is null`.execute(
    db,
  );

  await sql`
    alter table goods
      add column shipped_at timestamptz,
      add column shipped_by text,
      add column verified_at timestamptz,
      add column verified_by text,
      add column price_refund integer,
      add column return_box_id integer references return_boxes (id),
      add constraint goods_return_stamps check (
        (shipped_at is null) = (shipped_by is null)
        and (verified_at is null) = (verified_by is null)
        and (verified_at is null) = (price_refund is null)
        and (verified_at is null or shipped_at is not null)
        and (shipped_at is null and return_box_id is null
             or outcome in ('refusal-cash', 'refusal-online', 'defect', 'substitution'))),
      add constraint goods_price_refund check (
        price_refund between 0 and (case when kind = 'barcode' then price_program else price_site end))`.execute(db);
  // The returns list: refused rows, newest refusal first.
  await sql`create index goods_refused on goods (issued_at desc, id desc)
    where deleted_at is null and outcome in ('refusal-cash', 'refusal-online', 'defect', 'substitution')`.execute(db);
  await sql`create index goods_return_box on goods (return_box_id) where return_box_id is not null`.execute(db);

  await sql`alter table points add column brand_marketplace_id integer references marketplaces (id)`.execute(db);
}
