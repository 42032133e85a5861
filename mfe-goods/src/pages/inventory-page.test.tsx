import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { playError, playSuccess, speak } from '@pvz/scanning/feedback';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { PointInventoryPage } from './inventory-page';

jest.mock('@pvz/scanning/feedback', () => ({ playSuccess: jest.fn(), playError: jest.fn(), speak: jest.fn() }));

installMswServer();

const totals = (missing: number, another: number) => ({
  another: { count: another, sum: another * 90000 },
  issued: { count: 0, sum: 0 },
  missing: { count: missing, sum: missing * 70000 },
  neverAccepted: { count: 0, sum: 0 },
});
const row = (goodsId: number, point: string) => ({
  goodsId,
  kind: 'purchase',
  status: 'at-point',
  phone: '+79120000102',
  product: 'Кроссовки',
  cell: 4,
  amount: goodsId === 7 ? 70000 : 90000,
  point,
});
const report = {
  id: 31,
  scope: 'point',
  createdAt: '2026-11-21T10:00:00Z',
  author: 'counter',
  point: { id: 1, name: 'ПВЗ_1' },
  scanned: 2,
  found: 1,
  unknownCount: 0,
  totals: totals(1, 1),
  lists: { another: [row(9, 'ПВЗ_2')], issued: [], missing: [row(7, 'ПВЗ_1')], neverAccepted: [] },
  unknownCodes: [],
};
const { lists: _, unknownCodes: __, ...summary } = report;

let checks: unknown[] = [];
let checkAnswer: () => Response;

beforeEach(() => {
  localStorage.clear();
  checks = [];
  checkAnswer = () => HttpResponse.json({ message: 'Инвентаризация проверена, отчёт сохранён', report });
  jest.mocked(playSuccess).mockClear();
  jest.mocked(playError).mockClear();
  jest.mocked(speak).mockClear();
  let saved = false;
  server.use(
    http.get('/api/reference/choices', () =>
      HttpResponse.json({ points: [{ id: 1, name: 'ПВЗ_1' }], sortingCenters: [], marketplaces: [] }),
    ),
    http.get('/api/goods/inventory/point/reports', () =>
      HttpResponse.json(saved ? { rows: [summary], total: 1 } : { rows: [], total: 0 }),
    ),
    http.post('/api/goods/inventory/point/check', async ({ request }) => {
      checks.push(await request.json());
      const answer = checkAnswer();
      saved = answer.status === 200;
      return answer;
    }),
  );
});

async function renderPage() {
  const rendered = renderWithProviders(null, {
    at: '/spreadsheets/inventory',
    routes: [{ path: '/spreadsheets/inventory', element: <PointInventoryPage /> }],
  });
  await waitFor(() => expect(rendered.router.state.location.search).toBe('?pvz=1'));
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Штрихкод или QR-код' })).toBeEnabled());
  return rendered;
}

async function typeScan(user: Awaited<ReturnType<typeof renderPage>>['user'], code: string) {
  await user.type(screen.getByRole('textbox', { name: 'Штрихкод или QR-код' }), `${code}{Enter}`);
}

describe('inventory page', () => {
  it('counts each item once, refuses what is not an item label, and keeps the scans over a remount', async () => {
    const first = await renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Инвентаризация ПВЗ');
    await typeScan(first.user, 'https://pvz.example/spreadsheets/record/1/7');
    await typeScan(first.user, '2/8');
    expect(playSuccess).toHaveBeenCalledTimes(2);
    // the same item in its short form
    await typeScan(first.user, '1/7');
    expect(await screen.findByText('Уже отсканирован: 1/7')).toBeInTheDocument();
    expect(speak).toHaveBeenCalledWith('Уже отсканирован');
    await typeScan(first.user, 'https://pvz.example/box/1/5');
    expect(await screen.findByText(/Это не этикетка товара/)).toBeInTheDocument();
    expect(playError).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Отсканировано: 2')).toBeInTheDocument();
    first.unmount();

    await renderPage();
    expect(screen.getByText('Отсканировано: 2')).toBeInTheDocument();
    const scanned = screen.getByRole('table', { name: 'Отсканированные товары' });
    expect(within(scanned).getByText('2/8')).toBeInTheDocument();
    expect(within(scanned).getByText('https://pvz.example/spreadsheets/record/1/7')).toBeInTheDocument();
  });

  it('checks the count: shows the lists with counts and sums, lists the report and starts the next count empty', async () => {
    const { user } = await renderPage();
    await typeScan(user, '1/7');
    await typeScan(user, '1/9');
    await user.click(screen.getByRole('button', { name: 'Проверить' }));

    const lists = await screen.findByRole('tablist', { name: 'Списки отчёта' });
    expect(within(lists).getByRole('tab', { name: 'Не хватает (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(within(lists).getByRole('tab', { name: 'Чужой ПВЗ (1)' })).toBeInTheDocument();
    expect(screen.getByTestId('inventory-list-total')).toHaveTextContent(/Не хватает: 1 шт\. на сумму 700\s₽/);
    expect(await screen.findByText('Кроссовки')).toBeInTheDocument();
    await user.click(within(lists).getByRole('tab', { name: 'Чужой ПВЗ (1)' }));
    expect(await screen.findByText('ПВЗ_2')).toBeInTheDocument();

    expect(checks).toEqual([
      { operationId: expect.stringMatching(/^[0-9a-f-]{36}$/), pvzId: 1, codes: ['1/7', '1/9'] },
    ]);
    expect(screen.getByText('Отсканировано: 0')).toBeInTheDocument();
    expect(localStorage.length).toBe(0);
    const reports = screen.getByRole('grid', { name: 'Отчёты инвентаризации' });
    expect(await within(reports).findByText('counter')).toBeInTheDocument();
  });

  it('keeps the scans when the check fails, and sends them again with the same operation id', async () => {
    checkAnswer = () => HttpResponse.json({ error: 'Внутренняя ошибка сервера', code: 'INTERNAL' }, { status: 500 });
    const { user } = await renderPage();
    await typeScan(user, '1/7');
    await user.click(screen.getByRole('button', { name: 'Проверить' }));
    expect(await screen.findByText('Внутренняя ошибка сервера')).toBeInTheDocument();
    expect(screen.getByText('Отсканировано: 1')).toBeInTheDocument();

    checkAnswer = () => HttpResponse.json({ message: 'Инвентаризация проверена, отчёт сохранён', report });
    await user.click(screen.getByRole('button', { name: 'Проверить' }));
    await screen.findByRole('tablist', { name: 'Списки отчёта' });
    const [failed, retried] = checks as { operationId: string }[];
    expect(retried?.operationId).toBe(failed?.operationId);
  });

  it('starts again only after confirmation', async () => {
    const { user } = await renderPage();
    await typeScan(user, '1/7');
    await user.click(screen.getByRole('button', { name: 'Начать заново' }));
    const dialog = await screen.findByRole('dialog', { name: 'Начать заново?' });
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Отсканировано: 1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Начать заново' }));
    const again = await screen.findByRole('dialog', { name: 'Начать заново?' });
    await user.click(within(again).getByRole('button', { name: 'Начать заново' }));
    await waitFor(() => expect(screen.getByText('Отсканировано: 0')).toBeInTheDocument());
    expect(localStorage.length).toBe(0);
  });
});
