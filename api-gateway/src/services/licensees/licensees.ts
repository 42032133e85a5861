import { scopeIncludesPoint } from '@pvz/contracts/access';
import type {
  CreateLicenseeBody,
  EditLicenseeBody,
  Licensee,
  Licensees,
  Tariff,
  TariffBody,
} from '@pvz/contracts/api/licensees';
import { isFeeScale } from '@pvz/contracts/licensee-fee';
import { messages } from '@pvz/contracts/messages';
import { monthStartOf, moscowDay } from '@pvz/contracts/moscow-time';
import { ADMIN_ROLE } from '@pvz/contracts/roles';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Database } from '../../db/schema.js';
import { badRequest, conflict, forbidden, notFound } from '../../errors.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';
import { audit } from '../audit.js';

/** Tariffs, invoices and payments decide the network's money: the director's, whoever else sees the pages. */
export function assertLicenseeDirector(actor: StaffAuth): void {
  if (actor.user.role !== ADMIN_ROLE) throw forbidden(messages.licenseeDirector);
}

/** Every tariff of the licensees, oldest first, read as the contract has them. */
async function tariffsOf(db: Db, licenseeIds: readonly number[]) {
  if (licenseeIds.length === 0) return new Map<number, Tariff[]>();
  const rows = await db
    .selectFrom('licensee_tariffs')
    .select(['licensee_id', sql<string>`starts_on::text`.as('starts_on'), 'monthly_fee', 'tiers'])
    .where('licensee_id', 'in', licenseeIds)
    .orderBy('starts_on')
    .execute();
  const byLicensee = new Map<number, Tariff[]>();
  for (const row of rows)
    byLicensee.set(row.licensee_id, [
      ...(byLicensee.get(row.licensee_id) ?? []),
      { startsOn: row.starts_on, monthlyFee: row.monthly_fee, tiers: row.tiers },
    ]);
  return byLicensee;
}

/** The tariff a month is billed by: the latest that starts on or before it. */
export const tariffOfMonth = (tariffs: readonly Tariff[], month: string) =>
  tariffs.filter((tariff) => tariff.startsOn <= month).at(-1) ?? null;

export async function licensees(db: Db): Promise<Licensees> {
  const rows = await db
    .selectFrom('licensees')
    .select([
      'id',
      'name',
      'domain',
      'contact_name',
      'contact_phone',
      'email',
      sql<string>`starts_on::text`.as('starts_on'),
      'active',
      'note',
    ])
    .orderBy(sql`lower(name)`)
    .execute();
  const ids = rows.map((row) => row.id);
  const [tariffs, points] = await Promise.all([
    tariffsOf(db, ids),
    ids.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('points')
          .select(['id', 'name', 'licensee_id'])
          .where('licensee_id', 'in', ids)
          .where('deleted_at', 'is', null)
          .orderBy('name')
          .execute(),
  ]);
  const month = monthStartOf(moscowDay());
  return {
    licensees: rows.map((row): Licensee => {
      const own = points.filter((point) => point.licensee_id === row.id);
      const history = tariffs.get(row.id) ?? [];
      return {
        id: row.id,
        name: row.name,
        domain: row.domain,
        contactName: row.contact_name,
        contactPhone: row.contact_phone,
        email: row.email,
        startsOn: row.starts_on,
        active: row.active,
        note: row.note,
        pointIds: own.map((point) => point.id),
        points: own.map((point) => ({ id: point.id, name: point.name })),
        tariff: tariffOfMonth(history, month),
        tariffs: history,
      };
    }),
  };
}

function checkedTariff(tariff: Tariff): Tariff {
  if (!isFeeScale(tariff.tiers)) throw badRequest(messages.licenseeTariffInvalid);
  return tariff;
}

const fieldsOf = (body: CreateLicenseeBody | EditLicenseeBody) => {
  const name = body.name.trim();
  if (name === '') throw badRequest(messages.licenseeNameRequired);
  return {
    name,
    domain: body.domain.trim(),
    contact_name: body.contactName.trim(),
    contact_phone: body.contactPhone.trim(),
    email: body.email.trim(),
    starts_on: body.startsOn,
    active: body.active,
    note: body.note.trim(),
  };
};

/**
 * The licensee's points are exactly these: each a live point of the network's or already the
 * licensee's own (a point another licensee runs is refused); points left out go back to the network.
 */
