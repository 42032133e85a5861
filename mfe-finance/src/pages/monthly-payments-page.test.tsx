import { staffSignedIn } from '@pvz/api-client/session/session-slice';
import { createAppStore } from '@pvz/api-client/store';
import type { MonthlyPayment, MonthlyPayments } from '@pvz/contracts/api/monthly-payments';
import { messages } from '@pvz/contracts/messages';
import { monthStartOf, moscowDay } from '@pvz/contracts/moscow-time';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import MonthlyPaymentsPage from './monthly-payments-page';

installMswServer();

const month = monthStartOf(moscowDay());
const rent: MonthlyPayment = {
  templateId: 3,
  point: { id: 1, name: 'ПВЗ Центр' },
  company: 'ООО Аренда',
  amount: 30_000_00,
  kind: 'cash',
  note: '',
  dueOn: `${month.slice(0, 8)}02`,
  stopped: false,
  paid: null,
};
const answer = (rows: MonthlyPayment[]): MonthlyPayments => ({
  month,
  rows,
  totals: {
    due: rows.filter((row) => !row.paid).reduce((sum, row) => sum + row.amount, 0),
    paid: rows.filter((row) => row.paid).reduce((sum, row) => sum + row.amount, 0),
  },
});

let posted: { url: string; body: unknown }[];

beforeEach(() => {
  posted = [];
  const remember = (url: string, reply: MonthlyPayments) =>
    http.post(url, async ({ request }) => {
      posted.push({ url, body: await request.json() });
      return HttpResponse.json(reply);
    });
  server.use(
    http.get('/api/payments/monthly-payments', () => HttpResponse.json(answer([rent]))),
    http.get('/api/payments/monthly-payments/payers', () =>
      HttpResponse.json({
        payers: [
          { id: 5, name: 'boss', cash: 40_000_00 },
          { id: 6, name: 'till', cash: 0 },
        ],
      }),
    ),
    http.get('/api/reference/choices', () =>
      HttpResponse.json({
        points: [{ id: 1, name: 'ПВЗ Центр' }],
        sortingCenters: [],
        marketplaces: [],
        orderAccounts: [],
      }),
    ),
    remember(
      '/api/payments/monthly-payments/pay',
      answer([{ ...rent, paid: { at: new Date().toISOString(), by: 'boss', payer: 'boss' } }]),
    ),
    remember('/api/payments/monthly-payments/templates/create', answer([rent])),
    remember('/api/payments/monthly-payments/templates/delete', answer([])),
  );
});

function renderAs(level: 'read' | 'write') {
  const store = createAppStore();
  store.dispatch(
    staffSignedIn({
      user: { id: 5, username: 'boss', role: 'ADMINISTRATOR', roleName: 'Администратор' },
      access: { pages: { 'finance-monthly-payments': level }, columns: {} },
      scope: { allPoints: false, pointIds: [1], sortingCenterId: null, homePointId: null },
      session: { expiresAt: new Date(Date.now() + 3600_000).toISOString(), endsAt: null, listKey: 'a2V5' },
    }),
  );
  return renderWithProviders(null, {
    store,
    at: '/payments/monthly-payments',
    routes: [{ path: '/payments/monthly-payments', element: <MonthlyPaymentsPage /> }],
  });
}

describe('monthly payments page', () => {
  it('shows what is due this month, with the totals, and only reading for a reader', async () => {
    renderAs('read');
    expect(await screen.findByText('ООО Аренда')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Итого за месяц' })).toHaveTextContent(/К оплате: 30\s000\s₽/);
    expect(screen.queryByRole('button', { name: 'Оплатить' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Добавить платёж' })).not.toBeInTheDocument();
  });

  it('pays a cash payment once, stating the amount, from the payer chosen', async () => {
    const { user } = renderAs('write');
    await user.click(await screen.findByRole('button', { name: 'Оплатить' }));
    const dialog = screen.getByRole('dialog', { name: /Оплатить 30\s000\s₽\?/ });
    await user.click(within(dialog).getByRole('combobox', { name: 'Кто платит' }));
    expect(screen.getByRole('option', { name: /boss: на руках 40\s000\s₽/ })).toBeVisible();
    await user.click(screen.getByRole('option', { name: /till/ }));
    await user.click(within(dialog).getByRole('button', { name: /Оплатить 30\s000\s₽$/ }));
    expect(await screen.findByText(messages.monthlyPaid)).toBeInTheDocument();
    expect(posted).toEqual([
      {
        url: '/api/payments/monthly-payments/pay',
        body: { operationId: expect.any(String), month, templateId: 3, payerId: 6 },
      },
    ]);
  });

  it('adds a payment only with a company and a sum, in kopecks', async () => {
    const { user } = renderAs('write');
    await user.click(await screen.findByRole('button', { name: 'Добавить платёж' }));
    const dialog = screen.getByRole('dialog', { name: 'Новый ежемесячный платёж' });
    await user.click(within(dialog).getByRole('combobox', { name: 'ПВЗ' }));
    await user.click(screen.getByRole('option', { name: 'ПВЗ Центр' }));
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(within(dialog).getByText(messages.monthlyCompanyRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Компания'), 'Интернет');
    await user.type(within(dialog).getByLabelText('Сумма, ₽'), '1 500,50');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    await waitFor(() =>
      expect(posted).toEqual([
        {
          url: '/api/payments/monthly-payments/templates/create',
          body: { month, pvzId: 1, company: 'Интернет', amount: 1500_50, kind: 'cashless', note: '' },
        },
      ]),
    );
  });

  it('asks before deleting a payment', async () => {
    const { user } = renderAs('write');
    await user.click(await screen.findByRole('button', { name: 'Удалить' }));
    const confirm = screen.getByRole('dialog', { name: 'Удалить платёж?' });
    expect(posted).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText(messages.monthlyTemplateDeleted)).toBeInTheDocument();
    expect(posted).toEqual([{ url: '/api/payments/monthly-payments/templates/delete', body: { month, id: 3 } }]);
  });
});
