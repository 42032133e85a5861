import { staffSignedIn } from '@pvz/api-client/session/session-slice';
import { createAppStore } from '@pvz/api-client/store';
import { messages } from '@pvz/contracts/messages';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import CellsPage from './cells-page';

installMswServer();

function renderAs(level: 'read' | 'write', at: string) {
  const store = createAppStore();
  store.dispatch(
    staffSignedIn({
      user: { id: 5, username: 'operator', role: 'PVZ', roleName: 'Оператор ПВЗ' },
      access: { pages: { 'admin-cells': level }, columns: {} },
      scope: { allPoints: false, pointIds: [1], sortingCenterId: null, homePointId: 1 },
      session: { expiresAt: new Date(Date.now() + 3600_000).toISOString(), endsAt: null, listKey: 'a2V5' },
    }),
  );
  return renderWithProviders(null, { store, at, routes: [{ path: '/admin/cells', element: <CellsPage /> }] });
}

beforeEach(() => {
  server.use(
    http.get('/api/reference/choices', () =>
      HttpResponse.json({
        points: [{ id: 1, name: 'ПВЗ_1' }],
        sortingCenters: [],
        marketplaces: [],
        orderAccounts: [],
      }),
    ),
    http.get('/api/cells/get-cells', ({ request }) =>
      new URL(request.url).searchParams.get('pvzId') === '1'
        ? HttpResponse.json({
            cells: [
              { id: 1, number: 1, clientPhone: null },
              { id: 2, number: 2, clientPhone: '+79120000000' },
            ],
          })
        : HttpResponse.json({ error: messages.pointOutOfScope, code: 'FORBIDDEN' }, { status: 403 }),
    ),
  );
});

describe('cells page', () => {
  it("picks the operator's only point, shows its cells, and offers no adding to a reader", async () => {
    const { router } = renderAs('read', '/admin/cells');
    expect(await screen.findByText('+79120000000')).toBeInTheDocument();
    expect(screen.getByText('Свободно: 1')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?pvz=1');
    expect(screen.queryByRole('button', { name: 'Добавить ячейки' })).not.toBeInTheDocument();
  });

  it("says in the gateway's words that another point's cells are not this user's", async () => {
    renderAs('write', '/admin/cells?pvz=2');
    expect(await screen.findByText(messages.pointOutOfScope)).toBeInTheDocument();
  });

  it('adds cells and says which numbers they got', async () => {
    server.use(http.post('/api/cells/add-cells', () => HttpResponse.json({ success: true, from: 3, to: 12 })));
    const { user } = renderAs('write', '/admin/cells?pvz=1');
    await user.click(await screen.findByRole('button', { name: 'Добавить ячейки' }));
    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(await screen.findByText('Добавлены ячейки 3–12')).toBeInTheDocument();
  });
});
