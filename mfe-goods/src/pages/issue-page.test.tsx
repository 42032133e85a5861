import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { playError, playSuccess } from '@pvz/scanning/feedback';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import IssuePage from './issue-page';

jest.mock('@pvz/scanning/feedback', () => ({ playSuccess: jest.fn(), playError: jest.fn(), speak: jest.fn() }));

installMswServer();

const phone = '+79123456789';
const row = (id: number, productName: string, status: string, amountFromClient: number) => ({
  id,
  kind: 'purchase',
  status,
  oldId: null,
  createdAt: '2026-11-20T09:00:00Z',
  createdBy: 'manager',
  updatedAt: '2026-11-21T08:30:00Z',
  updatedBy: 'operator',
  cell: 17,
  fromName: phone,
  productName,
  amountFromClient,
});
const shoes = row(11, 'Кроссовки', 'at-point', 275_000);
const hat = row(12, 'Шапка', 'at-point', 50_000);
const coat = row(13, 'Пальто', 'at-sorting-center', 900_000);

let waiting = [shoes, hat];
let issued: unknown[] = [];

beforeEach(() => {
  waiting = [shoes, hat];
  issued = [];
  jest.mocked(playSuccess).mockClear();
  jest.mocked(playError).mockClear();
  server.use(
    http.get('/api/goods/client-parcels', ({ request }) => {
      const query = new URL(request.url).searchParams;
      if (query.get('pvzId') !== '1' || query.get('phone') !== phone) return HttpResponse.json({}, { status: 400 });
      return HttpResponse.json({
        rows: [...waiting, coat],
        cell: 17,
        toCollect: { cash: 325_000, online: 325_000 },
        dues: waiting.map((parcel) => ({
          id: parcel.id,
          cash: parcel.amountFromClient,
          online: parcel.amountFromClient,
        })),
        refusalFee: 10_000,
      });
    }),
    http.post('/api/goods/issue', async ({ request }) => {
      const body = (await request.json()) as { ids: number[]; outcome: string };
      issued.push(body);
      waiting = waiting.filter((parcel) => !body.ids.includes(parcel.id));
      return HttpResponse.json({
        message: body.outcome === 'cash' ? 'Заказ выдан' : 'Отказ проведён',
        collected: { cash: body.outcome === 'cash' ? 280_000 : 0, online: 0 },
        freedCell: waiting.length === 0 ? 17 : null,
        rows: [],
      });
    }),
  );
});

function renderPage() {
  return renderWithProviders(null, {
    at: `/spreadsheets/our-ransom/1/${encodeURIComponent(phone)}/17`,
    routes: [
      { path: '/spreadsheets/our-ransom/:pvz/:fromName/:cell', element: <IssuePage /> },
      { path: '/spreadsheets/our-ransom/:pvz', element: <p>Товары ПВЗ</p> },
    ],
  });
}

async function scan(user: ReturnType<typeof renderPage>['user'], code: string) {
  await user.type(screen.getByRole('textbox', { name: 'Штрихкод или QR-код' }), `${code}{Enter}`);
}

