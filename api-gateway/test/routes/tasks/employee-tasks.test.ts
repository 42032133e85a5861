import { randomUUID } from 'node:crypto';
import { employeeTaskRoutes } from '@pvz/contracts/api/employee-tasks';
import { homeRoutes } from '@pvz/contracts/api/home';
import { messages } from '@pvz/contracts/messages';
import { scheduledJobs } from '../../../src/plugins/app/jobs.js';
import { runJobOnce } from '../../../src/services/jobs/run-job.js';
import {
  type Client,
  createTestApp,
  pointNamed,
  scopeOf,
  signedInAdmin,
  staffWith,
  type TestApp,
} from '../../helpers/test-app.js';
import { pngBytes, upload } from '../notifications/upload-fixtures.js';
import { createdTask, day, daysSeen, marked, taskBody, today, userIdOf } from './task-fixtures.js';

let t: TestApp;
let admin: Client;
let north: number;
let south: number;
let boss: Client;
let anna: Client;
let boris: Client;
let southOperator: Client;
let annaId: number;
let borisId: number;
let southId: number;
let officeId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  north = await pointNamed(admin, 'ПВЗ Север');
  south = await pointNamed(admin, 'ПВЗ Юг');
  boss = await staffWith(t.app, admin, { username: 'boss-north', role: 'ADMINISTRATOR', scope: scopeOf([north]) });
  anna = await staffWith(t.app, admin, { username: 'anna', role: 'PVZ', scope: scopeOf([north], north) });
  boris = await staffWith(t.app, admin, { username: 'boris', role: 'PVZ', scope: scopeOf([north], north) });
  southOperator = await staffWith(t.app, admin, { username: 'sveta', role: 'PVZ', scope: scopeOf([south], south) });
  await staffWith(t.app, admin, { username: 'office', role: 'OFFICE', scope: scopeOf([north]) });
  annaId = await userIdOf(t, 'anna');
  borisId = await userIdOf(t, 'boris');
  southId = await userIdOf(t, 'sveta');
  officeId = await userIdOf(t, 'office');
});
afterAll(async () => t.close());

/** «Мои задачи на сегодня» of the caller's home page, of one test's tasks. */
const mineOf = async (caller: Client, marker: string) =>
  marked((await caller.get(homeRoutes.summary)).json().myTasks, marker);
const tick = (caller: Client, occurrenceId: number, more: Record<string, unknown> = {}) =>
  caller.post(employeeTaskRoutes.tick, { operationId: randomUUID(), occurrenceId, ...more });

