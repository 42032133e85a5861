import { staffSignedIn } from '@pvz/api-client/session/session-slice';
import { createAppStore } from '@pvz/api-client/store';
import type { ServiceRow, ServiceRows } from '@pvz/contracts/api/service-rows';
import { messages } from '@pvz/contracts/messages';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import ServiceRowsPage from './service-rows-page';

installMswServer();

const row = (id: number, overrides: Partial<ServiceRow> = {}): ServiceRow => ({
  id,
  kind: 'service',
  createdAt: '2026-11-20T09:00:00.000Z',
  createdBy: 'boss',
  name: 'ООО Ромашка',
  fromName: '+79120001122',
  nameOfAction: id % 2 ? 'sorting' : 'delivery',
  purchaseOfGoods: 10_000_00,
  percentClient: 2,
  amountFromClient: 200_00,
  profit: 200_00,
  dispatchPVZ: { id: 1, name: 'Склад «Восток»' },
  orderPVZ: null,
  sorted: null,
  paid: null,
  additionally: null,
  ...overrides,
});
const page = (rows: ServiceRow[]): ServiceRows => ({
  rows,
  total: rows.length,
  totals: { purchaseOfGoods: 20_000_00, amountFromClient: 400_00, unpaid: 400_00 },
  defaultPercent: 2.5,
});

let posted: { url: string; body: unknown }[];
let queries: URLSearchParams[];

beforeEach(() => {
  posted = [];
  queries = [];
  const remember = (url: string, message: string) =>
    http.post(url, async ({ request }) => {
      posted.push({ url, body: await request.json() });
      return HttpResponse.json({ message, rows: [] });
    });
  server.use(
    http.get('/api/delivery/rows', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json(page([row(1), row(2)]));
    }),
    http.get('/api/delivery/rows/customers', () =>
      HttpResponse.json({ customers: [{ phone: '+79120001122', name: 'ООО Ромашка' }] }),
    ),
    http.get('/api/reference/choices', () =>
      HttpResponse.json({
        points: [],
        sortingCenters: [],
        marketplaces: [],
        orderAccounts: [],
        deliveryPoints: [{ id: 1, name: 'Склад «Восток»' }],
        deliveryCenters: [{ id: 7, name: 'СЦ Север' }],
      }),
    ),
    remember('/api/delivery/rows/create', messages.serviceRowsCreated),
    remember('/api/delivery/rows/paid', messages.serviceRowsPaid),
    remember('/api/delivery/rows/delete', messages.serviceRowsDeleted),
    remember('/api/delivery/rows/edit', messages.serviceRowEdited),
  );
});

const serviceColumns = [
  'name',
  'fromName',
  'nameOfAction',
  'purchaseOfGoods',
  'percentClient',
  'amountFromClient',
  'profit',
  'dispatchPVZ',
  'orderPVZ',
  'sorted',
  'paid',
  'additionally',
];

function renderAs(level: 'read' | 'write', writes: readonly string[] = level === 'write' ? serviceColumns : []) {
  const columns = Object.fromEntries(
    serviceColumns.map((key) => [key, writes.includes(key) ? ('write' as const) : ('read' as const)]),
  );
  const store = createAppStore();
  store.dispatch(
    staffSignedIn({
      user: { id: 5, username: 'boss', role: 'ADMINISTRATOR', roleName: 'Администратор' },
      access: { pages: { 'delivery-rows': level }, columns: { service: columns } },
      scope: { allPoints: true, pointIds: [], sortingCenterId: null, homePointId: null },
      session: { expiresAt: new Date(Date.now() + 3600_000).toISOString(), endsAt: null, listKey: 'a2V5' },
    }),
  );
  return renderWithProviders(null, {
    store,
    at: '/spreadsheets/delivery',
    routes: [{ path: '/spreadsheets/delivery', element: <ServiceRowsPage /> }],
  });
}

