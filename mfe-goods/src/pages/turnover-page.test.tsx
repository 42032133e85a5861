import { staffSignedIn } from '@pvz/api-client/session/session-slice';
import { createAppStore } from '@pvz/api-client/store';
import type { Turnover } from '@pvz/contracts/api/goods-lists';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import TurnoverPage from './turnover-page';

installMswServer();

const figures = {
  accepted: 5,
  issued: 2,
  issuedCash: 1000_00,
  issuedOnline: 2000_00,
  refused: 1,
  refusalFees: 100_00,
  atPoint: 2,
  atPointDue: 570_00,
  income: 400_00,
};

let queries: URLSearchParams[];

beforeEach(() => {
  queries = [];
  server.use(
    http.get('/api/reference/choices', () =>
      HttpResponse.json({
        points: [{ id: 1, name: 'ПВЗ_1' }],
        sortingCenters: [],
        marketplaces: [],
        orderAccounts: [],
      }),
    ),
    http.get('/api/goods/turnover', ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      const answer: Turnover = {
        from: params.get('from') ?? '',
        to: params.get('to') ?? '',
        rows: [{ pointId: 1, pointName: 'ПВЗ_1', period: null, ...figures }],
        totals: figures,
      };
      return HttpResponse.json(answer);
    }),
  );
});

function renderPage() {
  const store = createAppStore();
  store.dispatch(
    staffSignedIn({
      user: { id: 5, username: 'manager', role: 'USER', roleName: 'Менеджер' },
      access: { pages: { 'goods-turnover': 'read' }, columns: {} },
      scope: { allPoints: false, pointIds: [1], sortingCenterId: null, homePointId: 1 },
      session: { expiresAt: new Date(Date.now() + 3600_000).toISOString(), endsAt: null, listKey: 'a2V5' },
    }),
  );
  return renderWithProviders(<TurnoverPage />, { store });
}

describe('goods turnover page', () => {
  it('asks for the current month and shows each point’s sums in roubles, with the totals', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Оборот товаров' })).toBeInTheDocument();
    const row = (await screen.findByRole('gridcell', { name: 'ПВЗ_1' })).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('1 000 ₽')).toBeInTheDocument();
    expect(within(row).getByText('2 000 ₽')).toBeInTheDocument();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(new Date());
    expect(Object.fromEntries(queries[0] ?? [])).toMatchObject({
      from: `${today.slice(0, 8)}01`,
      to: today,
      group: 'none',
    });
    expect(screen.getByRole('region', { name: 'Итого' })).toHaveTextContent('Доход: 400 ₽');
  });

  it('asks again for another grouping and does not ask for a reversed period', async () => {
    const { user } = renderPage();
    await screen.findByRole('gridcell', { name: 'ПВЗ_1' });
    await user.click(screen.getByRole('combobox', { name: 'Разбивка' }));
    await user.click(await screen.findByRole('option', { name: 'По неделям' }));
    await waitFor(() => expect(queries.at(-1)?.get('group')).toBe('week'));
    const asked = queries.length;
    const from = screen.getByLabelText('С');
    await user.clear(from);
    await user.type(from, '2099-01-01');
    expect(await screen.findByText('Укажите период: начало не позже конца')).toBeInTheDocument();
    expect(queries.length).toBe(asked);
  });
});
