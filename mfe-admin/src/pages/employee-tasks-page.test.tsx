import { staffSignedIn } from '@pvz/api-client/session/session-slice';
import { createAppStore } from '@pvz/api-client/store';
import type {
  CreateTaskBody,
  DeleteTaskBody,
  EditTaskBody,
  Occurrence,
  TaskRecord,
  TickBody,
} from '@pvz/contracts/api/employee-tasks';
import { messages } from '@pvz/contracts/messages';
import { moscowDay } from '@pvz/contracts/moscow-time';
import { addDays, isoWeekday } from '@pvz/contracts/recurrence';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import EmployeeTasksPage from './employee-tasks-page';

installMswServer();
// the grid and the pickers render slowly on a machine shared with other suites
jest.setTimeout(60_000);

const today = moscowDay();
const rule = (more: Partial<Occurrence['rule']> = {}): Occurrence['rule'] => ({
  taskId: 3,
  startsOn: addDays(today, -1),
  repeat: 'daily',
  interval: 1,
  weekdays: [],
  ends: 'never',
  until: null,
  audience: 'point',
  point: { id: 1, name: 'ПВЗ Север' },
  ...more,
});
const occurrences: Occurrence[] = [
  {
    id: 11,
    day: addDays(today, -1),
    title: 'Протереть витрину',
    description: 'Влажной тряпкой',
    rule: rule(),
    assigned: 2,
    done: 1,
    overdue: true,
    mine: { doneAt: null },
  },
  {
    id: 12,
    day: today,
    title: 'Протереть витрину',
    description: 'Влажной тряпкой',
    rule: rule(),
    assigned: 2,
    done: 0,
    overdue: false,
    mine: { doneAt: null },
  },
  {
    id: 13,
    day: today,
    title: 'Пересчитать кассу',
    description: '',
    rule: rule({ taskId: 4, repeat: 'none', audience: 'people', point: null }),
    assigned: 1,
    done: 1,
    overdue: false,
    mine: null,
  },
];
const record: TaskRecord = {
  occurrenceId: 12,
  day: today,
  title: 'Протереть витрину',
  description: 'Влажной тряпкой',
  fields: {
    title: 'Протереть витрину',
    description: 'Влажной тряпкой',
    startsOn: addDays(today, -1),
    repeat: 'daily',
    interval: 1,
    weekdays: [],
    ends: 'never',
    until: null,
    audience: 'point',
    pointId: 1,
    userIds: [],
  },
  people: [],
};

let posted: { url: string; body: unknown }[];
const answer = (message: string) => HttpResponse.json({ message, taskId: 3 });

beforeEach(() => {
  posted = [];
  const keep = (url: string, message: string) =>
    http.post(url, async ({ request }) => {
      posted.push({ url, body: await request.json() });
      return answer(message);
    });
  server.use(
    http.get('/api/tasks-employees', () => HttpResponse.json({ from: today, to: today, occurrences })),
    http.get('/api/tasks-employees/choices', () =>
      HttpResponse.json({
        points: [{ id: 1, name: 'ПВЗ Север' }],
        people: [{ id: 7, name: 'anna', pointIds: [1] }],
      }),
    ),
    http.get('/api/tasks-employees/record', () => HttpResponse.json(record)),
    keep('/api/tasks-employees/create', messages.taskCreated),
    keep('/api/tasks-employees/edit', messages.taskSaved),
    keep('/api/tasks-employees/delete', messages.taskDeleted),
    http.post('/api/tasks-employees/tick', async ({ request }) => {
      const body = (await request.json()) as TickBody;
      posted.push({ url: '/api/tasks-employees/tick', body });
      return HttpResponse.json({
        message: messages.taskDone,
        task: {
          occurrenceId: body.occurrenceId,
          day: today,
          title: 'Протереть витрину',
          description: '',
          doneAt: new Date().toISOString(),
          photoId: null,
          overdue: false,
        },
      });
    }),
  );
});

function renderPage(level: 'read' | 'write') {
  const store = createAppStore();
  store.dispatch(
    staffSignedIn({
      user: { id: 5, username: 'boss', role: 'ADMINISTRATOR', roleName: 'Управляющий' },
      access: { pages: { 'extra-tasks-employees': level }, columns: {} },
      scope: { allPoints: false, pointIds: [1], sortingCenterId: null, homePointId: 1 },
      session: { expiresAt: new Date(Date.now() + 3600_000).toISOString(), endsAt: null, listKey: 'a2V5' },
    }),
  );
  return renderWithProviders(null, {
    store,
    at: '/tasks-employees',
    routes: [{ path: '/tasks-employees', element: <EmployeeTasksPage /> }],
  });
}

