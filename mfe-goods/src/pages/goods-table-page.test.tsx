import { staffSignedIn } from '@pvz/api-client/session/session-slice';
import { createAppStore } from '@pvz/api-client/store';
import type { ColumnLevels } from '@pvz/contracts/access';
import type { GoodsQuoteBody, GoodsRow } from '@pvz/contracts/api/goods';
import { columnsOf } from '@pvz/contracts/goods-columns';
import { messages } from '@pvz/contracts/messages';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { exportToXlsx } from '@pvz/ui/export-xlsx';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { GoodsTablePage } from './goods-table-page';

jest.mock('@pvz/ui/export-xlsx', () => ({ exportToXlsx: jest.fn(() => Promise.resolve()) }));

// the scanner of the issuing feature is tested there; here it only has to be on the page
jest.mock('../features/issuing/components/issue-scan-listener', () => ({
  IssueScanListener: ({ pvzId }: { pvzId: number }) => <p>Сканер ПВЗ {pvzId}</p>,
}));

installMswServer();

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const allWrite = Object.fromEntries(columnsOf('purchase').map(({ key }) => [key, 'write' as const]));

const purchase = (id: number, fields: Partial<GoodsRow> = {}): GoodsRow => ({
  id,
  kind: 'purchase',
  status: 'at-point',
  oldId: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  createdBy: 'manager',
  updatedAt: '2026-11-20T09:00:00.000Z',
  updatedBy: 'manager',
  cell: 17,
  fromName: '+79123456789',
  name: 'Иван',
  productName: 'Кроссовки',
  priceSite: 250_000,
  prepayment: 0,
  percentClient: 10,
  amountFromClient: 275_000,
  profit: 25_000,
  dispatchPVZ: { id: 1, name: 'ПВЗ_1' },
  deliveredPVZ: '2026-11-21T08:30:00.000Z',
  ...fields,
});

let listQueries: URLSearchParams[];
let rows: GoodsRow[];
let quotes: GoodsQuoteBody[];

/** The gateway's quote, played: the link's marketplace and its percentage, else 10 %, unless the form names one. */
function quoteOf({ row }: GoodsQuoteBody) {
  const found = row.productLink?.includes('ozon')
    ? { marketplace: { id: 4, name: 'Ozon' }, percent: 7.5 }
    : row.productLink?.includes('wildberries')
      ? { marketplace: { id: 5, name: 'Wildberries' }, percent: 5 }
      : { marketplace: null, percent: 10 };
  const percent = row.percentClient ?? found.percent;
  const price = row.priceSite ?? 0;
  const fee = Math.round((price * percent) / 100);
  return { ...found, percent, amountFromClient: price + fee - (row.prepayment ?? 0), profit: fee };
}

function renderPage({
  level = 'write',
  columns = allWrite,
  pvzId = 1,
}: {
  level?: 'read' | 'write';
  columns?: Record<string, 'hidden' | 'read' | 'write'>;
  pvzId?: number;
} = {}) {
  const store = createAppStore();
  const access: ColumnLevels = { purchase: columns };
  store.dispatch(
    staffSignedIn({
      user: { id: 5, username: 'operator', role: 'PVZ', roleName: 'Оператор ПВЗ' },
      access: { pages: { 'goods-purchase': level }, columns: access },
      scope: { allPoints: false, pointIds: [1, 2], sortingCenterId: null, homePointId: 1 },
      session: { expiresAt: new Date(Date.now() + 3600_000).toISOString(), endsAt: null, listKey: 'a2V5' },
    }),
  );
  return renderWithProviders(<GoodsTablePage table="purchase" pvzId={pvzId} basePath="/spreadsheets/our-ransom" />, {
    store,
  });
}

