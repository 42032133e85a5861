import { randomUUID } from 'node:crypto';
import { homeRoutes } from '@pvz/contracts/api/home';
import { managerTaskRoutes } from '@pvz/contracts/api/manager-tasks';
import { messages } from '@pvz/contracts/messages';
import { sql } from 'kysely';
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
import { day, today, userIdOf } from './task-fixtures.js';

let t: TestApp;
let admin: Client;
let creator: Client;
let responsible: Client;
let southManager: Client;
let operator: Client;
let creatorId: number;
let responsibleId: number;
let southManagerId: number;
let operatorId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  const north = await pointNamed(admin, 'ПВЗ Север');
  const south = await pointNamed(admin, 'ПВЗ Юг');
  creator = await staffWith(t.app, admin, { username: 'rm-olga', role: 'RMANAGER', scope: scopeOf([north]) });
  responsible = await staffWith(t.app, admin, { username: 'adm-petr', role: 'ADMINISTRATOR', scope: scopeOf([north]) });
  southManager = await staffWith(t.app, admin, {
    username: 'adm-south',
    role: 'ADMINISTRATOR',
    scope: scopeOf([south]),
  });
  operator = await staffWith(t.app, admin, { username: 'op-north', role: 'PVZ', scope: scopeOf([north], north) });
  creatorId = await userIdOf(t, 'rm-olga');
  responsibleId = await userIdOf(t, 'adm-petr');
  southManagerId = await userIdOf(t, 'adm-south');
  operatorId = await userIdOf(t, 'op-north');
});
afterAll(async () => t.close());

const fields = (more: Record<string, unknown> = {}) => ({
  operationId: randomUUID(),
  description: 'Проверить кассу',
  responsibleId,
  deadline: day(2),
  note: '',
  photoIds: [],
  ...more,
});
const step = (caller: Client, url: string, body: Record<string, unknown>) =>
  caller.post(url, { operationId: randomUUID(), ...body });
