import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import RecordPage from './record-page';

installMswServer();

const record = {
  row: {
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
    priceSite: 250_000,
    amountFromClient: 275_000,
    dispatchPVZ: { id: 1, name: 'ПВЗ_1' },
    deliveredPVZ: '2026-11-21T08:30:00Z',
    additionally: null,
    prepaid: true,
  },
  events: [
    {
      id: 1,
      at: '2026-11-20T09:00:00Z',
      type: 'created',
      actor: 'manager',
      point: null,
      scan: null,
      details: null,
    },
    {
      id: 2,
      at: '2026-11-21T08:30:00Z',
      type: 'accepted',
      actor: 'operator',
      point: { id: 1, name: 'ПВЗ_1' },
      scan: 'https://pvz.example/spreadsheets/record/1/123',
      details: null,
    },
  ],
};

function renderAt(at: string) {
  return renderWithProviders(null, { at, routes: [{ path: '/spreadsheets/record/*', element: <RecordPage /> }] });
}

describe('record page', () => {
  it('shows the fields the answer has, the history and the label', async () => {
    let asked: string | null = null;
    server.use(
      http.get('/api/goods/purchase/record', ({ request }) => {
        asked = new URL(request.url).searchParams.get('id');
        return HttpResponse.json(record);
      }),
    );
    renderAt('/spreadsheets/record/1/123');

    const fields = await screen.findByRole('table', { name: 'Поля товара' });
    expect(asked).toBe('123');
    expect(within(fields).getByRole('rowheader', { name: 'Название товара' })).toBeInTheDocument();
    expect(within(fields).getByText('Кроссовки')).toBeInTheDocument();
    expect(within(fields).getByText(/2\s750\s₽/)).toBeInTheDocument();
    expect(within(fields).getByText('21.11.2026, 11:30')).toBeInTheDocument();
    // hidden from this user: absent from the answer, so no line for it
    expect(within(fields).queryByRole('rowheader', { name: 'Доход' })).not.toBeInTheDocument();
    expect(screen.getByText('На ПВЗ')).toBeInTheDocument();

    const history = screen.getByRole('table', { name: 'История' });
    expect(within(history).getByText('Принят на ПВЗ')).toBeInTheDocument();
    expect(within(history).getByText('https://pvz.example/spreadsheets/record/1/123')).toBeInTheDocument();

    const label = screen.getByRole('figure', { name: 'Этикетка' });
    expect(label).toHaveClass('pvz-print-label');
    expect(within(label).getByLabelText('Ячейка на этикетке')).toHaveTextContent('17');
    expect(within(label).getByText('…6789')).toBeInTheDocument();
    expect(within(label).getByText('1/123')).toBeInTheDocument();
    expect(within(label).getByText('ПВЗ_1')).toBeInTheDocument();
    expect(await within(label).findByRole('img', { name: 'QR-код карточки' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    await waitFor(() =>
      expect(within(label).getByLabelText('Штрих-код').querySelectorAll('rect').length).toBeGreaterThan(10),
    );
  });

  it('prints with the button', async () => {
    server.use(
      http.get('/api/goods/shop/record', () => HttpResponse.json({ ...record, row: { ...record.row, kind: 'shop' } })),
    );
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderAt('/spreadsheets/record/shop/1/123');
    await user.click(await screen.findByRole('button', { name: 'Печать' }));
    expect(print).toHaveBeenCalled();
    // on paper, the label alone
    const printRules = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
      .filter((rule) => rule.startsWith('@media print') && rule.includes('.pvz-print-label'));
    expect(printRules.join('\n')).toMatch(
      /body \* \{visibility: hidden;\}.*\.pvz-print-label \* \{visibility: visible;\}/,
    );
    expect(screen.getByText('shop/1/123')).toBeInTheDocument();
  });

  it("links a barcode delivery to the client's barcode picture", async () => {
    const fileId = '0b8f5f0e-3c1e-4a55-9a43-2f7d3b8f1c11';
    server.use(
      http.get('/api/goods/barcode/record', () =>
        HttpResponse.json({ ...record, row: { ...record.row, kind: 'barcode', barcodeFileId: fileId } }),
      ),
    );
    renderAt('/spreadsheets/record/2/123');
    expect(await screen.findByRole('link', { name: 'Открыть картинку' })).toHaveAttribute(
      'href',
      `/api/files?id=${fileId}`,
    );
  });

  it('opens a label of the old system by its old id', async () => {
    let asked: string | null = null;
    server.use(
      http.get('/api/goods/purchase/old-record', ({ request }) => {
        asked = new URL(request.url).searchParams.get('oldId');
        return HttpResponse.json({ ...record, row: { ...record.row, oldId: 77 } });
      }),
    );
    renderAt('/spreadsheets/record/old/1-77');
    expect(await screen.findByText('ID в старой системе')).toBeInTheDocument();
    expect(asked).toBe('77');
  });

  it.each([
    '/spreadsheets/record/4/1',
    '/spreadsheets/record/1/abc',
    '/spreadsheets/record/shop/5',
    '/spreadsheets/record/old/2-7',
  ])('has no card at %s', (at) => {
    renderAt(at);
    expect(screen.getByText(`Page Not Found: ${at}`)).toBeInTheDocument();
  });

  it("says in the gateway's words why a card cannot be shown", async () => {
    server.use(
      http.get('/api/goods/barcode/record', () =>
        HttpResponse.json({ error: 'Товар не найден', code: 'NOT_FOUND' }, { status: 404 }),
      ),
    );
    renderAt('/spreadsheets/record/2/9');
    expect(await screen.findByText('Товар не найден')).toBeInTheDocument();
  });
});
