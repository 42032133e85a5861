import { pagePriceFilterKopecks } from './goods-seed-plan.ts';

/** One statement of the table page, with its parameters. */
export interface PageStatement {
  name: string;
  text: string;
  values: unknown[];
}

/** Stands for the point id where pgbench draws it per transaction: `:name` in its script. */
export interface PointVariable {
  pgbenchVariable: string;
}

/**
 * What GET /api/goods/purchase/list?pvzId&view=work&filters=[priceSite >= …] runs for an admin (its
 * session is cached, services/auth-cache.ts): transcribed from routes/goods/[kind]/table-routes.ts and
 * services/goods/list.ts (listConditions, listOrder, totalsShown), rows.ts (selectListedGoods) and
 * settings.ts (issuedVisibleHoursSql). The page and the totals run at once.
 */
export function pageStatements(pointId: number | PointVariable): PageStatement[] {
  const joins = `from goods g
      left join points p on p.id = g.point_id
      left join sorting_centers sc on sc.id = g.sorting_center_id
      left join order_accounts oa on oa.id = g.order_account_id
      left join marketplaces m on m.id = g.marketplace_id`;
  // the setting of the work view is read in the statements (issuedVisibleHoursSql), not by a query of its own
  const where = `where (g.deleted_at is null and g.kind in ($1) and g.point_id = $2
      and (g.issued_at is null or g.issued_at > now() - make_interval(hours =>
        coalesce((select (value ->> $3)::integer from settings where key = $4), $5)))
      and g.price_site >= $6)`;
  const values = ['purchase', pointId, 'issuedVisibleHours', 'site', 24, pagePriceFilterKopecks];
  return [
    {
      name: 'the page: 50 rows, newest first',
      text: `select g.*,
          (select file_id from goods_files where goods_id = g.id limit 1) as barcode_file_id,
          (select name from points where id = g.point_id) as point_name,
          (select name from sorting_centers where id = g.sorting_center_id) as sorting_center_name,
          (select name from order_accounts where id = g.order_account_id) as order_account_name,
          (select name from marketplaces where id = g.marketplace_id) as marketplace_name
        ${joins}
        ${where}
        order by g.created_at desc, g.id desc limit 50 offset 0`,
      values,
    },
    {
      name: 'count and totals of every matching row',
      text: `select count(*) as total, coalesce(sum(g.prepayment), 0) as prepayment,
          coalesce(sum(g.amount_due), 0) as "amountFromClient", coalesce(sum(g.income), 0) as profit,
          coalesce(sum(g.price_site), 0) as "priceSite", coalesce(sum(g.extra_income), 0) as "deliveredKGT"
        ${joins}
        ${where}`,
      values,
    },
  ];
}
