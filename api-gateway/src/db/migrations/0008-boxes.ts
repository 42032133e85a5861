import { type Kysely, sql } from 'kysely';

/**
 * Distribution boxes (DOMAIN.md §1, LEGACY-NOTES §7.1): a box goes to one point; its stamps are its
 * status (taken by the courier, delivered, accepted at the point); its history is kept step by step.
 * A parcel travels in at most one box (`goods.box_id`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table boxes (
      id serial primary key,
      point_id integer not null references points (id),
      type text not null check (type in ('standard', 'oversized')),
      pieces integer not null default 1 check (pieces between 1 and 100),
      created_at timestamptz not null default now(),
      created_by text not null,
      sorted_at timestamptz,
      sorted_by text,
      delivered_at timestamptz,
      delivered_by text,
      accepted_at timestamptz,
      accepted_by text,
      deleted_at timestamptz
    )`.execute(db);
  await sql`create index boxes_point_idx on boxes (point_id, id)`.execute(db);

  await sql`
    create table box_events (
      id serial primary key,
      box_id integer not null references boxes (id),
      at timestamptz not null default now(),
      type text not null,
      actor_id integer,
      actor text not null,
      scan text,
      operation_id uuid,
      details jsonb
    )`.execute(db);
  await sql`create index box_events_box_idx on box_events (box_id, id)`.execute(db);
  // the courier's boxes of the day
  await sql`create index box_events_actor_idx on box_events (actor_id, at)`.execute(db);

  await sql`alter table goods add column box_id integer references boxes (id)`.execute(db);
  await sql`create index goods_box_idx on goods (box_id) where box_id is not null`.execute(db);
}
