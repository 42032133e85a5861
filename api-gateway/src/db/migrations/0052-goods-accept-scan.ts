import { type Kysely, sql } from 'kysely';

/**
 * The acceptance scan as one statement (issue 15): `goods_accept`, the answer (the accepted row with
 * the names it shows, and how many parcels its cell holds now) and the operation id with that answer,
 * so that a scan is one round trip in one implicit transaction instead of five (begin, accept, answer,
 * operation, commit). The answer is raw: the row as `to_jsonb` gives it, which the gateway shapes as
 * it shapes a row it selects (services/goods/accept.ts), for the first answer and for a repeat alike.
 *
 * A refusal records nothing here and changes nothing (goods_accept's rule); the gateway records it.
 * An operation id already taken ends in a unique violation of `operations_pkey`, which undoes the
 * acceptance with the statement; the gateway then answers the stored answer.
 *
 * The names are those of `rowNames` (services/goods/rows.ts), and a parcel waits in its cell as
 * `releaseCellIfEmpty` (services/goods/cells.ts) counts it: a test compares this answer's row with the
 * parcel's record (GET /api/goods/{kind}/record), which selects it with `rowNames`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function goods_accept_scan(
      p_goods_id integer, p_old_id integer, p_kind text, p_point_id integer,
      p_actor_id integer, p_actor text, p_scan text, p_operation_id uuid,
      p_note_title text, p_note_message text, p_action text, p_request_hash text)
    returns table (goods_id integer, refusal text, cell integer, answer jsonb)
    language plpgsql as $$
    declare
      accepted record;
      stored jsonb;
    begin
      select a.goods_id, a.refusal, a.cell into accepted
        from goods_accept(p_goods_id, p_old_id, p_kind, p_point_id, p_actor_id, p_actor, p_scan,
                          p_operation_id, p_note_title, p_note_message) a;
      if accepted.refusal is not null then
        return query select accepted.goods_id, accepted.refusal, accepted.cell, null::jsonb; return;
      end if;

      select jsonb_build_object(
          'cell', accepted.cell,
          'cellCount', (
            select count(*) from goods c
            where c.point_id = p_point_id and c.cell = accepted.cell and c.delivered_pvz_at is not null
              and c.issued_at is null and c.deleted_at is null),
          'row', to_jsonb(g) || jsonb_build_object(
            'barcode_file_id', (select f.file_id from goods_files f where f.goods_id = g.id limit 1),
            'point_name', (select p.name from points p where p.id = g.point_id),
            'sorting_center_name', (select s.name from sorting_centers s where s.id = g.sorting_center_id),
            'order_account_name', (select o.name from order_accounts o where o.id = g.order_account_id),
            'marketplace_name', (select m.name from marketplaces m where m.id = g.marketplace_id)))
        into stored
        from goods g where g.id = accepted.goods_id;

      insert into operations (id, actor_id, action, request_hash, status, result)
        values (p_operation_id, p_actor_id, p_action, p_request_hash, 200, stored);
      return query select accepted.goods_id, null::text, accepted.cell, stored;
    end
    $$`.execute(db);
}
