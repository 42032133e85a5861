import { staffSignedIn } from '@pvz/api-client/session/session-slice';
import { createAppStore } from '@pvz/api-client/store';
import type { DeliveryCalendar } from '@pvz/contracts/api/service-rows';
import { monthStartOf, moscowDay } from '@pvz/contracts/moscow-time';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { catchXlsxDownload } from '@pvz/test-utils/xlsx-download';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import DeliverySummaryPage from './delivery-summary-page';

installMswServer();

/** A month's sums by day (kopecks), from the days that have any. */
const days = (sums: Record<number, number>) => Array.from({ length: 30 }, (_, index) => sums[index + 1] ?? 0);

// November 2026: the 1st is a Sunday, so the weeks are 1 | 2–8 | 9–15 | 16–22 | 23–29 | 30
const calendar: DeliveryCalendar = {
  month: '2026-11-01',
  days: 30,
  customers: [
    {
      name: 'Анна',
      phone: '+79130000001',
      delivery: { fee: days({ 2: 150_00, 3: 50_00 }), value: days({ 2: 12_000_00, 3: 4_000_00 }) },
      sorting: { fee: days({ 1: 20_00, 2: 30_00 }), value: days({ 1: 1_500_00, 2: 2_500_00 }) },
    },
    {
      name: '',
      phone: '+79130000002',
      delivery: { fee: days({ 3: 100_50, 30: 200_00 }), value: days({ 3: 8_000_00, 30: 9_000_00 }) },
      sorting: { fee: days({}), value: days({}) },
    },
  ],
};

let askedMonths: string[];

beforeEach(() => {
  askedMonths = [];
  server.use(
    http.get('/api/delivery/rows/calendar', ({ request }) => {
      askedMonths.push(new URL(request.url).searchParams.get('month') ?? '');
      return HttpResponse.json(calendar);
    }),
  );
});

function renderPage() {
  const store = createAppStore();
  store.dispatch(
    staffSignedIn({
      user: { id: 5, username: 'manager', role: 'ADMINISTRATOR', roleName: 'Управляющий' },
      access: { pages: { 'delivery-summary': 'read' }, columns: {} },
      scope: { allPoints: true, pointIds: [], sortingCenterId: null, homePointId: null },
      session: { expiresAt: new Date(Date.now() + 3600_000).toISOString(), endsAt: null, listKey: 'a2V5' },
    }),
  );
  return renderWithProviders(null, {
    store,
    at: '/summary-tables/delivery',
    routes: [{ path: '/summary-tables/delivery', element: <DeliverySummaryPage /> }],
  });
}

/** The cells of a calendar's week row: the seven days, then the week's total. */
const weekCells = (section: HTMLElement, week: number) =>
  within(within(section).getAllByRole('row')[week + 1] as HTMLElement).getAllByRole('cell');