beforeEach(() => {
  listQueries = [];
  quotes = [];
  rows = [purchase(11), purchase(12, { name: 'Пётр', fromName: '+79120000001', status: 'ordered', cell: null })];
  server.use(
    http.get('/api/reference/choices', () =>
      HttpResponse.json({
        points: [
          { id: 1, name: 'ПВЗ_1' },
          { id: 2, name: 'ПВЗ_2' },
        ],
        sortingCenters: [{ id: 3, name: 'Ряженое' }],
        marketplaces: [
          { id: 4, name: 'Ozon' },
          { id: 5, name: 'Wildberries' },
        ],
        orderAccounts: [{ id: 6, name: 'Ozon-аккаунт 1' }],
      }),
    ),
    http.get('/api/goods/purchase/phone-lookup', () =>
      HttpResponse.json({ phones: [], pointId: null, severalPoints: false, cell: null }),
    ),
    http.post('/api/goods/purchase/quote', async ({ request }) => {
      const body = (await request.json()) as GoodsQuoteBody;
      quotes.push(body);
      return HttpResponse.json(quoteOf(body));
    }),
    http.get('/api/goods/purchase/list', ({ request }) => {
      listQueries.push(new URL(request.url).searchParams);
      return HttpResponse.json({
        rows,
        total: 60,
        totals: { prepayment: 0, amountFromClient: 550_000, profit: 50_000 },
      });
    }),
  );
});

const lastQuery = () => Object.fromEntries(listQueries.at(-1) ?? []);

