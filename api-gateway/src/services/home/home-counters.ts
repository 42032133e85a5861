import type { HomeEquipment, HomeWithdrawals } from '@pvz/contracts/api/home';
import type { EquipmentRegister } from '@pvz/contracts/equipment';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';
import { inPointScope } from '../point-scope.js';

/** Cash withdrawals of the caller's points to hand over, and those handed to the caller to confirm. */
export async function homeWithdrawals(db: Db, actor: StaffAuth): Promise<HomeWithdrawals> {
  const row = await db
    .selectFrom('withdrawals as w')
    .where('w.received_at', 'is', null)
    .where('w.cancelled_at', 'is', null)
    .select([
      sql<string>`count(*) filter (where w.payment = 'cash' and w.handed_over_at is null
        and ${inPointScope('w.point_id', actor.scope)})`.as('to_hand_over'),
      sql<string>`count(*) filter (where w.handed_over_at is not null and w.recipient_id = ${actor.user.id})`.as(
        'to_receive',
      ),
      sql<string>`coalesce(sum(w.amount) filter (where w.handed_over_at is not null
        and w.recipient_id = ${actor.user.id}), 0)`.as('to_receive_amount'),
    ])
    .executeTakeFirstOrThrow();
  return {
    toHandOver: Number(row.to_hand_over),
    toReceive: Number(row.to_receive),
    toReceiveAmount: Number(row.to_receive_amount),
  };
}

/** Advance-report transfers to the caller waiting for the caller's confirmation. */
export async function homeTransfersToConfirm(db: Db, actor: StaffAuth): Promise<number> {
  const row = await db
    .selectFrom('advance_rows')
    .select(sql<string>`count(*)`.as('n'))
    .where('recipient_id', '=', actor.user.id)
    .where('received_at', 'is', null)
    .where('rejected_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Items of a register at the caller's points that need a repair or are broken (decommissioned ones do not count). */
export async function homeEquipment(db: Db, actor: StaffAuth, register: EquipmentRegister): Promise<HomeEquipment> {
  const row = await db
    .selectFrom('equipment_items as e')
    .where('e.register', '=', register)
    .where('e.decommissioned_at', 'is', null)
    .where(inPointScope('e.point_id', actor.scope))
    .select([
      sql<string>`count(*) filter (where e.state = 'repair')`.as('repair'),
      sql<string>`count(*) filter (where e.state = 'faulty')`.as('faulty'),
    ])
    .executeTakeFirstOrThrow();
  return { repair: Number(row.repair), faulty: Number(row.faulty) };
}