describe('issue page', () => {
  it("lists the client's parcels, the cell and what to collect", async () => {
    renderPage();
    const inCell = await screen.findByRole('list', { name: 'Товары в ячейке' });
    expect(within(inCell).getByText('Кроссовки')).toBeInTheDocument();
    expect(within(inCell).getByText('Шапка')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Товары в пути' })).getByText('Пальто')).toBeInTheDocument();
    expect(screen.getByLabelText('Ячейка')).toHaveTextContent('17');
    expect(screen.getByText(/К оплате наличными: 3\s250\s₽/)).toBeInTheDocument();
    expect(screen.getByText(/Плата за отказ: 100\s₽/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Оплата наличными' })).toBeDisabled();
  });

  it('shows no sums to a user the server gives none (their money columns are hidden)', async () => {
    server.use(
      http.get('/api/goods/client-parcels', () =>
        HttpResponse.json({ rows: [{ ...shoes, amountFromClient: undefined }], cell: 17 }),
      ),
    );
    renderPage();
    expect(await screen.findByText('Кроссовки')).toBeInTheDocument();
    expect(screen.queryByText(/К оплате наличными/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Плата за отказ/)).not.toBeInTheDocument();
    expect(screen.queryByText(/₽/)).not.toBeInTheDocument();
  });

  it('ticks a scanned parcel with the success sound', async () => {
    const { user } = renderPage();
    await screen.findByText('Кроссовки');
    await scan(user, 'https://pvz.example/spreadsheets/record/1/11');
    expect(screen.getByRole('checkbox', { name: 'Кроссовки, 1/11' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Шапка, 1/12' })).not.toBeChecked();
    expect(playSuccess).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Отмечено: 1 из 2')).toBeInTheDocument();
    // the sum is now the picked parcel's alone
    expect(screen.getByText(/К оплате наличными: 2\s750\s₽/)).toBeInTheDocument();
  });

  it('groups identical parcels in one line: a scan ticks one of them, a click all of them', async () => {
    const mugs = [21, 22, 23].map((id) => row(id, 'Кружка', 'at-point', 20_000));
    waiting = [shoes, ...mugs];
    const { user } = renderPage();
    const group = await screen.findByRole('checkbox', { name: 'Кружка, 3 шт.' });
    expect(screen.getByText('Кружка — 3 шт.')).toBeInTheDocument();
    expect(screen.getByText(/1\/21, 1\/22, 1\/23 · по 200 ₽ · отмечено 0 из 3/)).toBeInTheDocument();
    await scan(user, '1/22');
    expect(group).toHaveAttribute('data-indeterminate', 'true');
    expect(screen.getByText(/отмечено 1 из 3/)).toBeInTheDocument();
    await user.click(screen.getByText('Кружка — 3 шт.'));
    expect(group).toBeChecked();
    expect(screen.getByText('Отмечено: 3 из 4')).toBeInTheDocument();
    await user.click(screen.getByText('Кружка — 3 шт.'));
    expect(group).not.toBeChecked();
  });

  it('never groups parcels without a product name: nobody can tell they are alike', async () => {
    waiting = [row(31, '', 'at-point', 20_000), row(32, '', 'at-point', 20_000)];
    renderPage();
    expect(await screen.findByRole('checkbox', { name: 'Товар 31, 1/31' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Товар 32, 1/32' })).toBeInTheDocument();
  });

  it('keeps a label scanned before the parcels came, and ticks it when they do', async () => {
    let answer: (() => void) | undefined;
    const arrived = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get('/api/goods/client-parcels', async () => {
        await arrived;
        return HttpResponse.json({ rows: [shoes, hat], cell: 17, toCollect: { cash: 0, online: 0 }, dues: [] });
      }),
    );
    const { user } = renderPage();
    await scan(user, '1/12');
    answer?.();
    expect(await screen.findByRole('checkbox', { name: 'Шапка, 1/12' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Кроссовки, 1/11' })).not.toBeChecked();
  });

  it("refuses another client's parcel with the error sound", async () => {
    const { user } = renderPage();
    await screen.findByText('Кроссовки');
    await scan(user, '1/99');
    // the big red panel of acceptance, not a toast
    expect(await screen.findByRole('alert')).toHaveTextContent('Это товар другого клиента');
    expect(playError).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Отмечено: 0 из 2')).toBeInTheDocument();
    // the next good scan clears it
    await scan(user, '1/11');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens with the parcel whose label opened it picked, the client named, pieces counted', async () => {
    server.use(
      http.get('/api/goods/client-parcels', () =>
        HttpResponse.json({
          rows: [
            { ...shoes, name: 'Анна' },
            { ...hat, itemsCount: 20 },
          ],
          cell: 17,
          toCollect: { cash: 325_000, online: 325_000 },
          dues: [],
          refusalFee: 10_000,
        }),
      ),
    );
    renderWithProviders(null, {
      at: { pathname: `/spreadsheets/our-ransom/1/${encodeURIComponent(phone)}/17`, state: { pick: 12 } },
      routes: [{ path: '/spreadsheets/our-ransom/:pvz/:fromName/:cell', element: <IssuePage /> }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: `Выдача: Анна, ${phone}` })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Шапка × 20, 1/12' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Кроссовки, 1/11' })).not.toBeChecked();
  });

  it('hands over the picked parcels for cash and shows the answer', async () => {
    const { user } = renderPage();
    await screen.findByText('Кроссовки');
    await scan(user, '1/11');
    await user.click(screen.getByRole('button', { name: 'Оплата наличными' }));

    expect(await screen.findByLabelText('Итого за визит')).toHaveTextContent(
      /^Итого за визит: наличными 2\s800\s₽, онлайн 0\s₽$/,
    );
    expect(issued).toEqual([
      { operationId: expect.stringMatching(/^[0-9a-f-]{36}$/), pvzId: 1, ids: [11], outcome: 'cash' },
    ]);
    // the list is asked again: the handed-over parcel has left it
    await waitFor(() => expect(screen.queryByText('Кроссовки')).not.toBeInTheDocument());
    expect(screen.getByText('Шапка')).toBeInTheDocument();
  });

  it('hands over every picked parcel with Enter, then counts the change, the focus back in the scan field', async () => {
    const { user } = renderPage();
    await screen.findByText('Кроссовки');
    const scanField = screen.getByRole('textbox', { name: 'Штрихкод или QR-код' });
    expect(scanField).toHaveFocus();
    // a partial pick: Enter is not yet the hand-over
    await scan(user, '1/11');
    await user.keyboard('{Enter}');
    expect(issued).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Отметить все' }));
    expect(scanField).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Оплата наличными' })).toHaveAttribute('aria-keyshortcuts', 'F2 Enter');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Ячейка 17 освобождена')).toBeInTheDocument();
    expect(issued).toEqual([expect.objectContaining({ ids: [11, 12], outcome: 'cash' })]);
    expect(scanField).toHaveFocus();

    await user.type(screen.getByRole('textbox', { name: 'Клиент дал, ₽' }), '5000');
    expect(screen.getByRole('status')).toHaveTextContent(/^Сдача: 2\s200\s₽$/);
  });

  it('takes an outcome by its key, and asks first naming the sum', async () => {
    const { user } = renderPage();
    await screen.findByText('Кроссовки');
    await scan(user, '1/11');
    await user.keyboard('{F3}');
    const dialog = screen.getByRole('dialog', { name: 'Клиент оплатил онлайн?' });
    expect(dialog).toHaveTextContent(/Проверьте поступление оплаты: 2\s750\s₽\./);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(issued).toEqual([expect.objectContaining({ ids: [11], outcome: 'online' })]));
  });

  it('asks before a refusal and sends nothing when cancelled', async () => {
    const { user } = renderPage();
    await screen.findByText('Кроссовки');
    await scan(user, '1/12');
    await user.click(screen.getByRole('button', { name: 'Отказ брак' }));
    const dialog = screen.getByRole('dialog', { name: 'Оформить отказ?' });
    expect(dialog).toHaveTextContent('Отказ брак, товаров: 1. Клиент ничего не платит.');
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(issued).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Отказ брак' }));
    await user.keyboard('{Enter}');
    expect((await screen.findAllByText(/Отказ проведён/)).length).toBeGreaterThan(0);
    expect(issued).toEqual([expect.objectContaining({ ids: [12], outcome: 'defect' })]);
  });

  it('asks whether the client has paid online', async () => {
    const { user } = renderPage();
    await screen.findByText('Кроссовки');
    await scan(user, '1/11');
    await user.click(screen.getByRole('button', { name: 'Оплачено онлайн' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Клиент оплатил онлайн?' })).getByRole('button', {
        name: 'Да, оплачено',
      }),
    );
    await waitFor(() => expect(issued).toEqual([expect.objectContaining({ ids: [11], outcome: 'online' })]));
  });
});