describe('goods table page', () => {
  it("shows the point's working rows as the gateway sends them: status, roubles, Moscow time, names", async () => {
    renderPage();
    const row = (await screen.findByText('Пётр')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Заказан')).toBeInTheDocument();
    const first = screen.getByText('Иван').closest('[role="row"]') as HTMLElement;
    expect(within(first).getByText('На ПВЗ')).toBeInTheDocument();
    expect(within(first).getByText('2 500 ₽')).toBeInTheDocument();
    expect(within(first).getByText('21.11.2026, 11:30')).toBeInTheDocument();
    expect(within(first).getAllByText('ПВЗ_1').length).toBeGreaterThan(0);
    expect(within(first).getByRole('link', { name: 'Открыть запись 11' })).toHaveAttribute(
      'href',
      '/spreadsheets/record/1/11',
    );
    expect(lastQuery()).toEqual({ pvzId: '1', view: 'work', page: '0', pageSize: '25' });
    expect(screen.getByText('Сканер ПВЗ 1')).toBeInTheDocument();
  });

  it('asks the gateway for the sort, the quick search, the next page and the other view', async () => {
    const { user } = renderPage();
    await screen.findByText('Пётр');
    await user.click(screen.getByRole('columnheader', { name: 'Стоимость сайт' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'priceSite', order: 'asc' }));

    await user.type(screen.getByRole('searchbox'), '4567');
    await waitFor(() => expect(lastQuery()).toMatchObject({ q: '4567', page: '0' }));

    await user.click(screen.getByRole('button', { name: /следующ/i }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: '1', q: '4567', sort: 'priceSite' }));

    await user.click(screen.getByRole('button', { name: 'Все' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ view: 'all', page: '0' }));
  });

  it('leaves out the columns hidden from the user, and shows the totals of those it may see', async () => {
    renderPage({ columns: { ...allWrite, profit: 'hidden', fromName: 'hidden' } });
    await screen.findByText('Пётр');
    expect(screen.queryByRole('columnheader', { name: 'Доход' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Телефон клиента' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Сумма с клиента' })).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Итого' });
    expect(within(totals).getByText('Сумма с клиента: 5 500 ₽')).toBeInTheDocument();
    expect(within(totals).getByText('Предоплата: 0 ₽')).toBeInTheDocument();
    expect(within(totals).queryByText(/Доход/)).not.toBeInTheDocument();
  });

  it('offers a reader no changes at all', async () => {
    renderPage({ level: 'read' });
    await screen.findByText('Пётр');
    expect(screen.queryByRole('button', { name: 'Добавить' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Удалить' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /выбрать/i })).not.toBeInTheDocument();
  });

  it('says what to do when the table is empty', async () => {
    server.use(http.get('/api/goods/purchase/list', () => HttpResponse.json({ rows: [], total: 0, totals: {} })));
    renderPage();
    expect(await screen.findByText('Товаров пока нет: добавьте первый кнопкой «Добавить»')).toBeInTheDocument();
  });

  it('creates rows: roubles go as kopecks, with an operation id, and the answer is the toast', async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.post('/api/goods/purchase/create', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ message: 'Создано записей: 2', rows: [] });
      }),
    );
    const { user } = renderPage({ columns: { ...allWrite, percentClient: 'read' } });
    await user.click(await screen.findByRole('button', { name: 'Добавить' }));
    const dialog = screen.getByRole('dialog', { name: 'Новая запись: Товары клиентов' });
    expect(within(dialog).getByLabelText('Процент с клиента')).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Телефон клиента'), '8 912 345-67-89');
    await user.type(within(dialog).getByLabelText('Название товара'), 'Куртка');
    await user.type(within(dialog).getByLabelText('Стоимость сайт'), '1 500,50');
    await user.type(within(dialog).getByLabelText('Предоплата'), '500');
    await user.clear(within(dialog).getByLabelText('Количество записей'));
    await user.type(within(dialog).getByLabelText('Количество записей'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));

    expect(await screen.findByText('Создано записей: 2')).toBeInTheDocument();
    expect(sent).toEqual({
      operationId: expect.stringMatching(uuid),
      quantity: 2,
      row: {
        fromName: '+79123456789',
        dispatchPVZ: 1,
        productName: 'Куртка',
        priceSite: 150050,
        prepayment: 50000,
        prepaid: false,
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the form and what was typed when the gateway refuses, in its words', async () => {
    server.use(
      http.post('/api/goods/purchase/create', () =>
        HttpResponse.json({ error: messages.marketplaceRequired, code: 'BUSINESS_RULE' }, { status: 422 }),
      ),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Добавить' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Телефон клиента'), '+79123456789');
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messages.marketplaceRequired);
    expect(within(dialog).getByLabelText('Телефон клиента')).toHaveValue('+79123456789');
  });

  it("fills the client's full phone, name and point from the last digits, and shows the cell", async () => {
    server.use(
      http.get('/api/goods/purchase/phone-lookup', ({ request }) =>
        new URL(request.url).searchParams.get('digits') === '6789'
          ? HttpResponse.json({ phones: ['+79123456789'], pointId: 2, severalPoints: false, cell: 42, name: 'Ольга' })
          : HttpResponse.json({ phones: [], pointId: null, severalPoints: false, cell: null }),
      ),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Добавить' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Телефон клиента'), '6789{Enter}');

    await waitFor(() => expect(within(dialog).getByLabelText('Телефон клиента')).toHaveValue('+79123456789'));
    expect(within(dialog).getByText('Ячейка клиента: 42')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Отправка в ПВЗ' })).toHaveTextContent('ПВЗ_2');
    expect(within(dialog).getByLabelText('Имя')).toHaveValue('Ольга');
  });

  it('offers the numbers to choose from when the digits fit several, and warns of a client on several points', async () => {
    server.use(
      http.get('/api/goods/purchase/phone-lookup', ({ request }) =>
        new URL(request.url).searchParams.get('digits') === '1111'
          ? HttpResponse.json({
              phones: ['+79120001111', '+79990001111'],
              pointId: null,
              severalPoints: false,
              cell: null,
            })
          : HttpResponse.json({ phones: ['+79990001111'], pointId: null, severalPoints: true, cell: null }),
      ),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Добавить' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Телефон клиента'), '1111');
    await user.tab();

    expect(await within(dialog).findByText(messages.severalPhones)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '+79990001111' }));
    expect(await within(dialog).findByText(messages.clientOnSeveralPoints)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Телефон клиента')).toHaveValue('+79990001111');
  });

  it("shows the gateway's quote of exactly the current inputs, with the percentage and marketplace it found", async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Добавить' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByLabelText('Ссылка на товар'));
    await user.paste('https://www.ozon.ru/product/1');
    await user.type(within(dialog).getByLabelText('Стоимость сайт'), '1000');

    await waitFor(() => expect(within(dialog).getByLabelText('Процент с клиента')).toHaveValue('7,5'));
    expect(within(dialog).getByRole('combobox', { name: 'Маркетплейс' })).toHaveTextContent('Ozon');
    const preview = within(dialog).getByRole('status', { name: 'Предварительный расчёт' });
    expect(preview).toHaveTextContent('Сумма с клиента: 1 075 ₽');
    expect(preview).toHaveTextContent('Доход: 75 ₽');
    // asked as the save sends it: what the user did not set is left to the gateway
    expect(quotes.at(-1)).toEqual({
      row: { dispatchPVZ: 1, productLink: 'https://www.ozon.ru/product/1', priceSite: 1000_00 },
    });

    // a change shows no sum of the old inputs while the gateway is asked
    await user.type(within(dialog).getByLabelText('Стоимость сайт'), '0');
    expect(preview).toHaveTextContent('Считаем…');
    expect(preview).not.toHaveTextContent('1 075');
    await waitFor(() => expect(preview).toHaveTextContent('Сумма с клиента: 10 750 ₽'));

    // another link: its marketplace and percentage are found again
    await user.clear(within(dialog).getByLabelText('Ссылка на товар'));
    await user.paste('https://www.wildberries.ru/catalog/2');
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Маркетплейс' })).toHaveTextContent('Wildberries'),
    );
    expect(within(dialog).getByLabelText('Процент с клиента')).toHaveValue('5');

    // a percentage typed by the user is the one quoted (and saved)
    await user.clear(within(dialog).getByLabelText('Процент с клиента'));
    await user.type(within(dialog).getByLabelText('Процент с клиента'), '3');
    await waitFor(() => expect(preview).toHaveTextContent('Сумма с клиента: 10 300 ₽'));
    expect(quotes.at(-1)?.row.percentClient).toBe(3);
  });

  it("shows the gateway's refusal of an input instead of sums", async () => {
    server.use(
      http.post('/api/goods/purchase/quote', () =>
        HttpResponse.json({ error: messages.marketplaceUnknown, code: 'NOT_FOUND' }, { status: 404 }),
      ),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Добавить' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Стоимость сайт'), '1000');
    const preview = within(dialog).getByRole('status', { name: 'Предварительный расчёт' });
    await waitFor(() => expect(preview).toHaveTextContent(messages.marketplaceUnknown));
    expect(preview).not.toHaveTextContent('Сумма с клиента');
  });

  it('deletes the ticked rows only after confirmation', async () => {
    const deleted: unknown[] = [];
    server.use(
      http.post('/api/goods/purchase/delete', async ({ request }) => {
        deleted.push(await request.json());
        return HttpResponse.json({ message: 'Удалено записей: 2', count: 2 });
      }),
    );
    const { user } = renderPage();
    await screen.findByText('Пётр');
    expect(screen.getByRole('button', { name: 'Удалить' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /выбрать все/i }));
    await user.click(screen.getByRole('button', { name: 'Удалить' }));
    const dialog = screen.getByRole('dialog', { name: 'Удалить записей: 2?' });
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Удалить' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Удалено записей: 2')).toBeInTheDocument();
    expect(deleted).toEqual([{ operationId: expect.stringMatching(uuid), ids: [11, 12] }]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Удалить' })).toBeDisabled());
  });

  it('marks a ticked row as at the point and says which cell it got', async () => {
    server.use(
      http.post('/api/goods/purchase/to-point', () =>
        HttpResponse.json({ message: 'Принято на ПВЗ: 1', rows: [], cells: [{ id: 12, cell: 5 }] }),
      ),
    );
    const { user } = renderPage();
    const row = (await screen.findByText('Пётр')).closest('[role="row"]') as HTMLElement;
    await user.click(within(row).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'На ПВЗ' }));
    expect(await screen.findByText('Принято на ПВЗ: 1. № 12 — ячейка 5')).toBeInTheDocument();
  });

  it('changes a ticked row: only what was changed is sent', async () => {
    let sent: unknown;
    server.use(
      http.post('/api/goods/purchase/edit', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'Запись изменена', row: rows[0] });
      }),
    );
    const { user } = renderPage();
    const row = (await screen.findByText('Иван')).closest('[role="row"]') as HTMLElement;
    await user.click(within(row).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Изменить' }));
    const dialog = screen.getByRole('dialog', { name: 'Запись 11: изменить' });
    expect(within(dialog).getByLabelText('Стоимость сайт')).toHaveValue('2500');
    expect(within(dialog).queryByLabelText('Количество записей')).not.toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Предоплата'));
    await user.type(within(dialog).getByLabelText('Предоплата'), '300');
    await user.click(within(dialog).getByRole('combobox', { name: 'Аккаунт заказа' }));
    await user.click(screen.getByRole('option', { name: 'Ozon-аккаунт 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Запись изменена')).toBeInTheDocument();
    expect(sent).toEqual({
      operationId: expect.stringMatching(uuid),
      id: 11,
      row: { prepayment: 30000, orderAccount: 6 },
    });
  });

  it('exports every matching row, page after page, with the progress shown', async () => {
    let releaseLastPage: () => void = () => undefined;
    const lastPage = new Promise<void>((resolve) => {
      releaseLastPage = resolve;
    });
    server.use(
      http.get('/api/goods/purchase/list', async ({ request }) => {
        const query = new URL(request.url).searchParams;
        listQueries.push(query);
        if (query.get('pageSize') !== '500') return HttpResponse.json({ rows, total: 600, totals: {} });
        const page = Number(query.get('page'));
        if (page === 1) await lastPage;
        const count = page === 0 ? 500 : 100;
        return HttpResponse.json({
          rows: Array.from({ length: count }, (_, index) => purchase(page * 500 + index + 1)),
          total: 600,
          totals: {},
        });
      }),
    );
    const { user } = renderPage();
    await screen.findByText('Пётр');
    await user.type(screen.getByRole('searchbox'), 'Иван');
    await waitFor(() => expect(lastQuery()).toMatchObject({ q: 'Иван' }));
    await user.click(screen.getByRole('button', { name: 'Скачать xlsx' }));

    expect(await screen.findByText('Выгружено 500 из 600')).toBeInTheDocument();
    releaseLastPage();
    await waitFor(() => expect(exportToXlsx).toHaveBeenCalled());
    expect(
      listQueries.filter((query) => query.get('pageSize') === '500').map((query) => Object.fromEntries(query)),
    ).toEqual([
      { pvzId: '1', view: 'work', q: 'Иван', page: '0', pageSize: '500' },
      { pvzId: '1', view: 'work', q: 'Иван', page: '1', pageSize: '500' },
    ]);
    const [fileName, columns, exported] = jest.mocked(exportToXlsx).mock.calls[0] ?? [];
    expect(fileName).toBe('Товары клиентов — ПВЗ_1');
    expect(exported).toHaveLength(600);
    const header = (columns ?? []).map((column) => column.header);
    expect(exported?.[0]?.[header.indexOf('Стоимость сайт')]).toBe(2500);
    expect(exported?.[0]?.[header.indexOf('Статус')]).toBe('На ПВЗ');
    expect(exported?.[0]?.[header.indexOf('Доставлено на ПВЗ')]).toBe('21.11.2026, 11:30');
    await waitFor(() => expect(screen.queryByText(/Выгружено/)).not.toBeInTheDocument());
  });
});
