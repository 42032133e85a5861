import { staffSignedIn } from '@pvz/api-client/session/session-slice';
import { createAppStore } from '@pvz/api-client/store';
import type { Income, PointBalances, Withdrawal } from '@pvz/contracts/api/balance';
import { messages } from '@pvz/contracts/messages';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import BalancePage from './balance-page';

installMswServer();

const figures = (balance: number, taken: number) => ({
  balance,
  reserved: 0,
  available: balance,
  takenInPeriod: taken,
  outInPeriod: 0,
});
const balances: PointBalances = {
  from: '2026-11-01',
  to: '2026-11-25',
  points: [{ point: { id: 1, name: 'ПВЗ Центр' }, cash: figures(3300_00, 3300_00), online: figures(0, 0) }],
  totals: { cash: figures(3300_00, 3300_00), online: figures(0, 0) },
};
const handedOver: Withdrawal = {
  id: 7,
  point: { id: 1, name: 'ПВЗ Центр' },
  purpose: 'takings',
  payment: 'cash',
  amount: 500_00,
  recipient: { id: 5, name: 'boss' },
  note: '',
  status: 'handed-over',
  createdAt: '2026-11-24T09:00:00.000Z',
  createdBy: 'boss',
  handedOverAt: '2026-11-24T10:00:00.000Z',
  handedOverBy: 'till',
  receivedAt: null,
  cancelledAt: null,
};

const earned = (available: number) => ({
  percent: 2.5,
  earned: available,
  withdrawn: 0,
  reserved: 0,
  available,
  earnedInPeriod: available,
});
const income: Income = {
  from: '2026-11-01',
  to: '2026-11-25',
  partners: [{ point: { id: 1, name: 'ПВЗ Центр' }, income: earned(82_50) }],
  managers: [{ manager: { id: 5, name: 'boss' }, income: { ...earned(16_50), percent: 0.5 } }],
};

let created: unknown[];
let incomeWithdrawals: unknown[];
let recipientQueries: string[];
let steps: { url: string; body: unknown }[];

beforeEach(() => {
  created = [];
  incomeWithdrawals = [];
  recipientQueries = [];
  steps = [];
  server.use(
    http.get('/api/balance/points', () => HttpResponse.json(balances)),
    http.get('/api/balance/monthly', () =>
      HttpResponse.json({ months: [{ month: '2026-11-01', cashIn: 3300_00, onlineIn: 0, out: 0 }] }),
    ),
    http.get('/api/balance/withdrawals', () => HttpResponse.json({ rows: [handedOver], waitingForMe: 1 })),
    http.get('/api/balance/withdrawals/recipients', ({ request }) => {
      recipientQueries.push(new URL(request.url).search);
      return HttpResponse.json({
        recipients: [
          { id: 5, name: 'boss' },
          { id: 6, name: 'till' },
        ],
      });
    }),
    http.get('/api/balance/income', () => HttpResponse.json(income)),
    http.get('/api/balance/history', () =>
      HttpResponse.json({
        days: [
          { day: '2026-11-24', cash: 0, online: 0 },
          { day: '2026-11-25', cash: 3300_00, online: 0 },
        ],
      }),
    ),
    http.get('/api/balance/movements', () =>
      HttpResponse.json({
        rows: [
          {
            id: 1,
            at: '2026-11-25T09:00:00.000Z',
            kind: 'goods-cash',
            amount: 3300_00,
            pending: false,
            counterpart: 'Клиенты: ПВЗ Центр',
            reference: 'goods:1',
          },
        ],
        total: 1,
      }),
    ),
    http.get('/api/balance/income/rates', () =>
      HttpResponse.json({ defaultPercent: 2.5, rates: [{ percent: 3, startsOn: '2026-12-01', setBy: 'admin' }] }),
    ),
    http.post('/api/balance/income/withdraw', async ({ request }) => {
      incomeWithdrawals.push(await request.json());
      return HttpResponse.json({ ...handedOver, id: 9, purpose: 'partner-income', status: 'requested' });
    }),
    http.post('/api/balance/withdrawals/create', async ({ request }) => {
      created.push(await request.json());
      return HttpResponse.json({ ...handedOver, id: 8, status: 'requested' });
    }),
    http.post('/api/balance/withdrawals/receive', async ({ request }) => {
      steps.push({ url: 'receive', body: await request.json() });
      return HttpResponse.json({ ...handedOver, status: 'received' });
    }),
  );
});

function renderAs(level: 'read' | 'write') {
  const store = createAppStore();
  store.dispatch(
    staffSignedIn({
      user: { id: 5, username: 'boss', role: 'RMANAGER', roleName: 'Региональный менеджер' },
      access: { pages: { 'finance-balance': level }, columns: {} },
      scope: { allPoints: false, pointIds: [1], sortingCenterId: null, homePointId: null },
      session: { expiresAt: new Date(Date.now() + 3600_000).toISOString(), endsAt: null, listKey: 'a2V5' },
    }),
  );
  return renderWithProviders(null, { store, at: '/balance', routes: [{ path: '/balance', element: <BalancePage /> }] });
}

