import { staffSignedIn } from '@pvz/api-client/session/session-slice';
import { createAppStore } from '@pvz/api-client/store';
import type { Calculation, LicenseeBalances, Licensees } from '@pvz/contracts/api/licensees';
import { messages } from '@pvz/contracts/messages';
import { monthStartOf, moscowDay, shiftMonth } from '@pvz/contracts/moscow-time';
import type { PageKey } from '@pvz/contracts/pages';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ReactElement } from 'react';
import RentersPage from './renters-page';
import SaasPage from './saas-page';
import TrackbisPage from './trackbis-page';

installMswServer();

const month = monthStartOf(moscowDay());
/** The month «Расчёт» opens on: the last one that is over. */
const billed = shiftMonth(month, -1);
const licensees: Licensees = {
  licensees: [
    {
      id: 4,
      name: 'Сеть «Восток»',
      domain: 'vostok.trackbis.ru',
      contactName: 'Анна',
      contactPhone: '+79130000001',
      email: '',
      startsOn: '2026-01-15',
      active: true,
      note: '',
      pointIds: [1],
      points: [{ id: 1, name: 'ПВЗ Восток-1' }],
      tariff: { startsOn: '2026-01-01', monthlyFee: 15_000_00, tiers: [{ from: 0, perParcel: 10_00 }] },
      tariffs: [{ startsOn: '2026-01-01', monthlyFee: 15_000_00, tiers: [{ from: 0, perParcel: 10_00 }] }],
    },
  ],
};
const calculation: Calculation = {
  month,
  rows: [
    {
      licensee: { id: 4, name: 'Сеть «Восток»' },
      parcels: 3,
      fixed: 15_000_00,
      perParcel: 30_00,
      total: 15_030_00,
      hasTariff: true,
      invoicedAt: null,
      invoicedBy: null,
    },
  ],
  totals: { parcels: 3, total: 15_030_00, invoiced: 0 },
};
const balances: LicenseeBalances = {
  rows: [
    { licensee: { id: 4, name: 'Сеть «Восток»' }, invoiced: 15_030_00, paid: 0, owed: 15_030_00, lastPaidOn: null },
  ],
  totals: { invoiced: 15_030_00, paid: 0, owed: 15_030_00 },
};

let posted: { url: string; body: Record<string, unknown> }[];

beforeEach(() => {
  posted = [];
  const remember = (url: string, answer: object) =>
    http.post(url, async ({ request }) => {
      posted.push({ url, body: (await request.json()) as Record<string, unknown> });
      return HttpResponse.json(answer);
    });
  server.use(
    http.get('/api/renters', () => HttpResponse.json(licensees)),
    http.get('/api/spreadsheets/saas', () => HttpResponse.json(calculation)),
    http.get('/api/balance/trackbis', () => HttpResponse.json(balances)),
    http.get('/api/reference/choices', () =>
      HttpResponse.json({
        points: [
          { id: 1, name: 'ПВЗ Восток-1' },
          { id: 2, name: 'ПВЗ Восток-2' },
        ],
        sortingCenters: [],
        marketplaces: [],
        orderAccounts: [],
        categories: [],
        companies: [],
      }),
    ),
    remember('/api/renters/create', { message: messages.licenseeCreated, ...licensees }),
    remember('/api/spreadsheets/saas/invoice', { message: messages.licenseeInvoiced, calculation }),
    remember('/api/balance/trackbis/pay', { message: messages.licenseePaid, balances }),
  );
});

function renderPage(key: PageKey, path: string, element: ReactElement) {
  const store = createAppStore();
  store.dispatch(
    staffSignedIn({
      user: { id: 1, username: 'admin', role: 'ADMIN', roleName: 'Директор' },
      access: { pages: { [key]: 'write' }, columns: {} },
      scope: { allPoints: true, pointIds: [], sortingCenterId: null, homePointId: null },
      session: { expiresAt: new Date(Date.now() + 3600_000).toISOString(), endsAt: null, listKey: 'a2V5' },
    }),
  );
  return renderWithProviders(null, { store, at: path, routes: [{ path, element }] });
}

describe('licensee pages', () => {
  it('«Лицензиаты» adds a licensee with its points and a graduated tariff, refusing a scale that does not rise', async () => {
    const { user } = renderPage('licensee-renters', '/renters', <RentersPage />);
    expect(await screen.findByText(/15\s000\s₽ в месяц \+ 10\s₽ за посылку/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Добавить лицензиата' }));
    const dialog = screen.getByRole('dialog', { name: 'Новый лицензиат' });
    await user.type(within(dialog).getByLabelText('Название'), 'Сеть «Запад»');
    await user.click(within(dialog).getByLabelText('Точки лицензиата'));
    await user.click(screen.getByRole('option', { name: 'ПВЗ Восток-2' }));
    await user.type(within(dialog).getByLabelText('В месяц, ₽'), '10 000');
    await user.type(within(dialog).getByLabelText('За посылку, ₽'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить ступень' }));
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(await within(dialog).findByText(messages.licenseeTariffInvalid)).toBeVisible();
    expect(posted).toEqual([]);
    await user.type(within(dialog).getAllByLabelText('С посылки №')[1] as HTMLElement, '1000');
    await user.type(within(dialog).getAllByLabelText('За посылку, ₽')[1] as HTMLElement, '8,5');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.body).toMatchObject({
      name: 'Сеть «Запад»',
      pointIds: [2],
      tariff: {
        startsOn: month,
        monthlyFee: 10_000_00,
        tiers: [
          { from: 0, perParcel: 12_00 },
          { from: 1000, perParcel: 8_50 },
        ],
      },
    });
  });

  it('«Расчёт лицензиатов» shows the month and issues an invoice after asking', async () => {
    const { user } = renderPage('licensee-saas', '/spreadsheets/saas', <SaasPage />);
    await user.click(await screen.findByRole('button', { name: 'Выставить счёт' }));
    const dialog = screen.getByRole('dialog', { name: 'Выставить счёт?' });
    expect(dialog).toHaveTextContent(/15\s030\s₽/);
    await user.click(within(dialog).getByRole('button', { name: 'Выставить' }));
    await waitFor(() =>
      expect(posted).toEqual([
        {
          url: '/api/spreadsheets/saas/invoice',
          body: { operationId: expect.any(String), month: billed, licenseeId: 4 },
        },
      ]),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.licenseeInvoiced);
  });

  it('«Баланс лицензиатов» records a payment, the debt offered as the sum', async () => {
    const { user } = renderPage('finance-licensee-balance', '/balance/trackbis', <TrackbisPage />);
    await user.click(await screen.findByRole('button', { name: 'Оплата' }));
    const dialog = screen.getByRole('dialog', { name: 'Оплата: Сеть «Восток»' });
    expect(within(dialog).getByLabelText('Сумма, ₽')).toHaveValue('15030');
    await user.click(within(dialog).getByRole('button', { name: 'Записать оплату' }));
    await waitFor(() =>
      expect(posted).toEqual([
        {
          url: '/api/balance/trackbis/pay',
          body: expect.objectContaining({ licenseeId: 4, amount: 15_030_00, paidOn: moscowDay() }),
        },
      ]),
    );
  });
});
