import { staffSignedIn } from '@pvz/api-client/session/session-slice';
import { createAppStore } from '@pvz/api-client/store';
import type { Timesheet } from '@pvz/contracts/api/timesheet';
import { messages } from '@pvz/contracts/messages';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import TimesheetPage from './timesheet-page';

installMswServer();

const sheet = (locked: boolean): Timesheet => ({
  month: '2026-11-01',
  days: 30,
  locked,
  rows: [
    {
      employee: { id: 4, name: 'Сидоров Олег' },
      point: { id: 1, name: 'ПВЗ Центр' },
      hours: Array.from({ length: 30 }, (_, index) => (index === 0 ? 12 : 0)),
      total: 12,
      workedDays: 1,
    },
  ],
});

let posted: { url: string; body: unknown }[];
let locked: boolean;

beforeEach(() => {
  posted = [];
  locked = false;
  server.use(
    http.get('/api/timesheet', () => HttpResponse.json(sheet(locked))),
    http.post('/api/timesheet/save', async ({ request }) => {
      posted.push({ url: '/api/timesheet/save', body: await request.json() });
      return HttpResponse.json(sheet(false));
    }),
  );
});

function renderAs(role: string) {
  const store = createAppStore();
  store.dispatch(
    staffSignedIn({
      user: { id: 5, username: 'boss', role, roleName: role },
      access: { pages: { 'finance-timesheet': 'write' }, columns: {} },
      scope: { allPoints: true, pointIds: [], sortingCenterId: null, homePointId: null },
      session: { expiresAt: new Date(Date.now() + 3600_000).toISOString(), endsAt: null, listKey: 'a2V5' },
    }),
  );
  return renderWithProviders(null, {
    store,
    at: '/timesheet',
    routes: [{ path: '/timesheet', element: <TimesheetPage /> }],
  });
}

describe('«Табель»', () => {
  it('saves the changed days with the totals recounted on the spot', async () => {
    const { user } = renderAs('RMANAGER');
    expect(await screen.findByText('Сидоров Олег')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Утвердить месяц' })).not.toBeInTheDocument();
    const second = screen.getAllByRole('gridcell').find((cell) => cell.getAttribute('data-field') === 'd2');
    await user.dblClick(second as HTMLElement);
    await user.keyboard('{Control>}a{/Control}8{Enter}');
    expect(await screen.findByRole('button', { name: 'Сохранить (1)' })).toBeVisible();
    const total = () => screen.getAllByRole('gridcell').find((cell) => cell.getAttribute('data-field') === 'total');
    await waitFor(() => expect(total()).toHaveTextContent('20'));
    await user.click(screen.getByRole('button', { name: 'Сохранить (1)' }));
    await waitFor(() =>
      expect(posted).toEqual([
        {
          url: '/api/timesheet/save',
          body: { month: expect.any(String), cells: [{ employeeId: 4, day: 2, hours: 8 }] },
        },
      ]),
    );
    expect(await screen.findByText(messages.timesheetSaved)).toBeInTheDocument();
  });

  it("shows a person's tasks of the day clicked", async () => {
    server.use(
      http.get('/api/tasks-employees/of-employee', ({ request }) => {
        const query = new URL(request.url).searchParams;
        return HttpResponse.json({
          employee: { id: Number(query.get('employeeId')), name: 'Сидоров Олег' },
          user: { id: 9, name: 'oleg' },
          day: query.get('day'),
          tasks: [
            {
              occurrenceId: 3,
              day: query.get('day'),
              title: 'Протереть витрину',
              description: '',
              doneAt: null,
              photoId: null,
              overdue: true,
            },
          ],
        });
      }),
    );
    const { user } = renderAs('RMANAGER');
    expect(await screen.findByText('Сидоров Олег')).toBeVisible();
    await user.click(screen.getByLabelText('Задачи дня по щелчку'));
    const second = screen.getAllByRole('gridcell').find((cell) => cell.getAttribute('data-field') === 'd2');
    await user.click(second as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: /Задачи: Сидоров Олег, 02\.\d{2}\.\d{4}/ });
    expect(await within(dialog).findByText('Протереть витрину')).toBeVisible();
    expect(within(dialog).getByText('Просрочено')).toBeVisible();
  });

  it('says an approved month is closed, and offers the director to open it', async () => {
    locked = true;
    renderAs('ADMIN');
    expect(await screen.findByText(messages.timesheetLocked)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Сохранить/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Открыть месяц' })).toBeVisible();
  });
});