describe('balance page', () => {
  it("shows each point's money from the gateway, with the totals and the withdrawals waiting for me", async () => {
    renderAs('read');
    await waitFor(() =>
      expect(within(screen.getAllByRole('grid')[0] as HTMLElement).getByText('ПВЗ Центр')).toBeVisible(),
    );
    // the point's cash: 3 300 ₽ in the box, all taken in the period
    expect(within(screen.getAllByRole('grid')[0] as HTMLElement).getAllByText(/3\s300\s₽/)).toHaveLength(3);
    expect(screen.getByRole('region', { name: 'Поступления и выводы по месяцам' })).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Итого' });
    expect(totals).toHaveTextContent(/Наличные: 3\s300\s₽/);
    expect(screen.getByRole('heading', { name: /Заявки на вывод/ }).parentElement).toHaveTextContent('1');
    expect(screen.queryByRole('button', { name: 'Заявка на вывод' })).not.toBeInTheDocument();
  });

  it('confirms receipt of a withdrawal handed over to me', async () => {
    const { user } = renderAs('read');
    await user.click(await screen.findByRole('button', { name: 'Получил' }));
    expect(await screen.findByText(messages.withdrawalReceived)).toBeInTheDocument();
    expect(steps).toEqual([{ url: 'receive', body: { id: 7, operationId: expect.any(String) } }]);
  });

  it('requests a withdrawal within what is available, in kopecks, refusing more before asking', async () => {
    const { user } = renderAs('write');
    await user.click(await screen.findByRole('button', { name: 'Заявка на вывод' }));
    const dialog = screen.getByRole('dialog', { name: 'Заявка на вывод средств' });
    expect(within(dialog).getByText(/Доступно: 3\s300\s₽/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Сумма, ₽'), '3300,01');
    await user.click(within(dialog).getByRole('button', { name: 'Создать заявку' }));
    expect(within(dialog).getByText(messages.withdrawalOverBalance)).toBeInTheDocument();
    expect(created).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Сумма, ₽'));
    await user.type(within(dialog).getByLabelText('Сумма, ₽'), '1 000,50');
    await user.click(within(dialog).getByRole('combobox', { name: 'Получатель' }));
    await user.click(screen.getByRole('option', { name: 'boss' }));
    await user.click(within(dialog).getByRole('button', { name: 'Создать заявку' }));
    expect(await screen.findByText(messages.withdrawalCreated)).toBeInTheDocument();
    expect(created).toEqual([
      { operationId: expect.any(String), pvzId: 1, payment: 'cash', amount: 1000_50, recipientId: 5, note: '' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("withdraws a partner point's income within what it earned, to the owner chosen", async () => {
    const { user } = renderAs('write');
    const section = await screen.findByRole('region', { name: 'Доход ППВЗ и менеджеров' });
    const partnerRow = (await within(section).findByText('ППВЗ')).closest('[role="row"]') as HTMLElement;
    expect(partnerRow).toHaveTextContent(/2,5 %/);
    await user.click(within(partnerRow).getByRole('button', { name: 'Вывод дохода' }));
    const dialog = screen.getByRole('dialog', { name: 'Вывод дохода: ПВЗ Центр' });
    expect(within(dialog).getByText(/Доступно к выводу: 82,50\s₽/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Сумма, ₽'), '82,51');
    await user.click(within(dialog).getByRole('button', { name: 'Создать заявку' }));
    expect(within(dialog).getByText(messages.incomeOverEarned)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Сумма, ₽'));
    await user.type(within(dialog).getByLabelText('Сумма, ₽'), '80');
    await user.click(within(dialog).getByRole('button', { name: 'Создать заявку' }));
    expect(within(dialog).getByText(messages.incomeRecipientRequired)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Получатель' }));
    await user.click(screen.getByRole('option', { name: 'till' }));
    await user.click(within(dialog).getByRole('button', { name: 'Создать заявку' }));
    expect(await screen.findByText(messages.incomeWithdrawalCreated)).toBeInTheDocument();
    expect(incomeWithdrawals).toEqual([
      { operationId: expect.any(String), pvzId: 1, amount: 80_00, recipientId: 6, note: '' },
    ]);
    // only the point's own people were offered
    expect(recipientQueries).toContain('?pvzId=1');
  });

  it('lets a manager withdraw their own income from a box of their points, and only read the percents', async () => {
    const { user } = renderAs('write');
    const section = await screen.findByRole('region', { name: 'Доход ППВЗ и менеджеров' });
    const managerRow = (await within(section).findByText('Менеджер')).closest('[role="row"]') as HTMLElement;
    await user.click(within(managerRow).getByRole('button', { name: 'Ставки' }));
    const rates = screen.getByRole('dialog', { name: 'Ставка дохода: boss' });
    expect(await within(rates).findByText('3 % с 01.12.2026')).toBeInTheDocument();
    expect(within(rates).getByText('Ставку меняет директор')).toBeInTheDocument();
    expect(within(rates).queryByLabelText('Процент')).not.toBeInTheDocument();
    await user.click(within(rates).getByRole('button', { name: 'Закрыть' }));

    await user.click(within(managerRow).getByRole('button', { name: 'Вывод дохода' }));
    const dialog = screen.getByRole('dialog', { name: 'Вывод дохода: boss' });
    expect(within(dialog).getByText('Получатель: boss')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Сумма, ₽'), '16,50');
    await user.click(within(dialog).getByRole('button', { name: 'Создать заявку' }));
    await waitFor(() =>
      expect(incomeWithdrawals).toEqual([
        { operationId: expect.any(String), pvzId: 1, amount: 16_50, managerId: 5, note: '' },
      ]),
    );
  });

  it("opens a point's balance by day and the moves behind it", async () => {
    const { user } = renderAs('read');
    const grid = screen.getAllByRole('grid')[0] as HTMLElement;
    await user.click(await within(grid).findByText('ПВЗ Центр'));
    const dialog = await screen.findByRole('dialog', { name: 'Движения: ПВЗ Центр' });
    expect(await within(dialog).findByRole('region', { name: 'Баланс по дням' })).toBeInTheDocument();
    expect(await within(dialog).findByText('Выдача товара: наличные')).toBeInTheDocument();
  });
});