describe('«Доставка и сортировка» page', () => {
  it('shows the rows and their totals; a reader gets neither the form nor the bulk actions', async () => {
    renderAs('read');
    expect(await screen.findAllByText('ООО Ромашка')).toHaveLength(2);
    expect(screen.getByLabelText('Итого')).toHaveTextContent(/не оплачено 400\s₽/);
    expect(screen.queryByRole('button', { name: 'Добавить' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Выбрать все|Select all/i })).not.toBeInTheDocument();
  });

  it('filters on the server by state', async () => {
    const { user } = renderAs('read');
    await screen.findAllByText('ООО Ромашка');
    await user.click(screen.getByRole('combobox', { name: 'Состояние' }));
    await user.click(screen.getByRole('option', { name: 'Не оплачены' }));
    await waitFor(() => expect(queries.at(-1)?.get('state')).toBe('unpaid'));
  });

  it('searches and picks the creation period on the server, and chooses the columns shown', async () => {
    const { user } = renderAs('read');
    await screen.findAllByText('ООО Ромашка');
    await user.type(screen.getByRole('searchbox'), 'Ромашка');
    await waitFor(() => expect(queries.at(-1)?.get('q')).toBe('Ромашка'));

    const from = screen.getByRole('group', { name: 'Создано с' });
    await user.click(within(from).getByRole('spinbutton', { name: 'День' }));
    await user.keyboard('01112026');
    await waitFor(() => expect(queries.at(-1)?.get('from')).toBe('2026-11-01'));
    expect(queries.at(-1)?.get('q')).toBe('Ромашка');
    expect(queries.at(-1)?.has('to')).toBe(false);

    const to = screen.getByRole('group', { name: 'Создано по' });
    await user.click(within(to).getByRole('spinbutton', { name: 'День' }));
    await user.keyboard('31102026');
    expect(await screen.findByText('Начало позже конца')).toBeVisible();
    const asked = queries.length;
    await user.click(within(to).getByRole('spinbutton', { name: 'Месяц' }));
    await user.keyboard('12');
    await waitFor(() => expect(queries.at(-1)?.get('to')).toBe('2026-12-31'));
    expect(queries.length).toBe(asked + 1);

    expect(screen.getByRole('columnheader', { name: 'Процент с клиента' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Столбцы' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Процент с клиента' }));
    await waitFor(() =>
      expect(screen.queryByRole('columnheader', { name: 'Процент с клиента' })).not.toBeInTheDocument(),
    );
  });

  it('creates the pair from the last four digits, with the default percent and the fee shown', async () => {
    const { user } = renderAs('write');
    // «Добавить» waits for the rows (the form looks customers up among them)
    const add = await screen.findByRole('button', { name: 'Добавить' });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    const dialog = screen.getByRole('dialog', { name: 'Доставка и сортировка: новые строки' });
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(within(dialog).getByText(messages.phoneInvalid)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('combobox', { name: /Телефон заказчика/ }), '1122');
    await user.click(await screen.findByRole('option', { name: /ООО Ромашка/ }));
    expect(within(dialog).getByLabelText('Заказчик')).toHaveValue('ООО Ромашка');
    await user.type(within(dialog).getByLabelText(/сортировка, ₽/), '1 000');
    expect(within(dialog).getByText(/К оплате: 25\s₽/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    await waitFor(() =>
      expect(posted).toEqual([
        {
          url: '/api/delivery/rows/create',
          body: {
            operationId: expect.any(String),
            row: { name: 'ООО Ромашка', fromName: '+79120001122', dispatchPVZ: null, orderPVZ: null },
            sorting: { purchaseOfGoods: 1000_00, percentClient: 2.5 },
            delivery: { purchaseOfGoods: 0, percentClient: 2.5 },
          },
        },
      ]),
    );
    expect(await screen.findByText(messages.serviceRowsCreated)).toBeInTheDocument();
  });

  it('marks the chosen rows paid in cash, and asks before deleting', async () => {
    const { user } = renderAs('write');
    await screen.findAllByText('ООО Ромашка');
    const [first] = screen.getAllByRole('checkbox', { name: /Выбрать строку|Select row/i });
    await user.click(first as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Оплачено наличными' }));
    await waitFor(() =>
      expect(posted).toEqual([
        {
          url: '/api/delivery/rows/paid',
          // the fee on the screen goes along: a row changed since is refused
          body: { operationId: expect.any(String), ids: [1], payment: 'cash', expectedDue: 200_00 },
        },
      ]),
    );
    const [again] = screen.getAllByRole('checkbox', { name: /Выбрать строку|Select row/i });
    await user.click(again as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Удалить' }));
    const confirm = screen.getByRole('dialog', { name: 'Удалить строки?' });
    expect(posted).toHaveLength(1);
    await user.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(posted.at(-1)?.url).toBe('/api/delivery/rows/delete'));
  });

  it("filters on the server by a column: the grid's filter goes as the gateway's, money in kopecks", async () => {
    const { user } = renderAs('read');
    await screen.findAllByText('ООО Ромашка');
    await user.click(screen.getByRole('button', { name: 'Фильтры' }));
    await user.click(await screen.findByRole('combobox', { name: 'Столбцы' }));
    await user.click(await screen.findByRole('option', { name: 'Стоимость товаров' }));
    await user.click(screen.getByRole('combobox', { name: 'Операторы' }));
    await user.click(await screen.findByRole('option', { name: '>' }));
    await user.type(screen.getByLabelText('Значение'), '1500.5');
    await waitFor(() =>
      expect(JSON.parse(queries.at(-1)?.get('filters') ?? '[]')).toEqual([
        { field: 'purchaseOfGoods', operator: '>', value: 1500_50 },
      ]),
    );
  });

  it('changes one unpaid row: only what changed is sent, nothing changed is said so', async () => {
    const { user } = renderAs('write');
    await screen.findAllByText('ООО Ромашка');
    const [first] = screen.getAllByRole('checkbox', { name: /Выбрать строку|Select row/i });
    await user.click(first as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Изменить' }));
    const dialog = screen.getByRole('dialog', { name: 'Строка 1 «Сортировка»: изменить' });
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(within(dialog).getByText(messages.serviceRowNothingChanged)).toBeInTheDocument();
    expect(posted).toEqual([]);

    const value = within(dialog).getByLabelText('Стоимость товаров, ₽');
    await user.clear(value);
    // an emptied value is a mistake, not a zero
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(within(dialog).getByText(messages.moneyInvalid)).toBeInTheDocument();
    expect(posted).toEqual([]);
    await user.type(value, '2000');
    const percent = within(dialog).getByLabelText('Процент');
    await user.clear(percent);
    await user.type(percent, '3');
    expect(within(dialog).getByText(/К оплате: 60\s₽/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(posted).toEqual([
        {
          url: '/api/delivery/rows/edit',
          body: { operationId: expect.any(String), id: 1, row: { purchaseOfGoods: 2000_00, percentClient: 3 } },
        },
      ]),
    );
    expect(await screen.findByText(messages.serviceRowEdited)).toBeInTheDocument();
  });

  it('offers «Изменить» only to a user who may write a field of the row', async () => {
    const { user } = renderAs('write', ['sorted']);
    await screen.findAllByText('ООО Ромашка');
    const [first] = screen.getAllByRole('checkbox', { name: /Выбрать строку|Select row/i });
    await user.click(first as HTMLElement);
    expect(screen.getByRole('button', { name: 'Отсортировано' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Изменить' })).not.toBeInTheDocument();
  });
});