describe('«Сводная: доставка и сортировка»', () => {
  it('shows each customer’s month by paid day with the week and month totals, and all customers’ «Итого»', async () => {
    renderPage();
    const anna = await screen.findByRole('region', { name: 'Анна' });
    expect(askedMonths).toEqual([monthStartOf(moscowDay())]);
    expect(within(anna).getByRole('heading', { name: 'Анна · +79130000001' })).toBeVisible();
    expect(within(anna).getByText(/^За месяц: доставка 200\s₽, сортировка 50\s₽$/)).toBeVisible();
    // the 1st, a Sunday, is the first week alone
    expect(weekCells(anna, 0)[6]).toHaveTextContent(/^1С: 20\s₽$/);
    expect(weekCells(anna, 0)[7]).toHaveTextContent(/^С: 20\s₽$/);
    expect(weekCells(anna, 1)[0]).toHaveTextContent(/^2Д: 150\s₽С: 30\s₽$/);
    expect(weekCells(anna, 1)[7]).toHaveTextContent(/^Д: 200\s₽С: 30\s₽$/);
    expect(weekCells(anna, 2)[7]).toHaveTextContent(/^—$/);

    const nameless = screen.getByRole('region', { name: '+79130000002' });
    expect(within(nameless).getByRole('heading', { name: 'Без имени · +79130000002' })).toBeVisible();
    expect(weekCells(nameless, 5)[7]).toHaveTextContent(/^Д: 200\s₽$/);

    const total = screen.getByRole('region', { name: 'Итого' });
    expect(within(total).getByText(/^За месяц: доставка 500,50\s₽, сортировка 50\s₽$/)).toBeVisible();
    expect(weekCells(total, 1)[1]).toHaveTextContent(/^3Д: 150,50\s₽$/);
    expect(weekCells(total, 1)[7]).toHaveTextContent(/^Д: 300,50\s₽С: 30\s₽$/);
    expect(weekCells(total, 5)[7]).toHaveTextContent(/^Д: 200\s₽$/);
  });

  it('shows the goods’ values instead of the fees when asked', async () => {
    const { user } = renderPage();
    await screen.findByRole('region', { name: 'Анна' });
    await user.click(screen.getByRole('button', { name: 'Стоимость товаров' }));
    const total = screen.getByRole('region', { name: 'Итого' });
    expect(within(total).getByText(/^За месяц: доставка 33\s000\s₽, сортировка 4\s000\s₽$/)).toBeVisible();
    expect(weekCells(total, 1)[7]).toHaveTextContent(/^Д: 24\s000\s₽С: 2\s500\s₽$/);
  });

  it('asks for the month picked in the month picker', async () => {
    const { user } = renderPage();
    await screen.findByRole('region', { name: 'Анна' });
    const year = moscowDay().slice(0, 4);
    await user.click(screen.getByRole('button', { name: /^Выберите дату/ }));
    await user.click(await screen.findByRole('radio', { name: 'март' }));
    await waitFor(() => expect(askedMonths).toContain(`${year}-03-01`));
  });

  it('exports the calendars as xlsx: roubles as numbers by weekday, the week and month totals, «Итого»', async () => {
    const download = catchXlsxDownload();
    const { user } = renderPage();
    await screen.findByRole('region', { name: 'Анна' });
    await user.click(screen.getByRole('button', { name: 'Экспорт в xlsx' }));
    await waitFor(() => expect(download.saved()).toBeDefined());
    expect(download.fileName()).toBe('Сводная: доставка и сортировка ноябрь 2026.xlsx');

    const rows = await download.sheetRows();
    const empty = undefined;
    expect(rows[0]).toEqual([
      'Заказчик',
      'Телефон',
      'Неделя',
      'Услуга',
      'Пн',
      'Вт',
      'Ср',
      'Чт',
      'Пт',
      'Сб',
      'Вс',
      'Итого, ₽',
    ]);
    // six weeks of November, two actions each, then the month: 14 rows a calendar, three calendars
    expect(rows).toHaveLength(1 + 3 * 14);
    const anna = ['Анна', '+79130000001'];
    expect(rows.slice(1, 5)).toEqual([
      [...anna, '01.11', 'Доставка', empty, empty, empty, empty, empty, empty, 0, 0],
      [...anna, '01.11', 'Сортировка', empty, empty, empty, empty, empty, empty, 20, 20],
      [...anna, '02.11–08.11', 'Доставка', 150, 50, 0, 0, 0, 0, 0, 200],
      [...anna, '02.11–08.11', 'Сортировка', 30, 0, 0, 0, 0, 0, 0, 30],
    ]);
    expect(rows.slice(13, 15)).toEqual([
      [...anna, 'За месяц', 'Доставка', empty, empty, empty, empty, empty, empty, empty, 200],
      [...anna, 'За месяц', 'Сортировка', empty, empty, empty, empty, empty, empty, empty, 50],
    ]);
    expect(rows[15]).toEqual(['Без имени', '+79130000002', '01.11', 'Доставка', ...Array(6).fill(empty), 0, 0]);
    expect(rows.slice(29)).toEqual([
      ['Итого', empty, '01.11', 'Доставка', ...Array(6).fill(empty), 0, 0],
      ['Итого', empty, '01.11', 'Сортировка', ...Array(6).fill(empty), 20, 20],
      ['Итого', empty, '02.11–08.11', 'Доставка', 150, 150.5, 0, 0, 0, 0, 0, 300.5],
      ['Итого', empty, '02.11–08.11', 'Сортировка', 30, 0, 0, 0, 0, 0, 0, 30],
      ...['09.11–15.11', '16.11–22.11', '23.11–29.11'].flatMap((week) => [
        ['Итого', empty, week, 'Доставка', 0, 0, 0, 0, 0, 0, 0, 0],
        ['Итого', empty, week, 'Сортировка', 0, 0, 0, 0, 0, 0, 0, 0],
      ]),
      ['Итого', empty, '30.11', 'Доставка', 200, ...Array(6).fill(empty), 200],
      ['Итого', empty, '30.11', 'Сортировка', 0, ...Array(6).fill(empty), 0],
      ['Итого', empty, 'За месяц', 'Доставка', ...Array(7).fill(empty), 500.5],
      ['Итого', empty, 'За месяц', 'Сортировка', ...Array(7).fill(empty), 50],
    ]);
    // money in roubles with kopecks and grouped thousands
    const sheet = await download.firstSheet();
    expect(sheet?.getRow(4).getCell('E').numFmt).toBe('#,##0.00');
    expect(sheet?.getRow(43).getCell('L').numFmt).toBe('#,##0.00');
  });
});
