import { messages } from '@pvz/contracts/messages';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import BoxPage from './box-page';

jest.mock('@pvz/scanning/feedback', () => ({ playSuccess: jest.fn(), playError: jest.fn(), speak: jest.fn() }));

installMswServer();

const box = {
  id: 7,
  point: { id: 1, name: 'ПВЗ_1', address: 'ул. Мира, 1' },
  type: 'standard',
  pieces: 1,
  status: 'sorting',
  parcels: 1,
  createdAt: '2026-11-21T09:00:00Z',
  createdBy: 'sorter',
  sortedAt: null,
  sortedBy: null,
  deliveredAt: null,
  deliveredBy: null,
  acceptedAt: null,
  acceptedBy: null,
};
const parcel = {
  id: 123,
  kind: 'purchase',
  status: 'at-sorting-center',
  oldId: null,
  createdAt: '2026-11-20T09:00:00Z',
  createdBy: 'manager',
  updatedAt: '2026-11-21T08:30:00Z',
  updatedBy: 'sorter',
  name: 'Иван',
  cell: null,
};
const events = [
  { id: 1, at: '2026-11-21T09:00:00Z', type: 'opened', actor: 'sorter', scan: null, details: null },
  {
    id: 2,
    at: '2026-11-21T09:05:00Z',
    type: 'parcel-added',
    actor: 'sorter',
    scan: '1/123',
    details: { goodsId: 123 },
  },
];
let asked: URLSearchParams | null = null;
let rows = [parcel];
let bodies: unknown[] = [];

beforeEach(() => {
  rows = [parcel];
  bodies = [];
  server.use(
    http.get('/api/boxes/record', ({ request }) => {
      asked = new URL(request.url).searchParams;
      if (asked.get('pvzNumber') !== '1')
        return HttpResponse.json({ error: messages.boxNotFound, code: 'NOT_FOUND' }, { status: 404 });
      return HttpResponse.json({ box: { ...box, parcels: rows.length }, rows, events });
    }),
  );
});

const renderAt = (at: string) => renderWithProviders(null, { at, routes: [{ path: '/box/*', element: <BoxPage /> }] });

describe('box page', () => {
  it('shows the box of the label, its parcels with links to their cards, its history and its label', async () => {
    renderAt('/box/1/7');
    expect(screen.getByRole('heading', { level: 1, name: 'Коробка' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Коробка №7' })).toBeInTheDocument();
    expect(asked?.get('id')).toBe('7');
    const summary = screen.getByRole('table', { name: 'Коробка' });
    expect(within(summary).getByText('ул. Мира, 1')).toBeInTheDocument();
    expect(screen.getAllByText('На сортировке').length).toBeGreaterThan(0);
    const parcels = screen.getByRole('grid', { name: 'Товары в коробке' });
    expect(await within(parcels).findByRole('link', { name: '123' })).toHaveAttribute(
      'href',
      '/spreadsheets/record/1/123',
    );
    const history = screen.getByRole('table', { name: 'История коробки' });
    expect(within(history).getByText('Товар добавлен')).toBeInTheDocument();
    expect(within(history).getByText('Товар 123')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Этикетка коробки' })).toBeInTheDocument();
  });

  it('takes a parcel out after a question', async () => {
    server.use(
      http.post('/api/boxes/remove-parcel', async ({ request }) => {
        bodies.push(await request.json());
        rows = [];
        return HttpResponse.json({ message: messages.parcelRemovedFromBox, box, rows: [] });
      }),
    );
    const { user } = renderAt('/box/1/7');
    await user.click(await screen.findByRole('button', { name: 'Убрать товар 123 из коробки' }));
    const dialog = screen.getByRole('dialog', { name: 'Убрать товар из коробки?' });
    await user.click(within(dialog).getByRole('button', { name: 'Убрать' }));
    await waitFor(() => expect(bodies).toEqual([{ operationId: expect.any(String), boxId: 7, goodsId: 123 }]));
    expect(await screen.findByText('В коробке нет товаров')).toBeInTheDocument();
  });

  it('says a label whose point number does not match is not found', async () => {
    renderAt('/box/2/7');
    expect(await screen.findByText(messages.boxNotFound)).toBeInTheDocument();
  });
});