const pushesOf = async (userId: number) =>
  t.database.db
    .selectFrom('notifications')
    .select(['title', 'message'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
const listOf = async (caller: Client, query = '') =>
  (await caller.get(`${managerTaskRoutes.list}${query}`)).json().tasks as { id: number; state: string }[];

describe('manager tasks', () => {
  it('go from the creator to the responsible and back: done, refinement, done, checked, with the legacy pushes', async () => {
    const photo = (await upload(creator, pngBytes, 'касса.png', 'task')).json().id;
    const made = await creator.post(managerTaskRoutes.create, fields({ photoIds: [photo] }));
    expect(made.statusCode).toBe(200);
    const task = made.json().task;
    expect(task).toMatchObject({
      state: 'open',
      overdue: false,
      responsible: { id: responsibleId, name: 'adm-petr' },
      creator: { id: creatorId, name: 'rm-olga' },
      photos: [{ id: photo, addedBy: 'rm-olga' }],
      mayManage: true,
      mine: false,
    });
    expect(await pushesOf(responsibleId)).toEqual([
      { title: messages.managerTaskPushNewTitle, message: 'Вам поступила новая задача в DAROM.PRO!' },
    ]);
    // the responsible sees the photo; another point's manager sees neither the task nor the photo
    expect((await responsible.get(`/api/files?id=${photo}`)).statusCode).toBe(200);
    expect((await southManager.get(`/api/files?id=${photo}`)).statusCode).toBe(404);
    expect((await listOf(southManager)).map((one) => one.id)).not.toContain(task.id);

    const notDone = await step(creator, managerTaskRoutes.check, { id: task.id });
    expect([notDone.statusCode, notDone.json().error]).toEqual([409, messages.managerTaskNotDone]);
    const byOther = await step(creator, managerTaskRoutes.done, { id: task.id, photoIds: [] });
    expect([byOther.statusCode, byOther.json().error]).toEqual([403, messages.managerTaskNotResponsible]);

    const done = await step(responsible, managerTaskRoutes.done, { id: task.id, photoIds: [] });
    expect(done.json().task).toMatchObject({ state: 'done', mine: true, mayManage: false });
    expect(await pushesOf(creatorId)).toEqual([
      { title: messages.managerTaskPushTitle, message: 'Одна из задач успешно выполнена!' },
    ]);
    const doneTwice = await step(responsible, managerTaskRoutes.done, { id: task.id, photoIds: [] });
    expect([doneTwice.statusCode, doneTwice.json().error]).toEqual([409, messages.managerTaskDoneAlready]);
    // the responsible writes the page too, but the task is not theirs to judge
    const selfCheck = await step(responsible, managerTaskRoutes.check, { id: task.id });
    expect([selfCheck.statusCode, selfCheck.json().error]).toEqual([403, messages.managerTaskNotCreator]);

    const back = await step(creator, managerTaskRoutes.refine, { id: task.id, comment: 'Не хватает чека' });
    expect(back.json().task).toMatchObject({ state: 'refinement', refinements: 1, refinementNote: 'Не хватает чека' });
    expect((await pushesOf(responsibleId)).at(-1)).toEqual({
      title: messages.managerTaskPushTitle,
      message: 'Одна из задач требует доработки!',
    });

    const proof = (await upload(responsible, pngBytes, 'чек.png', 'task')).json().id;
    await step(responsible, managerTaskRoutes.done, { id: task.id, photoIds: [proof] });
    const checked = await step(creator, managerTaskRoutes.check, { id: task.id });
    expect(checked.json().task).toMatchObject({ state: 'checked', checkedBy: 'rm-olga' });
    expect(checked.json().task.photos).toHaveLength(2);
    const again = await step(creator, managerTaskRoutes.check, { id: task.id });
    expect([again.statusCode, again.json().error]).toEqual([409, messages.managerTaskChecked]);
    const late = await step(creator, managerTaskRoutes.edit, { ...fields(), id: task.id });
    expect(late.statusCode).toBe(409);

    // a checked task leaves the list 24 hours after the check; the archive keeps it
    expect((await listOf(creator)).map((one) => one.id)).toContain(task.id);
    await sql`update manager_tasks set checked_at = now() - interval '25 hours' where id = ${task.id}`.execute(
      t.database.db,
    );
    expect((await listOf(creator)).map((one) => one.id)).not.toContain(task.id);
    expect((await listOf(creator, '?archived=true')).map((one) => one.id)).toContain(task.id);
  });

  it('refuses a responsible outside the scope, without the page or unknown, and bad input', async () => {
    const refused = async (body: Record<string, unknown>, status: number, error: string | RegExp) => {
      const answer = await creator.post(managerTaskRoutes.create, fields(body));
      expect({ body, status: answer.statusCode }).toEqual({ body, status });
      expect(answer.json().error).toMatch(error);
    };
    await refused({ responsibleId: southManagerId }, 403, messages.managerTaskResponsibleOutOfScope);
    await refused({ responsibleId: operatorId }, 400, messages.managerTaskResponsibleUnknown);
    await refused({ responsibleId: 2_000_000_000 }, 400, messages.managerTaskResponsibleUnknown);
    await refused({ description: '  ' }, 400, messages.managerTaskDescriptionRequired);
    await refused({ description: 'а\u0000б' }, 400, /недопустимые символы/);
    await refused({ description: 'х'.repeat(2001) }, 400, /./);
    await refused({ responsibleId: -5 }, 400, /./);
    await refused({ responsibleId: 2 ** 53 }, 400, /./);
    await refused({ deadline: '2026-02-31' }, 400, /./);
    await refused({ photoIds: ['00000000-0000-4000-8000-000000000000'] }, 400, messages.managerTaskPhotoInvalid);
    const foreign = (await upload(responsible, pngBytes, 'чужое.png', 'task')).json().id;
    await refused({ photoIds: [foreign] }, 400, messages.managerTaskPhotoInvalid);
    expect(
      await t.database.db.selectFrom('manager_tasks').select('id').where('description', '=', '  ').execute(),
    ).toEqual([]);
    // point staff have no «Задачи»: nothing to read or give
    expect((await operator.get(managerTaskRoutes.list)).statusCode).toBe(403);
    const choices = (await creator.get(managerTaskRoutes.choices))
      .json()
      .people.map((one: { name: string }) => one.name);
    expect(choices).toEqual(['adm-petr', 'admin', 'rm-olga']);
  });

  it('are changed or deleted by their creator or the director only; overdue when the deadline has passed', async () => {
    const task = (await creator.post(managerTaskRoutes.create, fields({ deadline: day(-1) }))).json().task;
    expect(task.overdue).toBe(true);
    const home = (await responsible.get(homeRoutes.summary)).json();
    expect(home.managerTasksOverdue).toBeGreaterThanOrEqual(1);

    const byResponsible = await step(responsible, managerTaskRoutes.edit, { ...fields(), id: task.id });
    expect([byResponsible.statusCode, byResponsible.json().error]).toEqual([403, messages.managerTaskNotCreator]);
    const bySouth = await step(southManager, managerTaskRoutes.remove, { id: task.id });
    expect(bySouth.statusCode).toBe(403);
    const edited = await step(admin, managerTaskRoutes.edit, {
      ...fields({ description: 'Проверить кассу и сейф', deadline: today }),
      id: task.id,
    });
    expect(edited.json().task).toMatchObject({
      description: 'Проверить кассу и сейф',
      overdue: false,
      mayManage: true,
    });

    const removed = await step(creator, managerTaskRoutes.remove, { id: task.id });
    expect(removed.json()).toEqual({ message: messages.managerTaskDeleted, id: task.id });
    expect((await listOf(creator, '?archived=true')).map((one) => one.id)).not.toContain(task.id);
    const gone = await step(creator, managerTaskRoutes.remove, { id: task.id });
    expect(gone.statusCode).toBe(404);
    expect(
      await t.database.db.selectFrom('manager_tasks').select('deleted_at').where('id', '=', task.id).executeTakeFirst(),
    ).toEqual({
      deleted_at: expect.any(Date),
    });
  });

  it('answers a repeated step with its first answer and pushes once', async () => {
    const task = (await creator.post(managerTaskRoutes.create, fields())).json().task;
    const before = (await pushesOf(creatorId)).length;
    const operationId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        responsible.post(managerTaskRoutes.done, { operationId, id: task.id, photoIds: [] }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect((await pushesOf(creatorId)).length).toBe(before + 1);
    const byPerson = (await listOf(creator, `?responsibleId=${responsibleId}`)).map((one) => one.id);
    expect(byPerson).toContain(task.id);
    expect(await listOf(creator, `?responsibleId=${southManagerId}`)).toEqual([]);
  });
});
