import { staffSignedIn } from '@pvz/api-client/session/session-slice';
import { createAppStore } from '@pvz/api-client/store';
import type { TickBody, TodayTasks } from '@pvz/contracts/api/employee-tasks';
import type { HomeSummary } from '@pvz/contracts/api/home';
import { messages } from '@pvz/contracts/messages';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { staffSession } from '../../test/sessions';
import { StaffHomePage } from './staff-home-page';

installMswServer();

const today: TodayTasks = {
  day: '2026-11-21',
  tasks: [
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
  ],
  managerTasksOpen: 1,
  managerTasksOverdue: 1,
};
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
};
let ticked: TickBody[];

beforeEach(() => {
  ticked = [];
  server.use(
    http.get('/api/tasks-employees/today', () => HttpResponse.json(today)),
    http.get('/api/home/summary', () => HttpResponse.json(emptySummary)),
    http.post('/api/tasks-employees/tick', async ({ request }) => {
      ticked.push((await request.json()) as TickBody);
      return HttpResponse.json({
        message: messages.taskDone,
        task: { ...today.tasks[0], doneAt: new Date().toISOString() },
      });
    }),
  );
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
    const { user } = renderHome({ 'extra-tasks-employees': 'read', 'extra-tasks': 'read' });
    const panel = await screen.findByRole('region', { name: 'Мои задачи на сегодня' });
    expect(await within(panel).findByText('Протереть витрину')).toBeVisible();
    expect(within(panel).getByText('Просрочено: задача на 20.11.2026')).toBeVisible();
    expect(within(panel).getByText(messages.managerTaskOverdueWarning, { exact: false })).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Выполнено: Протереть витрину' }));
    await waitFor(() => expect(ticked).toEqual([{ operationId: expect.any(String), occurrenceId: 12 }]));
    expect(await screen.findByText(messages.taskDone)).toBeInTheDocument();
  });

  it('is not shown to those who have neither task page', async () => {
    renderHome({ 'admin-users': 'write' });
    expect(await screen.findByRole('heading', { name: 'Здравствуйте, operator!' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Мои задачи на сегодня' })).not.toBeInTheDocument();
  });
});
