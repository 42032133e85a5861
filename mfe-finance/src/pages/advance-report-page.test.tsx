import { staffSignedIn } from '@pvz/api-client/session/session-slice';
import { createAppStore } from '@pvz/api-client/store';
import type { AdvanceRow } from '@pvz/contracts/api/advance-report';
import { messages } from '@pvz/contracts/messages';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import AdvanceReportPage from './advance-report-page';

installMswServer();

const waiting: AdvanceRow = {
  id: 7,
  kind: 'transfer',
  payment: 'cash',
  category: null,
  company: null,
  point: null,
  recipient: { id: 5, name: 'office' },
  amount: 20_000_00,
  note: 'на хозрасходы',
  status: 'waiting',
  createdAt: '2026-11-20T10:00:00.000Z',
  createdBy: { id: 1, name: 'admin' },
  receivedAt: null,
  files: ['5d2f1c1e-8b4a-4e59-9a57-2f3d6a1c0b11'],
};

let posted: { url: string; body: unknown }[];

beforeEach(() => {
  posted = [];
  const remember = (url: string, message: string) =>
    http.post(url, async ({ request }) => {
      posted.push({ url, body: await request.json() });
      return HttpResponse.json({ message, row: { ...waiting, status: 'done' } });
    });
  server.use(
    http.get('/api/advance-report', () => HttpResponse.json({ rows: [waiting], total: 1, waitingForMe: 1 })),
    http.get('/api/advance-report/balances', () =>
      HttpResponse.json({
        balances: [
          {
            code: 'person-cash:u5',
            account: 'Наличные: office',
            user: { id: 5, name: 'office' },
            balance: 0,
            pendingIn: 20_000_00,
            pendingOut: 0,
          },
        ],
      }),
    ),
    http.get('/api/reference/choices', () =>
      HttpResponse.json({
        points: [{ id: 1, name: 'ПВЗ Центр' }],
        sortingCenters: [],
        marketplaces: [],
        orderAccounts: [],
        deliveryPoints: [],
        deliveryCenters: [],
        categories: [
          { id: 1, name: 'Расходники для ПВЗ', withoutPoint: false },
          { id: 2, name: 'Автомобили', withoutPoint: true },
        ],
        companies: [{ id: 3, name: 'W/O/Я start' }],
      }),
    ),
    http.get('/api/advance-report/banks', () =>
      HttpResponse.json({ banks: [{ id: 1, name: 'Расчётный счёт', isMain: true, balance: 5_000_00 }] }),
    ),
    http.post('/api/advance-report/banks/create', async ({ request }) => {
      posted.push({ url: '/api/advance-report/banks/create', body: await request.json() });
      return HttpResponse.json({ banks: [] });
    }),
    remember('/api/advance-report/receive', messages.advanceReceived),
    remember('/api/advance-report/create', messages.advanceCreated),
  );
});

function renderPage(role = 'OFFICE') {
  const store = createAppStore();
  store.dispatch(
    staffSignedIn({
      user: { id: 5, username: 'office', role, roleName: role },
      access: { pages: { 'finance-advance-report': 'write' }, columns: {} },
      scope: { allPoints: false, pointIds: [1], sortingCenterId: null, homePointId: null },
      session: { expiresAt: new Date(Date.now() + 3600_000).toISOString(), endsAt: null, listKey: 'a2V5' },
    }),
  );
  return renderWithProviders(null, {
    store,
    at: '/advance-report',
    routes: [{ path: '/advance-report', element: <AdvanceReportPage /> }],
  });
}

