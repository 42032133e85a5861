import { type PercentKind, percentKinds } from '@pvz/contracts/api/pvz-percent';
import { messages } from '@pvz/contracts/messages';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../errors.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';
import { audit } from '../audit.js';
import { activeMarketplaces } from '../marketplaces.js';
import { assertActivePoint } from '../point-exists.js';
import { loadSettings } from '../settings.js';

/** A point's percentage of every marketplace × kind: its own where set, else the settings' default. */
export async function percentTable(db: Db, pointId: number) {
  await assertActivePoint(db, pointId);
  const [marketplaces, rows, settings] = await Promise.all([
    activeMarketplaces(db),
    db.selectFrom('point_percents').selectAll().where('point_id', '=', pointId).execute(),
    loadSettings(db),
  ]);
  const set = new Map(rows.map((row) => [`${row.marketplace_id}:${row.kind}`, row.percent_bp]));
  const percents = marketplaces.flatMap((marketplace) =>
    percentKinds.map((kind) => {
      const bp = set.get(`${marketplace.id}:${kind}`);
      return {
        marketplaceId: marketplace.id,
        kind,
        percent: bp === undefined ? settings.defaultPercents[kind] : bp / 100,
        isDefault: bp === undefined,
      };
    }),
  );
  return { marketplaces, percents };
}

/** Sets one cell of a point's percentage table (`percent` as sent, `percentBp` as stored), audited. */
export async function setPointPercent(
  db: Kysely<Database>,
  actor: StaffAuth,
  cell: { pvzId: number; marketplaceId: number; kind: PercentKind; percent: number },
  percentBp: number,
): Promise<void> {
  const { pvzId, marketplaceId, kind, percent } = cell;
  await db.transaction().execute(async (trx) => {
    await assertActivePoint(trx, pvzId);
    const marketplace = await trx
      .selectFrom('marketplaces')
      .select('id')
      .where('id', '=', marketplaceId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!marketplace) throw notFound(messages.referenceNotFound);
    const before = await trx
      .selectFrom('point_percents')
      .select('percent_bp')
      .where('point_id', '=', pvzId)
      .where('marketplace_id', '=', marketplaceId)
      .where('kind', '=', kind)
      .executeTakeFirst();
    await trx
      .insertInto('point_percents')
      .values({ point_id: pvzId, marketplace_id: marketplaceId, kind, percent_bp: percentBp })
      .onConflict((oc) => oc.columns(['point_id', 'marketplace_id', 'kind']).doUpdateSet({ percent_bp: percentBp }))
      .execute();
    await audit(trx, actor, {
      entity: 'pvz-percent',
      entityId: `${pvzId}:${marketplaceId}:${kind}`,
      action: before ? 'update' : 'create',
      before: before && { percent: before.percent_bp / 100 },
      after: { percent },
    });
  });
}
