import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import PhonePage from './phone-page';

installMswServer();

const card = {
  phone: '+79123456789',
  address: 'ул. Ленина, 1',
  client: { fio: 'Анна Петрова' },
  totalDue: 275_000,
  rows: [
    {
      id: 123,
      kind: 'purchase',
      status: 'at-point',
      oldId: null,
      createdAt: '2026-11-20T09:00:00Z',
      createdBy: 'manager',
      updatedAt: '2026-11-21T08:30:00Z',
      updatedBy: 'operator',
      cell: 17,
      fromName: '+79123456789',
      productName: 'Кроссовки',
      amountFromClient: 275_000,
      dispatchPVZ: { id: 1, name: 'ПВЗ_1' },
      deliveredPVZ: '2026-11-21T08:30:00Z',
      issued: null,
      clientLink: '1-abcdefghijklmnopqrstuv',
    },
    {
      id: 124,
      kind: 'barcode',
      status: 'created',
      oldId: null,
      createdAt: '2026-11-19T09:00:00Z',
      createdBy: 'manager',
      updatedAt: '2026-11-19T09:00:00Z',
      updatedBy: 'manager',
      dispatchPVZ: { id: 1, name: 'ПВЗ_1' },
    },
  ],
};

function renderAt(at: string) {
  return renderWithProviders(null, { at, routes: [{ path: '/phone/*', element: <PhonePage /> }] });
}

describe('phone card', () => {
  it('shows the address card and the parcels with links to their cards', async () => {
    let asked: string | null = null;
    server.use(
      http.get('/api/goods/phone-card', ({ request }) => {
        asked = new URL(request.url).searchParams.get('phone');
        return HttpResponse.json(card);
      }),
    );
    renderAt('/phone/89123456789');
    const address = await screen.findByRole('region', { name: 'Карточка клиента' });
    expect(asked).toBe('+79123456789');
    expect(address).toHaveTextContent('ул. Ленина, 1');
    expect(address).toHaveTextContent('зарегистрирован: Анна Петрова');
    expect(address).toHaveTextContent(/Осталось оплатить\s*2\s750\s₽/);
    expect(within(address).getByRole('link')).toHaveAttribute('href', '/spreadsheets/order/1-abcdefghijklmnopqrstuv');

    const table = screen.getByRole('table', { name: 'Товары клиента' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: '123' })).toHaveAttribute(
      'href',
      '/spreadsheets/record/1/123',
    );
    expect(rows[1]).toHaveTextContent('Кроссовки');
    expect(rows[1]).toHaveTextContent('21.11.2026, 11:30');
    // the barcode row's amount is hidden from this user: a dash, not a zero
    expect(rows[2]).toHaveTextContent('Доставка по штрих-коду (QR)');
    expect(rows[2]).not.toHaveTextContent('₽');
  });

  it.each(['/phone/12345', '/phone/abc', '/phone/'])('has no card at %s', (at) => {
    renderAt(at);
    expect(screen.getByText(/^Page Not Found:/)).toBeInTheDocument();
  });
});
