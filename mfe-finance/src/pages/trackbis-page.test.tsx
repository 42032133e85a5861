import { staffSignedIn } from '@pvz/api-client/session/session-slice';
import { createAppStore } from '@pvz/api-client/store';
import type { LicenseeBalances, LicenseeMovement, LicenseeMovements } from '@pvz/contracts/api/licensees';
import { messages } from '@pvz/contracts/messages';
import { formatMonth, moscowDay } from '@pvz/contracts/moscow-time';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import TrackbisPage from './trackbis-page';

installMswServer();

const licensee = { id: 4, name: 'Сеть «Восток»' };
const balances: LicenseeBalances = {
  rows: [{ licensee, invoiced: 30_000_00, paid: 12_000_00, owed: 18_000_00, lastPaidOn: '2026-10-20' }],
  totals: { invoiced: 30_000_00, paid: 12_000_00, owed: 18_000_00 },
};
const invoice = (id: number, month: string, owed: number): LicenseeMovement => ({
  id,
  kind: 'invoice',
  on: `${month.slice(0, 7)}-28`,
  month,
  parcels: 1500,
  invoiced: 15_000_00,
  paid: null,
  owed,
  note: '',
  by: 'admin',
  at: `${month.slice(0, 7)}-28T09:00:00.000Z`,
});
const payment = (id: number, on: string, amount: number, owed: number, note: string): LicenseeMovement => ({
  id,
  kind: 'payment',
  on,
  month: null,
  parcels: null,
  invoiced: null,
  paid: amount,
  owed,
  note,
  by: 'boss',
  at: `${on}T10:00:00.000Z`,
});

let movements: LicenseeMovements;
let asked: string[];

beforeEach(() => {
  asked = [];
  movements = {
    rows: [
      invoice(3, '2026-10-01', 18_000_00),
      payment(2, '2026-10-20', 12_000_00, 3_000_00, 'п/п 12'),
      invoice(1, '2026-09-01', 15_000_00),
    ],
    total: 3,
  };
  server.use(
    http.get('/api/balance/trackbis', () => HttpResponse.json(balances)),
    http.get('/api/balance/trackbis/movements', ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json(movements);
    }),
    http.post('/api/balance/trackbis/pay', async ({ request }) => {
      const body = (await request.json()) as { amount: number; paidOn: string; note: string };
      movements = {
        rows: [payment(4, body.paidOn, body.amount, 18_000_00 - body.amount, body.note), ...movements.rows],
        total: movements.total + 1,
      };
      return HttpResponse.json({ message: messages.licenseePaid, balances });
    }),
  );
});

function renderAs(level: 'read' | 'write') {
  const store = createAppStore();
  store.dispatch(
    staffSignedIn({
      user: { id: 1, username: 'admin', role: 'ADMIN', roleName: 'Директор' },
      access: { pages: { 'finance-licensee-balance': level }, columns: {} },
      scope: { allPoints: true, pointIds: [], sortingCenterId: null, homePointId: null },
      session: { expiresAt: new Date(Date.now() + 3600_000).toISOString(), endsAt: null, listKey: 'a2V5' },
    }),
  );
  return renderWithProviders(null, {
    store,
    at: '/balance/trackbis',
    routes: [{ path: '/balance/trackbis', element: <TrackbisPage /> }],
  });
}

describe('«Баланс лицензиатов» movements', () => {
  it("lists a licensee's invoices and payments, newest first, with what it owed after each", async () => {
    const { user } = renderAs('read');
    await user.click(await screen.findByRole('button', { name: 'Движения' }));
    expect(screen.queryByRole('button', { name: 'Оплата' })).not.toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Движения: Сеть «Восток»' });
    await within(dialog).findByText('п/п 12');
    const rows = within(dialog).getAllByRole('row');
    // the header, then the movements as the gateway ordered them
    expect(rows.slice(1).map((row) => within(row).getAllByRole('gridcell')[1]?.textContent)).toEqual([
      `Счёт за ${formatMonth('2026-10-01')}`,
      'Оплата',
      `Счёт за ${formatMonth('2026-09-01')}`,
    ]);
    const paid = rows[2] as HTMLElement;
    expect(paid).toHaveTextContent('20.10.2026');
    expect(paid).toHaveTextContent(/12\s000\s₽/);
    expect(paid).toHaveTextContent(/3\s000\s₽/);
    expect(paid).toHaveTextContent('п/п 12');
    expect(paid).toHaveTextContent('boss');
    // the parcels counted, grouped as the browser's locale does
    expect(rows[1]).toHaveTextContent(/1\D?500/);
    expect(rows[1]).toHaveTextContent(/18\s000\s₽/);
    expect(asked).toEqual(['?licenseeId=4&page=0&pageSize=25']);
  });

  it('shows a payment recorded after the movements were read', async () => {
    const { user } = renderAs('write');
    await user.click(await screen.findByRole('button', { name: 'Движения' }));
    const first = screen.getByRole('dialog', { name: 'Движения: Сеть «Восток»' });
    expect(await within(first).findByText('п/п 12')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Оплата' }));
    const paying = screen.getByRole('dialog', { name: 'Оплата: Сеть «Восток»' });
    await user.clear(within(paying).getByLabelText('Сумма, ₽'));
    await user.type(within(paying).getByLabelText('Сумма, ₽'), '5000');
    await user.type(within(paying).getByLabelText('Комментарий'), 'п/п 13');
    await user.click(within(paying).getByRole('button', { name: 'Записать оплату' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Движения' }));
    const again = screen.getByRole('dialog', { name: 'Движения: Сеть «Восток»' });
    const recorded = (await within(again).findByText('п/п 13')).closest('[role="row"]') as HTMLElement;
    expect(recorded).toHaveTextContent(moscowDay().split('-').reverse().join('.'));
    expect(recorded).toHaveTextContent(/13\s000\s₽/);
    expect(asked).toHaveLength(2);
  });
});
