import { staffSignedIn } from '@pvz/api-client/session/session-slice';
import { createAppStore } from '@pvz/api-client/store';
import type { AdvanceSummary } from '@pvz/contracts/api/advance-summary';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import AdvanceSummaryPage from './advance-summary-page';

installMswServer();

const summary: AdvanceSummary = {
  rows: [
    { point: null, receipts: 100_000_00, expenses: 0, difference: 100_000_00 },
    { point: { id: 2, name: 'ПВЗ Альфа' }, receipts: 0, expenses: 12_000_00, difference: -12_000_00 },
  ],
  totals: { receipts: 100_000_00, expenses: 12_000_00, difference: 88_000_00 },
};

let asked: URLSearchParams[];

beforeEach(() => {
  asked = [];
  server.use(
    http.get('/api/advance-report/summary-tables', ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json(summary);
    }),
    http.get('/api/reference/choices', () =>
      HttpResponse.json({
        points: [],
        sortingCenters: [],
        marketplaces: [],
        orderAccounts: [],
        categories: [],
        companies: [
          { id: 4, name: 'W/O/Я start' },
          { id: 5, name: 'Darom.pro' },
        ],
      }),
    ),
  );
});

function renderPage(at: string) {
  const store = createAppStore();
  store.dispatch(
    staffSignedIn({
      user: { id: 1, username: 'admin', role: 'ADMIN', roleName: 'Директор' },
      access: { pages: { 'finance-advance-summary': 'read' }, columns: {} },
      scope: { allPoints: true, pointIds: [], sortingCenterId: null, homePointId: null },
      session: { expiresAt: new Date(Date.now() + 3600_000).toISOString(), endsAt: null, listKey: 'a2V5' },
    }),
  );
  return renderWithProviders(null, {
    store,
    at,
    routes: [{ path: '/advance-report/summary-tables', element: <AdvanceSummaryPage /> }],
  });
}

describe('«Сводные таблицы»', () => {
  it('shows each point’s receipts and expenses, and asks again for a company’s tab and for cashless', async () => {
    const { user } = renderPage('/advance-report/summary-tables');
    expect(await screen.findByText('ПВЗ Альфа')).toBeVisible();
    expect(screen.getByText('Без точки (офис)')).toBeVisible();
    expect(asked.at(-1)?.get('payment')).toBe('cash');
    expect(asked.at(-1)?.has('company')).toBe(false);

    await user.click(await screen.findByRole('tab', { name: 'Darom.pro' }));
    await waitFor(() => expect(asked.at(-1)?.get('company')).toBe('5'));
    await user.click(screen.getByRole('button', { name: 'Безнал' }));
    await waitFor(() => expect(asked.at(-1)?.get('payment')).toBe('cashless'));
    expect(asked.at(-1)?.get('company')).toBe('5');
  });

  it('opens on the company named in the address', async () => {
    renderPage('/advance-report/summary-tables?company=4');
    expect(await screen.findByRole('tab', { name: 'W/O/Я start', selected: true })).toBeVisible();
    await waitFor(() => expect(asked.at(-1)?.get('company')).toBe('4'));
  });
});
