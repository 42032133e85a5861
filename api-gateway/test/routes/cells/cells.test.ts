import { messages, describe as say } from '@pvz/contracts/messages';
import {
  type Client,
  createTestApp,
  pointNamed,
  scopeOf,
  signedInAdmin,
  staffWith,
  type TestApp,
} from '../../helpers/test-app.js';

let t: TestApp;
let admin: Client;
let point: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  const settings = (await admin.get('/api/settings/get-settings')).json();
  await admin.post('/api/settings/edit-settings', { settings: { ...settings, newPointCells: 3 } });
  point = await pointNamed(admin, 'ПВЗ ячеек');
});
afterAll(async () => t.close());

const numbers = async (pointId: number) =>
  (await admin.get(`/api/cells/get-cells?pvzId=${pointId}`))
    .json()
    .cells.map((cell: { number: number }) => cell.number);

describe('cells', () => {
  it('adds N cells numbered after the highest, with the client of each', async () => {
    await t.database.db
      .updateTable('cells')
      .set({ client_phone: '+79121234567' })
      .where('point_id', '=', point)
      .where('number', '=', 2)
      .execute();
    const added = await admin.post('/api/cells/add-cells', { pvzId: point, count: 4 });
    expect(added.json()).toEqual({ success: true, from: 4, to: 7 });
    expect(await numbers(point)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const cells = (await admin.get(`/api/cells/get-cells?pvzId=${point}`)).json().cells;
    expect(cells[1]).toEqual({ id: expect.any(Number), number: 2, clientPhone: '+79121234567' });
    expect(cells[0].clientPhone).toBeNull();
    expect(say.cellsAdded(4, 7)).toBe('Добавлены ячейки 4–7');
  });

  it('gives distinct numbers to additions made at the same moment', async () => {
    const other = await pointNamed(admin, 'ПВЗ гонки');
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => admin.post('/api/cells/add-cells', { pvzId: other, count: 5 })),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(await numbers(other)).toEqual(Array.from({ length: 23 }, (_, index) => index + 1));
  });

  it.each([0, -1, 1001, 2.5])('refuses a count of %p and adds nothing', async (count) => {
    const before = await numbers(point);
    const response = await admin.post('/api/cells/add-cells', { pvzId: point, count });
    expect(response.statusCode).toBe(400);
    expect(await numbers(point)).toEqual(before);
  });

  it('answers 404 for a point that does not exist or was deleted', async () => {
    expect((await admin.get('/api/cells/get-cells?pvzId=9999')).statusCode).toBe(404);
    const gone = await pointNamed(admin, 'ПВЗ удалённый');
    await admin.post('/api/reference/points/delete', { id: gone });
    const response = await admin.post('/api/cells/add-cells', { pvzId: gone, count: 1 });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe(messages.pointUnknown);
  });

  it("shows a point operator their own point's cells and refuses another point's", async () => {
    const other = await pointNamed(admin, 'ПВЗ соседа');
    const operator = await staffWith(t.app, admin, {
      username: 'cells-operator',
      role: 'PVZ',
      scope: scopeOf([point], point),
    });
    expect((await operator.get(`/api/cells/get-cells?pvzId=${point}`)).statusCode).toBe(200);
    const refused = await operator.get(`/api/cells/get-cells?pvzId=${other}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(messages.pointOutOfScope);
    // the operator's role reads cells; adding them is not theirs
    expect((await operator.post('/api/cells/add-cells', { pvzId: point, count: 1 })).statusCode).toBe(403);
  });
});
