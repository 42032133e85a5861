import { staffSignedIn } from '@pvz/api-client/session/session-slice';
import { createAppStore } from '@pvz/api-client/store';
import type { MyTask, TickBody } from '@pvz/contracts/api/employee-tasks';
import type { HomeSummary } from '@pvz/contracts/api/home';
import { messages } from '@pvz/contracts/messages';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { staffSession } from '../../test/sessions';
import { StaffHomePage } from './staff-home-page';

installMswServer();

const tasks: MyTask[] = [
  {
    occurrenceId: 12,
    day: '2026-11-21',
    title: 'Протереть витрину',
    description: 'Влажной тряпкой',
    doneAt: null,
    photoId: null,
    overdue: false,
  },
  {
    occurrenceId: 9,
    day: '2026-11-20',
    title: 'Пересчитать кассу',
    description: '',
    doneAt: null,
    photoId: null,
    overdue: true,
  },
];
const emptySummary: HomeSummary = {
  day: '2026-11-21',
  points: null,
  chats: null,
  withdrawals: null,
  transfersToConfirm: null,
  debtors: null,
  equipment: null,
  autoStorage: null,
  days: null,
  myTasks: null,
  managerTasksOverdue: null,
};
const doneAt = '2026-11-21T06:05:00Z';
let ticked: TickBody[];

/** The gateway: the summary it answers, with the tasks ticked so far done. */
function answering(summary: HomeSummary) {
  server.use(
    http.get('/api/home/summary', () =>
      HttpResponse.json({
        ...summary,
        myTasks:
          summary.myTasks?.map((task) =>
            ticked.some((tick) => tick.occurrenceId === task.occurrenceId) ? { ...task, doneAt } : task,
          ) ?? null,
      }),
    ),
    http.post('/api/tasks-employees/tick', async ({ request }) => {
      ticked.push((await request.json()) as TickBody);
      return HttpResponse.json({ message: messages.taskDone, task: { ...tasks[0], doneAt } });
    }),
  );
}

beforeEach(() => {
  ticked = [];
});

function renderHome(pages: Record<string, 'read' | 'write'>) {
  const store = createAppStore();
  store.dispatch(staffSignedIn(staffSession('PVZ', pages)));
  return renderWithProviders(null, {
    store,
    at: '/user/main',
    routes: [{ path: '/user/main', element: <StaffHomePage /> }],
  });
}

describe('«Мои задачи на сегодня» on the home page', () => {
  it("lists today's tasks and the overdue ones, warns of an overdue manager task, and ticks a task", async () => {
    answering({ ...emptySummary, myTasks: tasks, managerTasksOverdue: 1 });
    const { user } = renderHome({ 'extra-tasks-employees': 'read', 'extra-tasks': 'read' });
    const panel = await screen.findByRole('region', { name: 'Мои задачи на сегодня' });
    expect(await within(panel).findByText('Протереть витрину')).toBeVisible();
    expect(within(panel).getByText('Просрочено: задача на 20.11.2026')).toBeVisible();
    expect(within(panel).getByText(messages.managerTaskOverdueWarning, { exact: false })).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Все задачи сотрудников' })).toHaveAttribute(
      'href',
      '/tasks-employees',
    );
    await user.click(within(panel).getByRole('button', { name: 'Выполнено: Протереть витрину' }));
    await waitFor(() => expect(ticked).toEqual([{ operationId: expect.any(String), occurrenceId: 12 }]));
    expect(await screen.findByText(messages.taskDone)).toBeInTheDocument();
    // the summary is asked again and tells the task done
    expect(await within(panel).findByText('Выполнено в 09:05')).toBeVisible();
    expect(within(panel).queryByRole('button', { name: 'Выполнено: Протереть витрину' })).not.toBeInTheDocument();
  });

  it('says so when there is nothing to do today', async () => {
    answering({ ...emptySummary, myTasks: [], managerTasksOverdue: 0 });
    renderHome({ 'extra-tasks-employees': 'read', 'extra-tasks': 'read' });
    const panel = await screen.findByRole('region', { name: 'Мои задачи на сегодня' });
    expect(within(panel).getByText('На сегодня задач нет')).toBeVisible();
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('gives one without the employee tasks page the overdue manager task only', async () => {
    answering({ ...emptySummary, managerTasksOverdue: 2 });
    renderHome({ 'extra-tasks': 'write' });
    const panel = await screen.findByRole('region', { name: 'Мои задачи на сегодня' });
    expect(within(panel).getByRole('link', { name: 'Открыть задачи' })).toHaveAttribute('href', '/tasks');
    expect(within(panel).queryByText('На сегодня задач нет')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'Все задачи сотрудников' })).not.toBeInTheDocument();
  });

  it('is not shown when the summary has no tasks part', async () => {
    answering(emptySummary);
    renderHome({ 'admin-users': 'write' });
    expect(await screen.findByRole('heading', { name: 'Здравствуйте, operator!' })).toBeVisible();
    await screen.findByRole('link', { name: /Пользователи/ });
    expect(screen.queryByRole('region', { name: 'Мои задачи на сегодня' })).not.toBeInTheDocument();
  });
});
