import { type Kysely, sql } from 'kysely';
import { grantRolePages } from './role-pages.js';

const R = 'read';
const W = 'write';

/**
 * The equipment and auto storage registers (issue 19, LEGACY-NOTES §7.6): items per point with an
 * inventory number from each register's sequence, their photos, and their history as append-only
 * events (created, edited, responsible, state, move, repair with its cost, decommission). An item is
 * never deleted: decommissioning stamps it, for good.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence equipment_numbers`.execute(db);
  await sql`create sequence auto_storage_numbers`.execute(db);
  await sql`
    create table equipment_items (
      id integer generated always as identity primary key,
      register text not null check (register in ('equipment', 'auto')),
      inventory_number text not null,
      name text not null check (name <> ''),
      type text not null,
      serial text not null default '',
      state text not null default 'ok' check (state in ('ok', 'repair', 'faulty')),
      point_id integer not null references points (id),
      responsible_id integer references users (id),
      note text not null default '',
      created_by integer not null references users (id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      decommissioned_at timestamptz,
      decommissioned_by integer references users (id),
      decommission_reason text,
      check ((decommissioned_at is null) = (decommission_reason is null)),
      check ((decommissioned_at is null) = (decommissioned_by is null))
    )`.execute(db);
  await sql`create unique index equipment_items_number on equipment_items (inventory_number)`.execute(db);
  await sql`create index equipment_items_point on equipment_items (register, point_id)
    where decommissioned_at is null`.execute(db);
  await sql`create index equipment_items_decommissioned on equipment_items (register, decommissioned_at)
    where decommissioned_at is not null`.execute(db);

  await sql`
    create table equipment_events (
      id bigint generated always as identity primary key,
      item_id integer not null references equipment_items (id),
      kind text not null
        check (kind in ('created', 'edited', 'responsible', 'state', 'move', 'repair', 'decommission')),
      from_state text,
      to_state text,
      from_point_id integer references points (id),
      to_point_id integer references points (id),
      from_user_id integer references users (id),
      to_user_id integer references users (id),
      cost bigint check (cost >= 0),
      note text not null default '',
      actor_id integer not null references users (id),
      at timestamptz not null default now(),
      check ((kind = 'repair') = (cost is not null))
    )`.execute(db);
  await sql`create index equipment_events_item on equipment_events (item_id, id)`.execute(db);

  // a photo belongs to one card; taken off it, it stays with `removed_at` (nothing is deleted)
  await sql`
    create table equipment_photos (
      item_id integer not null references equipment_items (id),
      file_id uuid not null unique references files (id),
      added_by integer not null references users (id),
      added_at timestamptz not null default now(),
      removed_by integer references users (id),
      removed_at timestamptz,
      primary key (item_id, file_id)
    )`.execute(db);

  // the migrations of the same issue widen this check too: keep whatever purposes it holds now
  const found = await sql<{ definition: string }>`
    select pg_get_constraintdef(oid) as definition from pg_constraint where conname = 'files_purpose_check'`.execute(
    db,
  );
  const purposes = new Set([...(found.rows[0]?.definition ?? '').matchAll(/'([a-z-]+)'/g)].map((match) => match[1]));
  purposes.add('equipment');
  await sql`alter table files drop constraint files_purpose_check`.execute(db);
  await sql`alter table files add constraint files_purpose_check
    check (purpose in (${sql.join([...purposes].map((purpose) => sql.lit(purpose)))}))`.execute(db);

  await grantRolePages(db, {
    ADMINISTRATOR: { 'extra-equipment': W, 'extra-auto-storage': W },
    RMANAGER: { 'extra-equipment': W, 'extra-auto-storage': W },
    OFFICE: { 'extra-equipment': R, 'extra-auto-storage': R },
    PVZ: { 'extra-equipment': R, 'extra-auto-storage': R },
    PPVZ: { 'extra-equipment': R, 'extra-auto-storage': R },
  });
}
