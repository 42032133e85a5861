import { type AccessLevel, scopeIncludesPoint, type UserScope } from '@pvz/contracts/access';
import type { ResponsibleChoice } from '@pvz/contracts/api/equipment';
import { type EquipmentRegister, registerPages } from '@pvz/contracts/equipment';
import type { Db } from '../../db/database.js';
import { staffWithPage } from '../staff-access.js';

export interface RegisterPerson {
  id: number;
  name: string;
  scope: UserScope;
}

/** The active staff users whose access reaches the register's page at `level` (ADMIN always does). */
export async function peopleOfRegister(
  db: Db,
  register: EquipmentRegister,
  level: AccessLevel,
  onlyUserId?: number,
): Promise<RegisterPerson[]> {
  return staffWithPage(db, registerPages[register], level, onlyUserId);
}

/**
 * Who the caller may name responsible: the people who see the register and work with at least one
 * of the caller's points, each with those points (all, when both see every point).
 */
export async function responsibleChoices(
  db: Db,
  register: EquipmentRegister,
  callerScope: UserScope,
): Promise<ResponsibleChoice[]> {
  const people = await peopleOfRegister(db, register, 'read');
  return people.flatMap(({ id, name, scope }) => {
    const allPoints = scope.allPoints && callerScope.allPoints;
    const pointIds = scope.allPoints
      ? callerScope.pointIds
      : scope.pointIds.filter((pointId) => scopeIncludesPoint(callerScope, pointId));
    return allPoints || pointIds.length > 0 ? [{ id, name, allPoints, pointIds }] : [];
  });
}

/** Whether a user may be responsible for an item at the point: they see the register, at that point. */
export async function mayBeResponsible(
  db: Db,
  register: EquipmentRegister,
  userId: number,
  pointId: number,
): Promise<boolean> {
  const [person] = await peopleOfRegister(db, register, 'read', userId);
  return person !== undefined && scopeIncludesPoint(person.scope, pointId);
}
