import { staffSignedIn } from '@pvz/api-client/session/session-slice';
import { createAppStore } from '@pvz/api-client/store';
import type { SaasSummary } from '@pvz/contracts/api/licensees';
import { moscowDay } from '@pvz/contracts/moscow-time';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { catchXlsxDownload } from '@pvz/test-utils/xlsx-download';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import SaasSummaryPage from './saas-summary-page';

installMswServer();

const thisYear = Number(moscowDay().slice(0, 4));

/** The gateway's answer for a year: all twelve months, a licensee only in the months it was invoiced. */
function summaryOf(year: number): SaasSummary {
  const invoiced: Record<number, { byLicensee: Record<string, number>; parcels: number }> = {
    1: { byLicensee: { 4: 15_030_00, 7: 20_000_50 }, parcels: 13 },
    2: { byLicensee: { 4: 15_100_00 }, parcels: 10 },
  };
  const months = Array.from({ length: 12 }, (_, index) => {
    const { byLicensee = {}, parcels = 0 } = invoiced[index + 1] ?? {};
    return {
      month: `${year}-${String(index + 1).padStart(2, '0')}-01`,
      byLicensee,
      parcels,
      total: Object.values(byLicensee).reduce((sum, amount) => sum + amount, 0),
    };
  });
  return {
    licensees: [
      { id: 4, name: 'Сеть «Восток»' },
      { id: 7, name: 'Сеть «Запад»' },
    ],
    months,
    total: months.reduce((sum, month) => sum + month.total, 0),
  };
}

let askedYears: number[];

beforeEach(() => {
  askedYears = [];
  server.use(
    http.get('/api/summary-tables/saas', ({ request }) => {
      const year = Number(new URL(request.url).searchParams.get('year'));
      askedYears.push(year);
      return HttpResponse.json(summaryOf(year));
    }),
  );
});

function renderPage() {
  const store = createAppStore();
  store.dispatch(
    staffSignedIn({
      user: { id: 1, username: 'admin', role: 'ADMIN', roleName: 'Директор' },
      access: { pages: { 'licensee-saas-summary': 'read' }, columns: {} },
      scope: { allPoints: true, pointIds: [], sortingCenterId: null, homePointId: null },
      session: { expiresAt: new Date(Date.now() + 3600_000).toISOString(), endsAt: null, listKey: 'a2V5' },
    }),
  );
  return renderWithProviders(null, {
    store,
    at: '/summary-tables/saas',
    routes: [{ path: '/summary-tables/saas', element: <SaasSummaryPage /> }],
  });
}

/** The texts of a grid row's cells, found by its month. */
const rowOf = async (month: RegExp) =>
  within((await screen.findByRole('gridcell', { name: month })).closest('[role="row"]') as HTMLElement)
    .getAllByRole('gridcell')
    .map((cell) => cell.textContent);

describe('«Сводная: лицензиаты»', () => {
  it('shows each month of the year by licensee, with the parcels and the month’s total', async () => {
    renderPage();
    expect(await screen.findByRole('columnheader', { name: 'Сеть «Восток»' })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Сеть «Запад»' })).toBeVisible();
    expect(askedYears).toEqual([thisYear]);
    expect(await rowOf(/^январь/)).toEqual([
      `январь ${thisYear} г.`,
      expect.stringMatching(/^15\s030\s₽$/),
      expect.stringMatching(/^20\s000,50\s₽$/),
      '13',
      expect.stringMatching(/^35\s030,50\s₽$/),
    ]);
    // a licensee not invoiced in a month is 0 there
    expect(await rowOf(/^февраль/)).toEqual([
      `февраль ${thisYear} г.`,
      expect.stringMatching(/^15\s100\s₽$/),
      expect.stringMatching(/^0\s₽$/),
      '10',
      expect.stringMatching(/^15\s100\s₽$/),
    ]);
    expect(screen.getAllByRole('row')).toHaveLength(1 + 12);
    expect(screen.getByRole('region', { name: 'График по месяцам' })).toBeInTheDocument();
  });

  it('asks for the year picked', async () => {
    const { user } = renderPage();
    await screen.findByRole('columnheader', { name: 'Сеть «Восток»' });
    await user.click(screen.getByRole('combobox', { name: 'Год' }));
    await user.click(screen.getByRole('option', { name: String(thisYear - 1) }));
    await waitFor(() => expect(askedYears).toEqual([thisYear, thisYear - 1]));
    expect(await rowOf(/^январь/)).toContain(`январь ${thisYear - 1} г.`);
  });

  it('exports the year as xlsx with an «Итого» row of each licensee, the parcels and the total', async () => {
    const download = catchXlsxDownload();
    const { user } = renderPage();
    await screen.findByRole('columnheader', { name: 'Сеть «Восток»' });
    await user.click(screen.getByRole('button', { name: 'Скачать xlsx' }));
    await waitFor(() => expect(download.saved()).toBeDefined());
    expect(download.fileName()).toBe(`Сводная: лицензиаты ${thisYear}.xlsx`);

    const rows = await download.sheetRows();
    expect(rows[0]).toEqual(['Месяц', 'Сеть «Восток»', 'Сеть «Запад»', 'Посылок', 'Всего']);
    expect(rows.slice(1, 4)).toEqual([
      [`январь ${thisYear} г.`, 15_030, 20_000.5, 13, 35_030.5],
      [`февраль ${thisYear} г.`, 15_100, 0, 10, 15_100],
      [`март ${thisYear} г.`, 0, 0, 0, 0],
    ]);
    expect(rows).toHaveLength(1 + 12 + 1);
    expect(rows.at(-1)).toEqual(['Итого', 30_130, 20_000.5, 23, 50_130.5]);
  });
});