/** The grid's row whose text matches, once it is there. */
async function rowOf(text: RegExp): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen.getAllByRole('row').find((row) => text.test(row.textContent ?? ''));
    expect(found).toBeDefined();
  });
  return found as HTMLElement;
}

describe('«Задачи сотрудников»', () => {
  it('shows the days with done counters and overdue ones; a point operator ticks their own', async () => {
    const { user } = renderPage('read');
    const overdue = await rowOf(/Протереть витрину.*Ежедневно.*ПВЗ «ПВЗ Север».*1 из 2.*Просрочена/);
    expect(overdue).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Новая задача' })).not.toBeInTheDocument();
    // the operator sees their own tasks first: somebody else's is behind «Только мои»
    expect(screen.queryByText('Пересчитать кассу')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Только мои'));
    expect(await screen.findByText('Пересчитать кассу')).toBeVisible();

    const todays = (await screen.findAllByRole('button', { name: 'Выполнено: Протереть витрину' }))[1] as HTMLElement;
    await user.click(todays);
    const dialog = await screen.findByRole('dialog', { name: 'Выполнено: Протереть витрину' });
    await user.click(within(dialog).getByRole('button', { name: 'Отметить выполненной' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      url: '/api/tasks-employees/tick',
      body: { operationId: expect.any(String), occurrenceId: 12 },
    });
    expect(await screen.findByText(messages.taskDone)).toBeInTheDocument();
  });

  it('creates a weekly task for a point, on its own weekday and the ones chosen', async () => {
    const { user } = renderPage('write');
    await user.click(await screen.findByRole('button', { name: 'Новая задача' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новая задача' });
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await within(dialog).findByText(messages.taskTitleRequired)).toBeVisible();

    await user.type(within(dialog).getByLabelText(/Название/), 'Полить цветы');
    await user.click(within(dialog).getByLabelText('Повтор'));
    await user.click(await screen.findByRole('option', { name: 'Еженедельно' }));
    const other = isoWeekday(today) === 5 ? 'пн' : 'пт';
    await user.click(within(dialog).getByRole('button', { name: other }));
    await user.click(within(dialog).getByLabelText('ПВЗ'));
    await user.click(await screen.findByRole('option', { name: 'ПВЗ Север' }));
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));

    await waitFor(() => expect(posted).toHaveLength(1));
    const body = posted[0]?.body as CreateTaskBody;
    expect(body).toMatchObject({
      title: 'Полить цветы',
      startsOn: today,
      repeat: 'weekly',
      ends: 'never',
      audience: 'point',
      pointId: 1,
    });
    expect(body.weekdays).toEqual([isoWeekday(today), other === 'пн' ? 1 : 5].sort((a, b) => a - b));
    expect(await screen.findByText(messages.taskCreated)).toBeInTheDocument();
  });

  it('asks «Эту и последующие задачи» before a change of a repeating task, and sends the scope', async () => {
    const { user } = renderPage('write');
    const edits = await screen.findAllByRole('button', { name: 'Изменить: Протереть витрину' });
    await user.click(edits[1] as HTMLElement);
    const ask = await screen.findByRole('dialog', { name: 'Изменить задачу' });
    await user.click(within(ask).getByLabelText('Эту и последующие задачи'));
    await user.click(within(ask).getByRole('button', { name: 'Далее' }));
    const form = await screen.findByRole('dialog', { name: 'Изменить: эту и последующие задачи' });
    await user.type(within(form).getByLabelText(/Название/), ' и полки');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.body as EditTaskBody).toMatchObject({
      occurrenceId: 12,
      scope: 'following',
      title: 'Протереть витрину и полки',
      startsOn: today,
      repeat: 'daily',
    });
  });

  it('confirms a removal with its scope; a task without repeats is simply removed', async () => {
    const { user } = renderPage('write');
    const removes = await screen.findAllByRole('button', { name: 'Удалить: Протереть витрину' });
    await user.click(removes[0] as HTMLElement);
    const ask = await screen.findByRole('dialog', { name: 'Удалить задачу?' });
    await user.click(within(ask).getByLabelText('Все задачи'));
    await user.click(within(ask).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.body as DeleteTaskBody).toEqual({
      operationId: expect.any(String),
      occurrenceId: 11,
      scope: 'all',
    });

    await user.click(await screen.findByRole('button', { name: 'Удалить: Пересчитать кассу' }));
    const single = await screen.findByRole('dialog', { name: 'Удалить задачу?' });
    expect(within(single).queryByRole('radiogroup')).not.toBeInTheDocument();
    await user.click(within(single).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect((posted[1]?.body as DeleteTaskBody | undefined)?.scope).toBe('all');
  });
});
