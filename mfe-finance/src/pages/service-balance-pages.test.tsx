import { staffSignedIn } from '@pvz/api-client/session/session-slice';
import { createAppStore } from '@pvz/api-client/store';
import type { Debtors, ServiceBalance } from '@pvz/contracts/api/service-balances';
import { messages } from '@pvz/contracts/messages';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import DebtorPage from './debtor-page';
import DebtorsPage from './debtors-page';
import SortBalancePage from './sort-balance-page';

installMswServer();

const balance: ServiceBalance = {
  from: '2026-11-01',
  to: '2026-11-26',
  balance: 500_00,
  paidInPeriod: 700_00,
  withdrawnInPeriod: 200_00,
  customers: [{ phone: '+79120001122', name: 'ООО Ромашка', rows: 3, value: 35_000_00, paid: 700_00 }],
  withdrawals: [
    { id: 1, at: '2026-11-20T10:00:00.000Z', amount: 200_00, payment: 'online', recipient: null, by: 'boss', note: '' },
  ],
};
const debtors: Debtors = {
  view: 'all',
  debtors: [
    {
      kind: 'customer',
      phone: '+79125550000',
      name: 'ИП Лето',
      month: null,
      owed: 1_250_00,
      rows: 2,
      since: '2026-10-03',
      link: 'd-AAAAAAAAAAAAAAAAAAAAAA',
    },
  ],
  total: 1_250_00,
  byMonth: [{ month: '2026-10-01', owed: 1_250_00 }],
};

let posted: unknown[];
let debtorQueries: URLSearchParams[];

beforeEach(() => {
  posted = [];
  debtorQueries = [];
  server.use(
    http.get('/api/balance/sort', () => HttpResponse.json(balance)),
    http.post('/api/balance/sort/withdraw', async ({ request }) => {
      posted.push(await request.json());
      return HttpResponse.json({ ...balance, balance: 0 });
    }),
    http.get('/api/balance/withdrawals/recipients', () =>
      HttpResponse.json({ recipients: [{ id: 9, name: 'кассир' }] }),
    ),
    http.get('/api/payments/debtors', ({ request }) => {
      debtorQueries.push(new URL(request.url).searchParams);
      return HttpResponse.json(debtors);
    }),
    http.get('/api/public/debtor', ({ request }) =>
      new URL(request.url).searchParams.get('link') === 'd-AAAAAAAAAAAAAAAAAAAAAA'
        ? HttpResponse.json({
            name: 'ИП Лето',
            owed: 1_250_00,
            rows: [{ date: '2026-10-03', title: 'Доставка', value: 62_500_00, amount: 1_250_00 }],
          })
        : HttpResponse.json({ error: messages.debtorPageNotFound }, { status: 404 }),
    ),
  );
});

function renderPage(at: string, path: string, element: ReactNode, pages: Record<string, 'read' | 'write'> = {}) {
  const store = createAppStore();
  store.dispatch(
    staffSignedIn({
      user: { id: 5, username: 'boss', role: 'ADMINISTRATOR', roleName: 'Администратор' },
      access: { pages, columns: {} },
      scope: { allPoints: true, pointIds: [], sortingCenterId: null, homePointId: null },
      session: { expiresAt: new Date(Date.now() + 3600_000).toISOString(), endsAt: null, listKey: 'a2V5' },
    }),
  );
  return renderWithProviders(null, { store, at, routes: [{ path, element }] });
}

describe('«Баланс сортировки»', () => {
  it('shows the balance, who paid and the withdrawals; withdraws no more than the balance', async () => {
    const { user } = renderPage('/balance/sort', '/balance/sort', <SortBalancePage />, {
      'finance-sort-balance': 'write',
    });
    expect(await screen.findByText('ООО Ромашка')).toBeVisible();
    expect(screen.getByText('Баланс сейчас').nextSibling).toHaveTextContent(/500\s₽/);
    await user.click(screen.getByRole('button', { name: 'Вывести' }));
    const dialog = screen.getByRole('dialog', { name: 'Вывод средств' });
    await user.type(within(dialog).getByLabelText('Сумма, ₽'), '600');
    await user.click(within(dialog).getByRole('button', { name: 'Вывести' }));
    expect(within(dialog).getByText(messages.withdrawalOverBalance)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Сумма, ₽'));
    await user.type(within(dialog).getByLabelText('Сумма, ₽'), '500');
    await user.click(within(dialog).getByRole('button', { name: 'Вывести' }));
    expect(within(dialog).getByText(messages.incomeRecipientRequired)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Получатель' }));
    await user.click(screen.getByRole('option', { name: 'кассир' }));
    await user.click(within(dialog).getByRole('button', { name: 'Вывести' }));
    await waitFor(() =>
      expect(posted).toEqual([
        expect.objectContaining({ amount: 500_00, payment: 'cash', recipientId: 9, operationId: expect.any(String) }),
      ]),
    );
    expect(await screen.findByText(messages.serviceWithdrawn)).toBeInTheDocument();
  });

  it('has no «Вывести» for a reader', async () => {
    renderPage('/balance/sort', '/balance/sort', <SortBalancePage />, { 'finance-sort-balance': 'read' });
    expect(await screen.findByText('ООО Ромашка')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Вывести' })).not.toBeInTheDocument();
  });
});

describe('«Должники»', () => {
  it('lists who owes with the total, and asks the server for the view of the tab', async () => {
    const { user } = renderPage('/payments/debtors', '/payments/debtors/*', <DebtorsPage />);
    expect(await screen.findByText('ИП Лето')).toBeVisible();
    expect(screen.getByText(/Всего долг/)).toHaveTextContent(/1\s250\s₽/);
    await user.click(screen.getByRole('tab', { name: 'По месяцам' }));
    await waitFor(() => expect(debtorQueries.at(-1)?.get('view')).toBe('monthly'));
  });
});

describe('the public debtor page', () => {
  it('shows what is owed and for what', async () => {
    renderPage('/debtor/d-AAAAAAAAAAAAAAAAAAAAAA', '/debtor/*', <DebtorPage />);
    expect(await screen.findByText('ИП Лето')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Итого' })).toHaveTextContent(/1\s250\s₽/);
    expect(screen.getByRole('table', { name: 'За что' })).toHaveTextContent('Доставка');
  });

  it('says not found for a link of nobody', async () => {
    renderPage('/debtor/d-BBBBBBBBBBBBBBBBBBBBBB', '/debtor/*', <DebtorPage />);
    expect(await screen.findByText(/Page Not Found|не найдена/i)).toBeInTheDocument();
  });
});