describe('employee tasks', () => {
  it('go to the staff of a point, day by day, with done counters; other points see none of them', async () => {
    await createdTask(
      boss,
      taskBody(north, { description: 'м1', repeat: 'daily', ends: 'until', until: day(2), startsOn: today }),
    );
    const days = marked(await daysSeen(boss, today, day(5)), 'м1');
    expect(days.map((one) => [one.day, one.assigned, one.done, one.overdue])).toEqual([
      [today, 2, 0, false],
      [day(1), 2, 0, false],
      [day(2), 2, 0, false],
    ]);
    expect(days[0]?.rule).toMatchObject({ repeat: 'daily', ends: 'until', until: day(2), point: { id: north } });
    // point staff read the page and see their point's tasks as theirs
    expect(marked(await daysSeen(anna, today, day(5)), 'м1')[0]?.mine).toEqual({ doneAt: null });
    expect(marked(await daysSeen(southOperator, today, day(5)), 'м1')).toEqual([]);
    const first = days[0]?.id as number;
    const other = await southOperator.get(`${employeeTaskRoutes.occurrence}?id=${first}`);
    expect([other.statusCode, other.json().error]).toEqual([403, messages.pointOutOfScope]);
    const detail = (await boss.get(`${employeeTaskRoutes.occurrence}?id=${first}`)).json();
    expect(detail.assignees.map((one: { user: { name: string } }) => one.user.name)).toEqual(['anna', 'boris']);
    // the office has no page: it gets no tasks, and point staff may not write tasks
    expect((await anna.post(employeeTaskRoutes.create, taskBody(north))).statusCode).toBe(403);
  });

  it("refuses a task of a point, a person or the whole network outside the caller's scope with 403", async () => {
    const refused = async (body: Record<string, unknown>, status: number, error: string) => {
      const answer = await boss.post(employeeTaskRoutes.create, taskBody(north, body));
      expect([answer.statusCode, answer.json().error]).toEqual([status, error]);
    };
    await refused({ pointId: south }, 403, messages.pointOutOfScope);
    await refused({ audience: 'all', pointId: null }, 403, messages.taskAllNeedsNetwork);
    await refused(
      { audience: 'people', pointId: null, userIds: [annaId, southId] },
      403,
      messages.taskPersonOutOfScope,
    );
    await refused({ audience: 'people', pointId: null, userIds: [officeId] }, 400, messages.taskPersonUnknown);
    await refused({ audience: 'people', pointId: null, userIds: [2_000_000] }, 400, messages.taskPersonUnknown);
    await refused({ audience: 'people', pointId: null, userIds: [] }, 400, messages.taskPeopleRequired);
    await refused({ pointId: null }, 400, messages.taskPointRequired);
    await refused({ pointId: 2_000_000 }, 404, messages.pointUnknown);

    // a south task made by the director is out of the north manager's reach, whatever the call
    const southTask = await createdTask(admin, taskBody(south, { description: 'м2' }));
    const [southDay] = marked(await daysSeen(admin, today, today), 'м2');
    expect(southDay?.rule.taskId).toBe(southTask);
    for (const [url, body] of [
      [employeeTaskRoutes.edit, { ...taskBody(north), occurrenceId: southDay?.id, scope: 'all' }],
      [employeeTaskRoutes.remove, { operationId: randomUUID(), occurrenceId: southDay?.id, scope: 'all' }],
    ] as const) {
      const answer = await boss.post(url, body);
      expect([answer.statusCode, answer.json().error]).toEqual([403, messages.pointOutOfScope]);
    }
    expect((await boss.get(`${employeeTaskRoutes.record}?id=${southDay?.id}`)).statusCode).toBe(403);
    expect(marked(await daysSeen(admin, today, today), 'м2')).toHaveLength(1);
  });

  it('refuses bad input with a Russian 400 and changes nothing', async () => {
    const bad: [Record<string, unknown>, string | RegExp][] = [
      [{ title: '   ' }, messages.taskTitleRequired],
      [{ title: 'а\u0000б' }, /недопустимые символы/],
      [{ title: 'х'.repeat(201) }, /./],
      [{ repeat: 'weekly', weekdays: [] }, messages.taskWeekdaysRequired],
      [{ repeat: 'weekly', weekdays: [8] }, /./],
      [{ repeat: 'daily', ends: 'until', until: null }, messages.taskUntilRequired],
      [{ repeat: 'daily', ends: 'until', until: day(-1) }, messages.taskUntilBeforeStart],
      [{ startsOn: day(-40) }, messages.taskTooEarly],
      [{ startsOn: '2026-02-30' }, /./],
      [{ startsOn: '9999-01-01' }, /./],
      [{ repeat: 'daily', interval: 0 }, /./],
      [{ repeat: 'daily', interval: 1e12 }, /./],
      [{ pointId: -1 }, /./],
      [{ pointId: 2 ** 31 }, /./],
      [{ audience: 'everyone' }, /./],
      [{ operationId: 'not-a-uuid' }, /./],
    ];
    const before = await t.database.db.selectFrom('employee_tasks').select('id').execute();
    for (const [body, error] of bad) {
      const answer = await admin.post(employeeTaskRoutes.create, taskBody(north, body));
      expect({ body, status: answer.statusCode }).toEqual({ body, status: 400 });
      expect(answer.json().error).toMatch(error);
    }
    expect(await t.database.db.selectFrom('employee_tasks').select('id').execute()).toEqual(before);
    for (const query of [
      `from=${today}&to=${day(-1)}`,
      `from=${today}&to=${day(93)}`,
      'from=2026-13-01&to=2026-13-02',
    ]) {
      expect((await admin.get(`${employeeTaskRoutes.occurrences}?${query}`)).statusCode).toBe(400);
    }
    for (const id of ['-1', '0', '99999999999', '1%00']) {
      expect((await admin.get(`${employeeTaskRoutes.occurrence}?id=${id}`)).statusCode).toBe(400);
    }
    expect((await admin.get(`${employeeTaskRoutes.occurrence}?id=2000000000`)).statusCode).toBe(404);
  });

  it('is ticked by its assignee alone, once, with a photo of their own; twenty parallel ticks of one operation tick once', async () => {
    await createdTask(boss, taskBody(north, { description: 'м3' }));
    const [task] = marked(await daysSeen(boss, today, today), 'м3');
    const id = task?.id as number;

    const stranger = await tick(southOperator, id);
    expect([stranger.statusCode, stranger.json().error]).toEqual([403, messages.taskNotYours]);
    expect((await tick(boss, id)).statusCode).toBe(403);
    expect((await tick(anna, 2_000_000_000)).statusCode).toBe(404);

    const foreignPhoto = (await upload(boris, pngBytes, 'фото.png', 'task')).json().id;
    const wrongPhoto = await tick(anna, id, { photoId: foreignPhoto });
    expect([wrongPhoto.statusCode, wrongPhoto.json().error]).toEqual([400, messages.taskPhotoInvalid]);
    const photo = (await upload(anna, pngBytes, 'фото.png', 'task')).json().id;
    const ticked = await tick(anna, id, { photoId: photo });
    expect(ticked.statusCode).toBe(200);
    expect(ticked.json()).toMatchObject({ message: messages.taskDone, task: { occurrenceId: id, photoId: photo } });
    const twice = await tick(anna, id);
    expect([twice.statusCode, twice.json().error]).toEqual([409, messages.taskAlreadyDone]);
    // the manager sees the photo of the tick; the other point does not
    expect((await boss.get(`/api/files?id=${photo}`)).statusCode).toBe(200);
    expect((await southOperator.get(`/api/files?id=${photo}`)).statusCode).toBe(404);

    const operationId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => boris.post(employeeTaskRoutes.tick, { operationId, occurrenceId: id })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    const [after] = marked(await daysSeen(boss, today, today), 'м3');
    expect([after?.assigned, after?.done]).toEqual([2, 2]);
    const detail = (await boss.get(`${employeeTaskRoutes.occurrence}?id=${id}`)).json();
    expect(detail.assignees.every((one: { doneAt: string | null }) => one.doneAt !== null)).toBe(true);
  });

  it('shows overdue days and «Мои задачи на сегодня»: today first, then the days before not done', async () => {
    await createdTask(boss, taskBody(north, { description: 'м4', startsOn: day(-2), repeat: 'daily' }));
    const seen = marked(await daysSeen(boss, day(-2), today), 'м4');
    expect(seen.map((one) => [one.day, one.overdue])).toEqual([
      [day(-2), true],
      [day(-1), true],
      [today, false],
    ]);
    await tick(anna, seen[0]?.id as number);
    const mine = await mineOf(anna, 'м4');
    expect(mine.map((one: { day: string; overdue: boolean }) => [one.day, one.overdue])).toEqual([
      [today, false],
      [day(-1), true],
    ]);
    // the director is given no employee tasks
    expect(await mineOf(admin, 'м4')).toEqual([]);
  });

  it('repeats monthly over a month end: the 31st falls on the last day of a shorter month', async () => {
    let start = day(-31);
    while (!start.endsWith('-31')) start = addOne(start);
    await createdTask(admin, taskBody(north, { description: 'м5', startsOn: start, repeat: 'monthly' }));
    const days = marked(await daysSeen(admin, start, addDaysTo(start, 61)), 'м5').map((one) => one.day);
    const [year, month] = start.split('-').map(Number) as [number, number];
    const next = new Date(Date.UTC(year, month, 1));
    const lastOfNext = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
    expect(days.slice(0, 2)).toEqual([start, lastOfNext]);
  });

  it('edits «Только эту задачу», «Эту и последующие задачи» and «Все задачи», keeping the ticks', async () => {
    await createdTask(
      boss,
      taskBody(north, { title: 'Уборка', description: 'м6', repeat: 'daily', ends: 'until', until: day(4) }),
    );
    const ids = marked(await daysSeen(boss, today, day(4)), 'м6').map((one) => one.id);
    expect(ids).toHaveLength(5);
    const edit = (occurrenceId: number, scope: string, more: Record<string, unknown>) =>
      boss.post(employeeTaskRoutes.edit, {
        ...taskBody(north, { repeat: 'daily', ends: 'until', until: day(4), ...more }),
        occurrenceId,
        scope,
      });

    expect(
      (await edit(ids[1] as number, 'one', { title: 'Уборка склада', description: 'м6 склад', startsOn: day(1) }))
        .statusCode,
    ).toBe(200);
    let days = marked(await daysSeen(boss, today, day(4)), 'м6');
    expect(days.map((one) => one.title)).toEqual(['Уборка', 'Уборка склада', 'Уборка', 'Уборка', 'Уборка']);

    await tick(anna, ids[3] as number);
    const following = await edit(ids[2] as number, 'following', {
      title: 'Генеральная уборка',
      description: 'м6',
      startsOn: day(2),
    });
    expect(following.statusCode).toBe(200);
    days = marked(await daysSeen(boss, today, day(4)), 'м6');
    expect(days.map((one) => one.title)).toEqual([
      'Уборка',
      'Уборка склада',
      'Генеральная уборка',
      'Генеральная уборка',
      'Генеральная уборка',
    ]);
    expect(days[2]?.rule.taskId).toBe(following.json().taskId);
    expect(days[0]?.rule).toMatchObject({ ends: 'until', until: day(1) });
    // the tick of day 3 moved with its day to the new task
    expect(days[3]).toMatchObject({ id: ids[3], done: 1 });

    const all = await edit(ids[4] as number, 'all', { title: 'Уборка зала', description: 'м6 зал', startsOn: today });
    expect(all.statusCode).toBe(200);
    days = marked(await daysSeen(boss, today, day(4)), 'м6');
    expect(days.map((one) => [one.title, one.rule.taskId])).toEqual(Array(5).fill(['Уборка зала', all.json().taskId]));
    expect(days.find((one) => one.id === ids[3])?.done).toBe(1);
    expect(days.map((one) => one.day)).toEqual([today, day(1), day(2), day(3), day(4)]);
  });

  it('deletes «Только эту задачу», «Эту и последующие задачи» and «Все задачи»', async () => {
    await createdTask(boss, taskBody(north, { description: 'м7', repeat: 'daily', ends: 'until', until: day(4) }));
    const ids = marked(await daysSeen(boss, today, day(4)), 'м7').map((one) => one.id);
    const remove = (occurrenceId: number, scope: string) =>
      boss.post(employeeTaskRoutes.remove, { operationId: randomUUID(), occurrenceId, scope });
    const left = async () => marked(await daysSeen(boss, today, day(10)), 'м7').map((one) => one.day);

    expect((await remove(ids[1] as number, 'one')).json().message).toBe(messages.taskDeleted);
    expect(await left()).toEqual([today, day(2), day(3), day(4)]);
    const again = await remove(ids[1] as number, 'one');
    expect([again.statusCode, again.json().error]).toEqual([404, messages.taskOccurrenceNotFound]);
    // the day removed alone is not made again by the job
    await runTaskJob();
    expect(await left()).toEqual([today, day(2), day(3), day(4)]);

    await remove(ids[3] as number, 'following');
    expect(await left()).toEqual([today, day(2)]);
    await remove(ids[0] as number, 'all');
    expect(await left()).toEqual([]);
  });

  it('ends «После 1 выполнения» for whoever did it; people joining a point get its days from the job', async () => {
    await createdTask(
      boss,
      taskBody(north, {
        description: 'м8',
        repeat: 'daily',
        ends: 'after-done',
        audience: 'people',
        pointId: null,
        userIds: [annaId, borisId],
      }),
    );
    const [first] = marked(await daysSeen(boss, today, today), 'м8');
    await tick(anna, first?.id as number);
    await runTaskJob();
    const tomorrow = marked(await daysSeen(boss, day(1), day(1)), 'м8')[0];
    expect([tomorrow?.assigned, tomorrow?.done]).toEqual([1, 0]);
    expect(await mineOf(anna, 'м8')).toHaveLength(1);

    await createdTask(boss, taskBody(north, { description: 'м9', repeat: 'daily' }));
    const newcomer = await staffWith(t.app, admin, { username: 'gleb', role: 'PVZ', scope: scopeOf([north], north) });
    expect(await mineOf(newcomer, 'м9')).toEqual([]);
    await runTaskJob();
    expect(await mineOf(newcomer, 'м9')).toHaveLength(1);
  });

  it('answers the edit form and the choices within the scope', async () => {
    await createdTask(
      boss,
      taskBody(north, {
        description: 'м10',
        repeat: 'weekly',
        weekdays: [5, 1],
        audience: 'people',
        pointId: null,
        userIds: [borisId],
      }),
    );
    const [first] = marked(await daysSeen(boss, today, day(7)), 'м10');
    const record = (await boss.get(`${employeeTaskRoutes.record}?id=${first?.id}`)).json();
    expect(record.fields).toMatchObject({ repeat: 'weekly', weekdays: [1, 5], audience: 'people', userIds: [borisId] });
    expect(record.people).toEqual([{ id: borisId, name: 'boris' }]);
    const choices = (await boss.get(employeeTaskRoutes.choices)).json();
    expect(choices.points).toEqual([{ id: north, name: 'ПВЗ Север' }]);
    // managers get a task only by name: a point's tasks go to those who carry them out
    expect(choices.people.map((one: { name: string }) => one.name)).toEqual(['anna', 'boris', 'boss-north', 'gleb']);
  });

  it("shows a person's tasks of a day to «Табель», within the caller's points", async () => {
    await createdTask(boss, taskBody(north, { description: 'м11' }));
    const employee = async (name: string, point: number, user: number | null) =>
      (
        await t.database.db
          .insertInto('employees')
          .values({
            full_name: name,
            job: '',
            point_id: point,
            company: '',
            bank: '',
            phone: '',
            hours_per_shift: 12,
            hired_on: null,
            left_on: null,
            user_id: user,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const annaEmployee = await employee('Анна Иванова', north, annaId);
    const southEmployee = await employee('Света Юг', south, southId);
    const noAccount = await employee('Без учётной записи', north, null);
    const ofDay = (caller: Client, employeeId: number, at = today) =>
      caller.get(`${employeeTaskRoutes.ofEmployee}?employeeId=${employeeId}&day=${at}`);

    const answer = (await ofDay(boss, annaEmployee)).json();
    expect(answer.user).toEqual({ id: annaId, name: 'anna' });
    expect(marked(answer.tasks, 'м11')).toHaveLength(1);
    expect((await ofDay(boss, noAccount)).json()).toMatchObject({ user: null, tasks: [] });
    const other = await ofDay(boss, southEmployee);
    expect([other.statusCode, other.json().error]).toEqual([403, messages.pointOutOfScope]);
    expect((await ofDay(boss, 2_000_000)).statusCode).toBe(404);
    // «Табель» is not the point staff's page
    expect((await ofDay(anna, annaEmployee)).statusCode).toBe(403);
  });
});

describe('the job that makes the days', () => {
  it('makes nothing twice when run twice', async () => {
    await createdTask(admin, taskBody(north, { description: 'м12', repeat: 'daily' }));
    await runTaskJob();
    const count = async () =>
      (
        await t.database.db
          .selectFrom('employee_task_occurrences')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count;
    const before = await count();
    expect(await runTaskJob()).toBe(0);
    expect(await runTaskJob()).toBe(0);
    expect(await count()).toBe(before);
    expect(marked(await daysSeen(admin, today, day(60)), 'м12')).toHaveLength(61);
  });

  it('keeps the 31st on the last day of shorter months and 29 February on 28 February in other years, in Moscow days', async () => {
    /** A task of long ago (made today, then moved back): its days are what the job makes. */
    const oldTask = async (marker: string, repeat: string, startsOn: string) => {
      const id = await createdTask(admin, taskBody(north, { description: marker, repeat }));
      const db = t.database.db;
      await db
        .deleteFrom('employee_task_assignees')
        .where('occurrence_id', 'in', db.selectFrom('employee_task_occurrences').select('id').where('task_id', '=', id))
        .execute();
      await db.deleteFrom('employee_task_occurrences').where('task_id', '=', id).execute();
      await db.updateTable('employee_tasks').set({ starts_on: startsOn }).where('id', '=', id).execute();
      return async () =>
        (
          await db
            .selectFrom('employee_task_occurrences')
            .select((eb) => eb.cast<string>('day', 'text').as('day'))
            .where('task_id', '=', id)
            .orderBy('day')
            .execute()
        ).map((row) => row.day);
    };
    const monthly = await oldTask('м13', 'monthly', '2030-01-31');
    const yearly = await oldTask('м14', 'yearly', '2028-02-29');
    await runTaskJob(new Date('2030-02-10T09:00:00Z'));
    expect(await monthly()).toEqual(['2030-01-31', '2030-02-28', '2030-03-31']);

    await runTaskJob(new Date('2029-02-10T09:00:00Z'));
    // 21:30 UTC on 29 December is 30 December in Moscow: 60 days ahead reach 28 February 2031
    await runTaskJob(new Date('2030-12-29T21:30:00Z'));
    await runTaskJob(new Date('2032-02-01T09:00:00Z'));
    expect(await yearly()).toEqual(['2029-02-28', '2030-02-28', '2031-02-28', '2032-02-29']);
  });
});

const addOne = (text: string) => addDaysTo(text, 1);
function addDaysTo(text: string, days: number) {
  return new Date(Date.parse(`${text}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

async function runTaskJob(now = new Date()) {
  const job = scheduledJobs(null).find((one) => one.name === 'tasks.make-occurrences');
  if (!job) throw new Error('no job');
  return runJobOnce(t.database.db, job, now);
}
