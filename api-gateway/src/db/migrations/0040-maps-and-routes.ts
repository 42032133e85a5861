import { type Kysely, sql } from 'kysely';
import { grantRolePages } from './role-pages.js';

const R = 'read';
const W = 'write';

/**
 * Maps and routes (issue 18): coordinates for the sorting centres and the delivery service's points,
 * the managers' markers of `/map`, routes saved for a day and a courier with their stops (a copy of
 * the place as it was when planned, so that a renamed point does not rewrite a driven route), the
 * stop's outcome with a photo, and the routing engine's distances cached by pair.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sorting_centers', 'pvz_delivery', 'sorting_centers_delivery']) {
    await sql`alter table ${sql.table(table)}
      add column latitude double precision check (latitude between -90 and 90),
      add column longitude double precision check (longitude between -180 and 180),
      add constraint ${sql.raw(`${table}_coordinates`)} check ((latitude is null) = (longitude is null))`.execute(db);
  }
  await sql`
    create table map_markers (
      id integer generated always as identity primary key,
      kind text not null check (kind in ('our', 'visited')),
      note text not null,
      latitude double precision not null check (latitude between -90 and 90),
      longitude double precision not null check (longitude between -180 and 180),
      created_by integer not null references users (id),
      created_at timestamptz not null default now(),
      deleted_at timestamptz
    )`.execute(db);

  await sql`
    create table itineraries (
      id integer generated always as identity primary key,
      day date not null,
      starts_at time not null,
      courier_id integer not null references users (id),
      closed boolean not null,
      metres integer not null check (metres >= 0),
      minutes integer not null check (minutes >= 0),
      created_by integer not null references users (id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      deleted_at timestamptz
    )`.execute(db);
  await sql`create index itineraries_day on itineraries (day, courier_id) where deleted_at is null`.execute(db);
  // position 0 is the start; a stop keeps the place's name and address as they were when planned
  await sql`
    create table itinerary_stops (
      itinerary_id integer not null references itineraries (id) on delete cascade,
      position smallint not null check (position >= 0),
      kind text not null check (kind in ('point', 'sorting-center', 'delivery-point', 'marker')),
      place_id integer not null,
      name text not null,
      address text not null,
      latitude double precision not null,
      longitude double precision not null,
      leg_metres integer not null check (leg_metres >= 0),
      leg_minutes integer not null check (leg_minutes >= 0),
      state text not null default 'planned' check (state in ('planned', 'done', 'failed')),
      reason text,
      photo_id uuid references files (id),
      finished_at timestamptz,
      finished_by integer references users (id),
      primary key (itinerary_id, position),
      check ((state = 'failed') = (reason is not null)),
      check ((state = 'planned') = (finished_at is null))
    )`.execute(db);
  await sql`alter table files drop constraint files_purpose_check`.execute(db);
  await sql`alter table files add constraint files_purpose_check
    check (purpose in ('barcode', 'receipt', 'stop'))`.execute(db);

  // the routing engine's answer for a pair of places, by provider; coordinates to 1e-5° (about a metre)
  await sql`
    create table distance_pairs (
      provider text not null,
      from_lat integer not null,
      from_lon integer not null,
      to_lat integer not null,
      to_lon integer not null,
      metres integer not null check (metres >= 0),
      minutes integer not null check (minutes >= 0),
      created_at timestamptz not null default now(),
      primary key (provider, from_lat, from_lon, to_lat, to_lon)
    )`.execute(db);

  await grantRolePages(db, {
    ADMINISTRATOR: {
      'delivery-map': W,
      'delivery-map-dp': R,
      'delivery-itinerary': W,
      'delivery-dispatch': R,
    },
    RMANAGER: { 'delivery-map': W, 'delivery-map-dp': R, 'delivery-itinerary': W, 'delivery-dispatch': R },
    OFFICE: { 'delivery-map-dp': R, 'delivery-itinerary': W, 'delivery-dispatch': R },
    COURIER: { 'delivery-courier': W },
    DRIVER: { 'delivery-courier': W },
  });
}
