import { staffSignedIn } from '@pvz/api-client/session/session-slice';
import { createAppStore } from '@pvz/api-client/store';
import type { Employee, PayoutReport, Payroll, PayrollRow } from '@pvz/contracts/api/employees';
import { messages } from '@pvz/contracts/messages';
import { formatMonth, monthStartOf, moscowDay } from '@pvz/contracts/moscow-time';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import EmployeesPage from './employees-page';
import PayrollPage from './payroll-page';

installMswServer();

const maria: Employee = {
  id: 3,
  fullName: 'Иванова Мария',
  job: 'Сотрудник ПВЗ',
  pvzId: 1,
  company: 'W/O/Я start',
  bank: 'Сбер',
  phone: '',
  paymentPerShift: 2500_00,
  hoursPerShift: 12,
  hiredOn: '2025-01-10',
  leftOn: null,
  userId: null,
  point: { id: 1, name: 'ПВЗ Центр' },
  user: null,
};
const row: PayrollRow = {
  id: 11,
  employee: { id: 3, name: 'Иванова Мария' },
  job: 'Сотрудник ПВЗ',
  point: { id: 1, name: 'ПВЗ Центр' },
  company: 'W/O/Я start',
  rate: 208_33,
  hours: 0,
  advance: 0,
  advanceOfficial: 0,
  salaryOfficial: 0,
  deductions: 0,
  extra: 0,
  note: '',
  totalBeforeDeductions: 0,
  totalAccrued: 0,
  net: 0,
  updatedAt: '2026-11-20T10:00:00.000Z',
};
/** The month the page opens at: the answers are of it, as the gateway's would be. */
const thisMonth = monthStartOf(moscowDay());
const payroll = (rows: PayrollRow[]): Payroll => ({ month: thisMonth, rows, totals: { totalAccrued: 0, net: 0 } });

const advanceReport: PayoutReport = {
  month: thisMonth,
  report: 'advance',
  lines: [
    {
      point: { id: 1, name: 'ПВЗ Центр' },
      company: { id: 1, name: 'W/O/Я start' },
      payment: 'cash',
      amount: 12_000_00,
      employees: 2,
    },
  ],
  total: 12_000_00,
  unplaced: [],
  postedAt: null,
  postedBy: null,
};

let posted: { url: string; body: unknown }[];

beforeEach(() => {
  posted = [];
  const remember = (url: string, reply: object) =>
    http.post(url, async ({ request }) => {
      posted.push({ url, body: await request.json() });
      return HttpResponse.json(reply);
    });
  server.use(
    http.get('/api/advance-report/employees', () => HttpResponse.json({ employees: [maria] })),
    http.get('/api/advance-report/payroll', () => HttpResponse.json(payroll([row]))),
    http.get('/api/balance/withdrawals/recipients', () => HttpResponse.json({ recipients: [] })),
    http.get('/api/reference/choices', () =>
      HttpResponse.json({
        points: [{ id: 1, name: 'ПВЗ Центр' }],
        sortingCenters: [],
        marketplaces: [],
        orderAccounts: [],
      }),
    ),
    remember('/api/advance-report/employees/create', { message: messages.employeeCreated, employee: maria }),
    remember('/api/advance-report/payroll/fill', payroll([row])),
    remember('/api/advance-report/payroll/save', payroll([row])),
    http.get('/api/advance-report/payroll/report', () => HttpResponse.json(advanceReport)),
    remember('/api/advance-report/payroll/report/create', {
      message: messages.payoutPosted,
      report: { ...advanceReport, postedAt: '2026-11-25T12:00:00.000Z', postedBy: 'admin' },
    }),
  );
});

function renderPage(at: string, element: ReactNode, pages: Record<string, 'read' | 'write'>, role = 'ADMINISTRATOR') {
  const store = createAppStore();
  store.dispatch(
    staffSignedIn({
      user: { id: 5, username: 'boss', role, roleName: 'Администратор' },
      access: { pages, columns: {} },
      scope: { allPoints: true, pointIds: [], sortingCenterId: null, homePointId: null },
      session: { expiresAt: new Date(Date.now() + 3600_000).toISOString(), endsAt: null, listKey: 'a2V5' },
    }),
  );
  return renderWithProviders(null, { store, at, routes: [{ path: at, element }] });
}