async function setPoints(
  trx: Transaction<Database>,
  actor: StaffAuth,
  licenseeId: number,
  pointIds: readonly number[],
) {
  // who bills a point's parcels is decided for the caller's points only, given or taken back
  const released = await trx
    .selectFrom('points')
    .select('id')
    .where('licensee_id', '=', licenseeId)
    .$if(pointIds.length > 0, (select) => select.where('id', 'not in', pointIds))
    .execute();
  if ([...pointIds, ...released.map((point) => point.id)].some((id) => !scopeIncludesPoint(actor.scope, id)))
    throw forbidden(messages.pointOutOfScope);
  if (pointIds.length > 0) {
    const found = await trx
      .selectFrom('points')
      .select(['id', 'licensee_id'])
      .where('id', 'in', pointIds)
      .where('deleted_at', 'is', null)
      .forUpdate()
      .execute();
    if (found.length !== pointIds.length) throw notFound(messages.pointUnknown);
    if (found.some((point) => point.licensee_id !== null && point.licensee_id !== licenseeId))
      throw conflict(messages.licenseePointTaken);
  }
  await trx
    .updateTable('points')
    .set({ licensee_id: null })
    .where('licensee_id', '=', licenseeId)
    .$if(pointIds.length > 0, (update) => update.where('id', 'not in', pointIds))
    .execute();
  if (pointIds.length > 0)
    await trx.updateTable('points').set({ licensee_id: licenseeId }).where('id', 'in', pointIds).execute();
}

async function insertTariff(trx: Transaction<Database>, actor: StaffAuth, licenseeId: number, tariff: Tariff) {
  const values = {
    monthly_fee: tariff.monthlyFee,
    tiers: JSON.stringify(tariff.tiers),
    created_by: actor.user.id,
  };
  // a second tariff for the same month replaces the first: months already invoiced keep their figures
  await trx
    .insertInto('licensee_tariffs')
    .values({ licensee_id: licenseeId, starts_on: tariff.startsOn, ...values })
    .onConflict((oc) => oc.columns(['licensee_id', 'starts_on']).doUpdateSet(values))
    .execute();
}

export async function createLicensee(trx: Transaction<Database>, actor: StaffAuth, body: CreateLicenseeBody) {
  // a licensee comes with its tariff: what it pays is the director's to set
  assertLicenseeDirector(actor);
  const fields = fieldsOf(body);
  const tariff = checkedTariff(body.tariff);
  const made = await trx
    .insertInto('licensees')
    .values(fields)
    .onConflict((oc) => oc.expression(sql`lower(name)`).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!made) throw conflict(messages.licenseeNameTaken);
  await setPoints(trx, actor, made.id, body.pointIds);
  await insertTariff(trx, actor, made.id, tariff);
  await audit(trx, actor, {
    entity: 'licensee',
    entityId: made.id,
    action: 'create',
    after: { ...fields, pointIds: body.pointIds, tariff },
  });
  return { message: messages.licenseeCreated, ...(await licensees(trx)) };
}

async function lockedLicensee(trx: Transaction<Database>, id: number) {
  const found = await trx.selectFrom('licensees').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!found) throw notFound(messages.licenseeNotFound);
  return found;
}

export async function editLicensee(trx: Transaction<Database>, actor: StaffAuth, body: EditLicenseeBody) {
  const before = await lockedLicensee(trx, body.id);
  const fields = fieldsOf(body);
  const taken = await trx
    .selectFrom('licensees')
    .select('id')
    .where(sql`lower(name)`, '=', fields.name.toLowerCase())
    .where('id', '<>', body.id)
    .executeTakeFirst();
  if (taken) throw conflict(messages.licenseeNameTaken);
  await trx
    .updateTable('licensees')
    .set({ ...fields, updated_at: new Date() })
    .where('id', '=', body.id)
    .execute()
    .catch((error: unknown) => {
      // the same name given to another one at the same moment
      if (isUniqueViolation(error)) throw conflict(messages.licenseeNameTaken);
      throw error;
    });
  await setPoints(trx, actor, body.id, body.pointIds);
  await audit(trx, actor, {
    entity: 'licensee',
    entityId: body.id,
    action: 'update',
    before,
    after: { ...fields, pointIds: body.pointIds },
  });
  return { message: messages.licenseeSaved, ...(await licensees(trx)) };
}

export async function setTariff(trx: Transaction<Database>, actor: StaffAuth, body: TariffBody) {
  assertLicenseeDirector(actor);
  await lockedLicensee(trx, body.licenseeId);
  const tariff = checkedTariff(body.tariff);
  await insertTariff(trx, actor, body.licenseeId, tariff);
  await audit(trx, actor, {
    entity: 'licensee-tariff',
    entityId: body.licenseeId,
    action: 'update',
    after: tariff,
  });
  return { message: messages.licenseeTariffSaved, ...(await licensees(trx)) };
}
