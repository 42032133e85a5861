import { randomUUID } from 'node:crypto';
import { employeeTaskRoutes, type Occurrence } from '@pvz/contracts/api/employee-tasks';
import { moscowDay } from '@pvz/contracts/moscow-time';
import { addDays } from '@pvz/contracts/recurrence';
import type { Client, TestApp } from '../../helpers/test-app.js';

export const today = moscowDay();
export const day = (offset: number) => addDays(today, offset);

/** A one-day task for a point's staff, today; `more` changes any field. */
export const taskBody = (pointId: number, more: Record<string, unknown> = {}) => ({
  operationId: randomUUID(),
  title: 'Протереть витрину',
  description: 'Влажной тряпкой',
  startsOn: today,
  repeat: 'none',
  interval: 1,
  weekdays: [],
  ends: 'never',
  until: null,
  audience: 'point',
  pointId,
  userIds: [],
  ...more,
});

export async function userIdOf(t: TestApp, username: string): Promise<number> {
  const user = await t.database.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return user.id;
}

/** Creates a task (200 expected); answers its id. */
export async function createdTask(caller: Client, body: Record<string, unknown>): Promise<number> {
  const answer = await caller.post(employeeTaskRoutes.create, body);
  if (answer.statusCode !== 200) throw new Error(`task not created: ${answer.body}`);
  return answer.json().taskId;
}

/** The days of a period the caller sees. */
export async function daysSeen(caller: Client, from: string, to: string): Promise<Occurrence[]> {
  const answer = await caller.get(`${employeeTaskRoutes.occurrences}?from=${from}&to=${to}`);
  if (answer.statusCode !== 200) throw new Error(`no days: ${answer.body}`);
  return answer.json().occurrences;
}

/** The days of one test's tasks: their description carries the test's marker. */
export const marked = (days: Occurrence[], marker: string) => days.filter((one) => one.description.includes(marker));
