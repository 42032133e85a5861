import { type Kysely, sql } from 'kysely';

/**
 * Acceptance at a point as one database call: the busiest write of the product (every parcel of
 * every point, scanned one after another) would otherwise take eight round trips in a transaction.
 * The rules are DOMAIN.md §1's: the parcel must be this point's, sorted, neither accepted nor handed
 * over; it takes the client's cell, else the lowest free one, under a lock of (point, client), so two
 * operators never put two clients in one cell. A refusal changes nothing and names its reason; the
 * gateway turns the reason into the Russian message.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function goods_accept(
      p_goods_id integer, p_old_id integer, p_kind text, p_point_id integer,
      p_actor_id integer, p_actor text, p_scan text, p_operation_id uuid,
      p_note_title text, p_note_message text)
    returns table (goods_id integer, refusal text, cell integer)
    language plpgsql as $$
    declare
      parcel record;
      taken integer;
    begin
      if p_goods_id is not null then
        select g.id, g.kind, g.point_id, g.client_phone, g.cell, g.delivered_sc_at, g.delivered_pvz_at, g.issued_at
          into parcel from goods g where g.id = p_goods_id and g.deleted_at is null for update;
      else
        select g.id, g.kind, g.point_id, g.client_phone, g.cell, g.delivered_sc_at, g.delivered_pvz_at, g.issued_at
          into parcel from goods g where g.old_id = p_old_id and g.deleted_at is null for update;
      end if;
      if parcel.id is null or (p_kind is not null and parcel.kind <> p_kind) then
        return query select null::integer, 'not-found'::text, null::integer; return;
      end if;
      if parcel.point_id is distinct from p_point_id then
        return query select parcel.id, 'other-point'::text, null::integer; return;
      end if;
      if parcel.issued_at is not null then
        return query select parcel.id, 'issued'::text, null::integer; return;
      end if;
      if parcel.delivered_pvz_at is not null then
        return query select parcel.id, 'accepted-earlier'::text, parcel.cell; return;
      end if;
      if parcel.delivered_sc_at is null then
        return query select parcel.id, 'not-sorted'::text, null::integer; return;
      end if;
      if parcel.client_phone is null then
        return query select parcel.id, 'no-phone'::text, null::integer; return;
      end if;

      perform pg_advisory_xact_lock(p_point_id, hashtext(parcel.client_phone));
      select c.number into taken from cells c where c.point_id = p_point_id and c.client_phone = parcel.client_phone;
      if taken is null then
        update cells c set client_phone = parcel.client_phone
          where c.id = (select f.id from cells f where f.point_id = p_point_id and f.client_phone is null
                        order by f.number limit 1 for update skip locked)
          returning c.number into taken;
        if taken is null then
          return query select parcel.id, 'no-free-cells'::text, null::integer; return;
        end if;
      end if;

      update goods g set cell = taken, delivered_pvz_at = now(), updated_at = now(), updated_by = p_actor
        where g.id = parcel.id;
      insert into goods_events (goods_id, type, actor_id, actor, point_id, scan, operation_id, details)
        values (parcel.id, 'accepted', p_actor_id, p_actor, p_point_id, p_scan, p_operation_id,
                jsonb_build_object('cell', taken));
      -- a registered client is told once, not once per parcel of the same day
      insert into notifications (phone_number, title, message)
        select parcel.client_phone, p_note_title, p_note_message
        where exists (select 1 from clients cl where cl.phone_number = parcel.client_phone)
          and not exists (
            select 1 from notifications n
            where n.phone_number = parcel.client_phone and n.message = p_note_message
              and n.read_at is null and n.created_at > now() - interval '12 hours');
      return query select parcel.id, null::text, taken;
    end
    $$`.execute(db);
}
