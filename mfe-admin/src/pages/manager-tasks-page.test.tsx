import { staffSignedIn } from '@pvz/api-client/session/session-slice';
import { createAppStore } from '@pvz/api-client/store';
import type { ManagerTask } from '@pvz/contracts/api/manager-tasks';
import { messages } from '@pvz/contracts/messages';
import { moscowDay } from '@pvz/contracts/moscow-time';
import { addDays } from '@pvz/contracts/recurrence';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import ManagerTasksPage from './manager-tasks-page';

installMswServer();
// the grid renders slowly on a machine shared with other suites
jest.setTimeout(60_000);

const today = moscowDay();
const task = (more: Partial<ManagerTask>): ManagerTask => ({
  id: 1,
  description: 'Проверить кассу',
  note: '',
  deadline: addDays(today, 1),
  responsible: { id: 8, name: 'adm-petr' },
  creator: { id: 5, name: 'rm-olga' },
  createdAt: new Date().toISOString(),
  state: 'open',
  overdue: false,
  doneAt: null,
  checkedAt: null,
  checkedBy: null,
  refinementAt: null,
  refinementNote: '',
  refinements: 0,
  photos: [],
  mayManage: true,
  mine: false,
  ...more,
});
const tasks = [
  task({ id: 1, description: 'Проверить кассу', state: 'done', doneAt: new Date().toISOString() }),
  task({ id: 2, description: 'Заказать пакеты', deadline: addDays(today, -1), overdue: true }),
  task({ id: 3, description: 'Сдать отчёт', mine: true, mayManage: false, creator: { id: 9, name: 'director' } }),
];

let posted: { url: string; body: Record<string, unknown> }[];
let asked: URLSearchParams[];

beforeEach(() => {
  posted = [];
  asked = [];
  const step = (url: string, message: string) =>
    http.post(url, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      posted.push({ url, body });
      return HttpResponse.json({ message, task: task({ id: Number(body.id ?? 4) }) });
    });
  server.use(
    http.get('/api/tasks', ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json({ tasks });
    }),
    http.get('/api/tasks/choices', () =>
      HttpResponse.json({
        people: [
          { id: 8, name: 'adm-petr' },
          { id: 5, name: 'rm-olga' },
        ],
      }),
    ),
    step('/api/tasks/create', messages.managerTaskCreated),
    step('/api/tasks/done', messages.managerTaskMarkedDone),
    step('/api/tasks/check', messages.managerTaskCheckedNow),
    step('/api/tasks/refine', messages.managerTaskSentBack),
  );
});

function renderPage(level: 'read' | 'write' = 'write') {
  const store = createAppStore();
  store.dispatch(
    staffSignedIn({
      user: { id: 5, username: 'rm-olga', role: 'RMANAGER', roleName: 'Региональный менеджер' },
      access: { pages: { 'extra-tasks': level }, columns: {} },
      scope: { allPoints: false, pointIds: [1], sortingCenterId: null, homePointId: null },
      session: { expiresAt: new Date(Date.now() + 3600_000).toISOString(), endsAt: null, listKey: 'a2V5' },
    }),
  );
  return renderWithProviders(null, {
    store,
    at: '/tasks',
    routes: [{ path: '/tasks', element: <ManagerTasksPage /> }],
  });
}

async function rowOf(text: RegExp): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen.getAllByRole('row').find((row) => text.test(row.textContent ?? ''));
    expect(found).toBeDefined();
  });
  return found as HTMLElement;
}

describe('«Задачи»', () => {
  it('lists the tasks with their state and the overdue ones, and gives a new task to a responsible', async () => {
    const { user } = renderPage();
    expect(await rowOf(/Заказать пакеты.*adm-petr.*rm-olga.*В работе.*Просрочена/)).toBeTruthy();
    expect(await rowOf(/Проверить кассу.*Выполнена, ждёт проверки/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Поставить задачу' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новая задача' });
    await user.click(within(dialog).getByRole('button', { name: 'Поставить задачу' }));
    expect(await within(dialog).findByText(messages.managerTaskDescriptionRequired)).toBeVisible();
    await user.type(within(dialog).getByLabelText(/Задача/), 'Проверить сейф');
    await user.click(within(dialog).getByLabelText(/Ответственный/));
    await user.click(await screen.findByRole('option', { name: 'adm-petr' }));
    await user.click(within(dialog).getByRole('button', { name: 'Поставить задачу' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      url: '/api/tasks/create',
      body: {
        operationId: expect.any(String),
        description: 'Проверить сейф',
        responsibleId: 8,
        deadline: addDays(today, 1),
        note: '',
        photoIds: [],
      },
    });
    expect(await screen.findByText(messages.managerTaskCreated)).toBeInTheDocument();
  });

  it('lets the responsible mark their task done and the creator accept a done one or send it back', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Выполнено: Сдать отчёт' }));
    const done = await screen.findByRole('dialog', { name: 'Задача выполнена' });
    await user.click(within(done).getByRole('button', { name: 'Отметить выполненной' }));
    await waitFor(() => expect(posted.map((one) => one.url)).toEqual(['/api/tasks/done']));
    expect(posted[0]?.body).toEqual({ operationId: expect.any(String), id: 3, photoIds: [] });
    // nobody but the responsible sees «Выполнено»; a done task is the creator's to judge
    expect(screen.queryByRole('button', { name: 'Выполнено: Заказать пакеты' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Принять: Проверить кассу' }));
    const accept = await screen.findByRole('dialog', { name: 'Принять задачу?' });
    await user.click(within(accept).getByRole('button', { name: 'Принять' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toEqual({ url: '/api/tasks/check', body: { operationId: expect.any(String), id: 1 } });

    await user.click(await screen.findByRole('button', { name: 'На доработку: Проверить кассу' }));
    const back = await screen.findByRole('dialog', { name: 'На доработку' });
    await user.type(within(back).getByLabelText('Что доработать'), 'Нет фото чека');
    await user.click(within(back).getByRole('button', { name: 'Отправить на доработку' }));
    await waitFor(() => expect(posted).toHaveLength(3));
    expect(posted[2]).toEqual({
      url: '/api/tasks/refine',
      body: { operationId: expect.any(String), id: 1, comment: 'Нет фото чека' },
    });
  });

  it('filters by the responsible and shows the archive on demand; readers give no tasks', async () => {
    const { user } = renderPage('read');
    await rowOf(/Сдать отчёт/);
    expect(screen.queryByRole('button', { name: 'Поставить задачу' })).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Архив'));
    await waitFor(() => expect(asked.at(-1)?.get('archived')).toBe('true'));
    await user.click(screen.getByLabelText('Ответственный'));
    await user.click(await screen.findByRole('option', { name: 'adm-petr' }));
    await waitFor(() => expect(asked.at(-1)?.get('responsibleId')).toBe('8'));
  });
});
