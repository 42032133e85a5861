import { messages } from '@pvz/contracts/messages';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { playError, playSuccess, speak } from '@pvz/scanning/feedback';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import AcceptanceBoxPage from './acceptance-box-page';

jest.mock('@pvz/scanning/feedback', () => ({ playSuccess: jest.fn(), playError: jest.fn(), speak: jest.fn() }));

installMswServer();

const box = {
  id: 7,
  point: { id: 1, name: 'ПВЗ_1', address: 'ул. Мира, 1' },
  type: 'standard',
  pieces: 1,
  status: 'accepted',
  parcels: 2,
  createdAt: '2026-11-21T09:00:00Z',
  createdBy: 'sorter',
  sortedAt: null,
  sortedBy: null,
  deliveredAt: null,
  deliveredBy: null,
  acceptedAt: '2026-11-21T12:00:00Z',
  acceptedBy: 'operator',
};
const row = (id: number, name: string) => ({
  id,
  kind: 'purchase',
  status: 'at-point',
  oldId: null,
  createdAt: '2026-11-20T09:00:00Z',
  createdBy: 'manager',
  updatedAt: '2026-11-21T08:30:00Z',
  updatedBy: 'operator',
  name,
});
let bodies: unknown[] = [];
let answers: (() => Response)[] = [];

beforeEach(() => {
  bodies = [];
  jest.mocked(playSuccess).mockClear();
  jest.mocked(playError).mockClear();
  jest.mocked(speak).mockClear();
  server.use(
    http.get('/api/reference/choices', () =>
      HttpResponse.json({ points: [{ id: 1, name: 'ПВЗ_1' }], sortingCenters: [], marketplaces: [] }),
    ),
    http.post('/api/boxes/accept', async ({ request }) => {
      bodies.push(await request.json());
      const answer = answers.shift();
      if (!answer) throw new Error('an unexpected scan');
      return answer();
    }),
  );
});

async function renderPage() {
  const rendered = renderWithProviders(null, {
    at: '/acceptance-box',
    routes: [{ path: '/acceptance-box', element: <AcceptanceBoxPage /> }],
  });
  await waitFor(() => expect(rendered.router.state.location.search).toBe('?pvz=1'));
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Штрихкод или QR-код' })).toBeEnabled());
  return rendered;
}

const scan = (user: Awaited<ReturnType<typeof renderPage>>['user'], code: string) =>
  user.type(screen.getByRole('textbox', { name: 'Штрихкод или QR-код' }), `${code}{Enter}`);

describe('box acceptance page', () => {
  it('shows every parcel of the box with its cell big, the total, and says the cells', async () => {
    answers = [
      () =>
        HttpResponse.json({
          message: messages.boxAccepted,
          warning: messages.boxNotDeliveredYet,
          box,
          cells: [
            { id: 11, cell: 1, note: null },
            { id: 12, cell: 3, note: null },
          ],
          rows: [row(11, 'Анна'), row(12, 'Борис')],
        }),
    ];
    const { user } = await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Приёмка коробок' })).toBeInTheDocument();
    await scan(user, 'https://pvz.example/box/1/7');
    expect(await screen.findByText(messages.boxAccepted)).toBeInTheDocument();
    expect(screen.getByText(messages.boxNotDeliveredYet)).toBeInTheDocument();
    const parcels = screen.getByRole('list', { name: 'Товары коробки' });
    const first = within(parcels).getByRole('listitem', { name: 'Товар 11' });
    expect(within(first).getByLabelText('Ячейка')).toHaveTextContent('1');
    expect(within(first).getByText(/Анна/)).toBeInTheDocument();
    expect(screen.getByText('Всего товаров: 2')).toBeInTheDocument();
    expect(playSuccess).toHaveBeenCalled();
    expect(speak).toHaveBeenCalledWith(`${messages.boxAccepted}. ${messages.boxNotDeliveredYet}. Ячейки 1, 3`);
    expect(bodies).toEqual([{ operationId: expect.any(String), pvzId: 1, code: 'https://pvz.example/box/1/7' }]);
  });

  it('refuses another point’s box with the error sound, and a parcel label without a call', async () => {
    answers = [() => HttpResponse.json({ error: messages.boxOfOtherPoint, code: 'BUSINESS_RULE' }, { status: 422 })];
    const { user } = await renderPage();
    await scan(user, 'https://pvz.example/box/2/8');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.boxOfOtherPoint);
    expect(playError).toHaveBeenCalled();
    await scan(user, '1/123');
    expect(await screen.findByText(messages.boxCodeExpected)).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
  });

  it('says a box accepted earlier, with the cells of its parcels', async () => {
    answers = [
      () =>
        HttpResponse.json(
          { error: messages.boxAcceptedEarlier, code: 'CONFLICT', cells: [{ id: 11, cell: 4, note: null }] },
          { status: 409 },
        ),
    ];
    const { user } = await renderPage();
    await scan(user, 'https://pvz.example/box/1/7');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.boxAcceptedEarlier);
    expect(within(screen.getByRole('listitem', { name: 'Товар 11' })).getByLabelText('Ячейка')).toHaveTextContent('4');
    expect(speak).toHaveBeenCalledWith(`${messages.boxAcceptedEarlier}. Ячейка 4`);
  });
});
