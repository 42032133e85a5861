import { staffSignedIn } from '@pvz/api-client/session/session-slice';
import { createAppStore } from '@pvz/api-client/store';
import type { HomePoint, HomeSummary } from '@pvz/contracts/api/home';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { staffSession } from '../../test/sessions';
import { StaffHomePage } from './staff-home-page';

installMswServer();

const point = (id: number, name: string, figures: Partial<HomePoint> = {}): HomePoint => ({
  id,
  name,
  onTheWay: 0,
  atPoint: 0,
  expiring: 0,
  returnsToShip: 0,
  cashToday: 0,
  onlineToday: 0,
  ...figures,
});

const none: HomeSummary = {
  day: '2026-11-27',
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

/** The paths the page asked the gateway for. */
let asked: string[];
const record = ({ request }: { request: Request }) => {
  asked.push(new URL(request.url).pathname);
};
beforeEach(() => {
  asked = [];
  server.events.on('request:start', record);
});
afterEach(() => server.events.removeListener('request:start', record));

function renderHome(summary: HomeSummary, role: string, pages: Record<string, 'read' | 'write'>) {
  server.use(http.get('/api/home/summary', () => HttpResponse.json(summary)));
  const store = createAppStore();
  store.dispatch(staffSignedIn(staffSession(role, pages)));
  const path = role === 'ADMIN' ? '/admin/main' : '/user/main';
  return renderWithProviders(null, { store, at: path, routes: [{ path, element: <StaffHomePage /> }] });
}

describe('the staff home page', () => {
  it('shows an operator the figures of their point, each linked to the page that explains it, and their tasks', async () => {
    renderHome(
      {
        ...none,
        points: [point(3, 'Север', { onTheWay: 4, atPoint: 17, expiring: 2, returnsToShip: 1, cashToday: 1500_00 })],
        chats: { open: 2, waiting: 1, unassigned: 1, mine: 0, unread: 3, waitingSince: '2026-11-27T07:05:00Z' },
        myTasks: [
          {
            occurrenceId: 5,
            day: '2026-11-27',
            title: 'Протереть витрину',
            description: '',
            doneAt: null,
            photoId: null,
            overdue: false,
          },
        ],
      },
      'PVZ',
      {
        'goods-acceptance': 'write',
        'goods-issue': 'write',
        'goods-expired': 'read',
        'extra-tickets': 'write',
        'extra-tasks-employees': 'read',
      },
    );
    const figures = await screen.findByRole('region', { name: 'Показатели' });
    expect(within(figures).getByRole('link', { name: 'Ждут приёмки: 4' })).toHaveAttribute('href', '/acceptance');
    expect(within(figures).getByRole('link', { name: 'В ячейках: 17' })).toHaveAttribute(
      'href',
      '/spreadsheets/all-goods/info',
    );
    expect(within(figures).getByRole('link', { name: 'Истекает срок хранения: 2' })).toHaveAttribute(
      'href',
      '/spreadsheets/expired',
    );
    // no returns page: the figure is there, but leads nowhere
    expect(within(figures).getByText('Возвраты к отправке')).toBeVisible();
    expect(within(figures).queryByRole('link', { name: /Возвраты к отправке/ })).not.toBeInTheDocument();
    expect(within(figures).getByText('1 500 ₽')).toBeVisible();
    expect(within(figures).getByText('ждут ответа: 1, дольше всех с 27.11.2026, 10:05')).toBeVisible();
    // one point: no table of points
    expect(screen.queryByRole('region', { name: 'ПВЗ сегодня' })).not.toBeInTheDocument();
    const tasks = screen.getByRole('region', { name: 'Мои задачи на сегодня' });
    expect(within(tasks).getByText('Протереть витрину')).toBeVisible();
    // the whole page is one call
    expect(asked).toEqual(['/api/home/summary']);
  });

  it('shows a manager each point in a row and the month by day', async () => {
    renderHome(
      {
        ...none,
        points: [point(1, 'Север', { atPoint: 5 }), point(2, 'Юг', { atPoint: 7, expiring: 3 })],
        debtors: { count: 2, owed: 900_00 },
        days: [
          { day: '2026-11-26', accepted: 10, issued: 8, income: 2000_00 },
          { day: '2026-11-27', accepted: 4, issued: 6, income: 1000_00 },
        ],
      },
      'RMANAGER',
      { 'goods-issue': 'read', 'goods-turnover': 'read', 'finance-debtors': 'read' },
    );
    const table = await screen.findByRole('region', { name: 'ПВЗ сегодня' });
    expect(within(table).getByRole('gridcell', { name: 'Юг' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'В ячейках: 12' })).toBeVisible();
    expect(screen.getByRole('link', { name: /^Должники: 900\s₽$/ })).toHaveAttribute('href', '/payments/debtors');
    expect(await screen.findByRole('region', { name: 'Посылки и доход по дням' })).toBeVisible();
  });

  it('gives a role without figures its sections instead', async () => {
    renderHome(none, 'SORTIROVKA', { 'goods-distribution': 'write' });
    expect(await screen.findByRole('link', { name: 'Распределение по коробкам' })).toHaveAttribute(
      'href',
      '/spreadsheets/distribution',
    );
    expect(screen.queryByRole('region', { name: 'Показатели' })).not.toBeInTheDocument();
  });
});