describe('«Авансовый отчёт»', () => {
  it('shows what waits for me and confirms it', async () => {
    const { user } = renderPage();
    expect(await screen.findByText('на хозрасходы')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Балансы' })).toHaveTextContent(/К получению: 20\s000\s₽/);
    await user.click(screen.getByRole('button', { name: 'Получил' }));
    await waitFor(() =>
      expect(posted).toEqual([
        { url: '/api/advance-report/receive', body: { id: 7, operationId: expect.any(String) } },
      ]),
    );
    expect(await screen.findByText(messages.advanceReceived)).toBeInTheDocument();
  });

  it('asks for a category, a company and a point before an expense, and not for a point when the category has none', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Добавить запись' }));
    const dialog = screen.getByRole('dialog', { name: 'Новая запись авансового отчёта' });
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(within(dialog).getByText(messages.advanceCategoryRequired)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Статья расхода' }));
    await user.click(screen.getByRole('option', { name: 'Автомобили' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Компания' }));
    await user.click(screen.getByRole('option', { name: 'W/O/Я start' }));
    expect(within(dialog).queryByRole('combobox', { name: 'ПВЗ' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Сумма, ₽'), '1 500');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    await waitFor(() =>
      expect(posted).toEqual([
        {
          url: '/api/advance-report/create',
          body: {
            operationId: expect.any(String),
            kind: 'expense',
            payment: 'cash',
            categoryId: 2,
            companyId: 3,
            pvzId: null,
            recipientId: null,
            amount: 1500_00,
            note: '',
            fileIds: [],
          },
        },
      ]),
    );
  });

  it('attaches a receipt photo to an expense, and shows a row’s receipts in a gallery', async () => {
    server.use(
      http.post('/api/files', () =>
        HttpResponse.json({ id: '0b6f3d1a-1c2b-4d3e-8f40-5a6b7c8d9e0f', contentType: 'image/png', size: 4 }),
      ),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: '1' }));
    const gallery = screen.getByRole('dialog', { name: 'Чеки' });
    expect(within(gallery).getByRole('img', { name: 'Чек 1' })).toHaveAttribute(
      'src',
      '/api/files?id=5d2f1c1e-8b4a-4e59-9a57-2f3d6a1c0b11',
    );
    await user.click(within(gallery).getByRole('button', { name: 'Закрыть' }));

    await user.click(screen.getByRole('button', { name: 'Добавить запись' }));
    const dialog = screen.getByRole('dialog', { name: 'Новая запись авансового отчёта' });
    await user.upload(
      within(dialog).getByLabelText('Прикрепить чек'),
      new File(['png'], 'чек.png', { type: 'image/png' }),
    );
    expect(await within(dialog).findByText('чек.png')).toBeVisible();
    await user.click(within(dialog).getByRole('combobox', { name: 'Статья расхода' }));
    await user.click(screen.getByRole('option', { name: 'Автомобили' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Компания' }));
    await user.click(screen.getByRole('option', { name: 'W/O/Я start' }));
    await user.type(within(dialog).getByLabelText('Сумма, ₽'), '300');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    await waitFor(() =>
      expect(posted.at(-1)?.body).toEqual(
        expect.objectContaining({ fileIds: ['0b6f3d1a-1c2b-4d3e-8f40-5a6b7c8d9e0f'] }),
      ),
    );
  });

  it('opens the moves behind my balance', async () => {
    server.use(
      http.get('/api/advance-report/movements', ({ request }) => {
        expect(new URL(request.url).searchParams.get('code')).toBe('person-cash:u5');
        return HttpResponse.json({
          rows: [
            {
              id: 1,
              at: '2026-11-20T10:00:00.000Z',
              kind: 'advance-transfer',
              amount: 20_000_00,
              pending: true,
              counterpart: 'Наличные: admin',
              reference: null,
            },
          ],
          total: 1,
        });
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Движения' }));
    const dialog = screen.getByRole('dialog', { name: 'Движения: Наличные: office' });
    expect(await within(dialog).findByText('Передача денежных средств (ожидает получения)')).toBeVisible();
    expect(within(dialog).getByText('Наличные: admin')).toBeVisible();
  });

  it('shows the director the banks and adds one with its opening balance', async () => {
    const { user } = renderPage('ADMIN');
    const banks = await screen.findByRole('region', { name: 'Банки' });
    expect(await within(banks).findByText('Расчётный счёт')).toBeVisible();
    expect(within(banks).getByText('Основной')).toBeVisible();
    await user.click(within(banks).getByRole('button', { name: 'Добавить банк' }));
    const dialog = screen.getByRole('dialog', { name: 'Новый банк' });
    await user.type(within(dialog).getByLabelText('Название'), 'Точка');
    await user.type(within(dialog).getByLabelText('Остаток на счёте, ₽'), '100 000');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    await waitFor(() =>
      expect(posted).toEqual([
        {
          url: '/api/advance-report/banks/create',
          body: { operationId: expect.any(String), name: 'Точка', opening: 100_000_00 },
        },
      ]),
    );
  });

  it('lets the director record a credit move, cashless', async () => {
    const { user } = renderPage('ADMIN');
    await user.click(await screen.findByRole('button', { name: 'Добавить запись' }));
    const dialog = screen.getByRole('dialog', { name: 'Новая запись авансового отчёта' });
    await user.click(within(dialog).getByRole('radio', { name: 'Кредит' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Движение кредита' }));
    await user.click(screen.getByRole('option', { name: 'Перевод с кредитного баланса' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Безнал' }));
    expect(within(dialog).queryByRole('combobox', { name: 'Статья расхода' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Сумма, ₽'), '25 000');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    await waitFor(() =>
      expect(posted).toEqual([
        {
          url: '/api/advance-report/create',
          body: expect.objectContaining({
            kind: 'credit-repay',
            payment: 'cashless',
            categoryId: null,
            amount: 25_000_00,
          }),
        },
      ]),
    );
  });

  it('offers neither a top-up nor credits to anyone but the director', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Добавить запись' }));
    const dialog = screen.getByRole('dialog', { name: 'Новая запись авансового отчёта' });
    expect(within(dialog).getByRole('radio', { name: 'Расход' })).toBeChecked();
    expect(within(dialog).queryByRole('radio', { name: 'Кредит' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('radio', { name: 'Пополнение баланса' })).not.toBeInTheDocument();
  });

  it('shows no banks to anyone but the director', async () => {
    renderPage();
    expect(await screen.findByText('на хозрасходы')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Банки' })).not.toBeInTheDocument();
  });
});