describe('«Сотрудники»', () => {
  it('lists the employees and adds one with a name and the pay in kopecks', async () => {
    const { user } = renderPage('/advance-report/employees', <EmployeesPage />, { 'finance-employees': 'write' });
    expect(await screen.findByText('Иванова Мария')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    const dialog = screen.getByRole('dialog', { name: 'Новый сотрудник' });
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(within(dialog).getByText(messages.employeeNameRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/ФИО/), 'Петров Пётр');
    await user.type(within(dialog).getByLabelText('Оплата за смену, ₽'), '3 000,50');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    await waitFor(() =>
      expect(posted).toEqual([
        {
          url: '/api/advance-report/employees/create',
          body: {
            employee: expect.objectContaining({
              fullName: 'Петров Пётр',
              paymentPerShift: 3000_50,
              hoursPerShift: 12,
              pvzId: null,
            }),
          },
        },
      ]),
    );
  });

  it('has no «Добавить» for a reader', async () => {
    renderPage('/advance-report/employees', <EmployeesPage />, { 'finance-employees': 'read' });
    expect(await screen.findByText('Иванова Мария')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Добавить' })).not.toBeInTheDocument();
  });
});

describe('«Зарплата»', () => {
  it('fills the month and saves an edited row with its net computed as the gateway does', async () => {
    const { user } = renderPage('/advance-report/payroll', <PayrollPage />, { 'finance-payroll': 'write' });
    expect(await screen.findByText('Иванова Мария')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Заполнить таблицу за/ }));
    await waitFor(() => expect(posted.map((item) => item.url)).toEqual(['/api/advance-report/payroll/fill']));
    const hours = screen.getAllByRole('gridcell').find((cell) => cell.getAttribute('data-field') === 'hours');
    await user.dblClick(hours as HTMLElement);
    await user.keyboard('{Control>}a{/Control}180{Enter}');
    // 180 h × 208,33 ₽ = 37 499,40 ₽
    expect(
      await screen.findByText('Начислено: 37 499,40 ₽ · к выплате: 37 499,40 ₽', {
        normalizer: (text) => text.replace(/\s/g, ' '),
      }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Сохранить (1)' }));
    await waitFor(() =>
      expect(posted.at(-1)).toEqual({
        url: '/api/advance-report/payroll/save',
        body: {
          month: expect.any(String),
          rows: [
            {
              id: 11,
              hours: 180,
              advance: 0,
              advanceOfficial: 0,
              salaryOfficial: 0,
              deductions: 0,
              extra: 0,
              note: '',
            },
          ],
        },
      }),
    );
    expect(await screen.findByText(messages.payrollSaved)).toBeInTheDocument();
  });

  it('shows the advance report of the month and lets the director post it once', async () => {
    const { user } = renderPage('/advance-report/payroll', <PayrollPage />, { 'finance-payroll': 'write' }, 'ADMIN');
    expect(await screen.findByText('Иванова Мария')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Отчёт по авансу' }));
    const dialog = await screen.findByRole('dialog', { name: `Отчёт по авансу за ${formatMonth(thisMonth)}` });
    expect(await within(dialog).findByText('ПВЗ Центр')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: /Провести 12\s000\s₽/ }));
    await waitFor(() =>
      expect(posted.at(-1)).toEqual({
        url: '/api/advance-report/payroll/report/create',
        body: { operationId: expect.any(String), month: expect.any(String), report: 'advance' },
      }),
    );
    expect(await screen.findByText(messages.payoutPosted)).toBeInTheDocument();
  });

  it('shows the report to a manager without the button to post it', async () => {
    const { user } = renderPage('/advance-report/payroll', <PayrollPage />, { 'finance-payroll': 'write' });
    expect(await screen.findByText('Иванова Мария')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Отчёт по выплате ЗП' }));
    const dialog = await screen.findByRole('dialog', { name: /Отчёт по выплате ЗП/ });
    expect(await within(dialog).findByText('ПВЗ Центр')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: /Провести/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    expect(posted).toEqual([]);
  });
});
