import { messages } from '@pvz/contracts/messages';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { playError, playSuccess, speak } from '@pvz/scanning/feedback';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import DistributionPage from './distribution-page';

jest.mock('@pvz/scanning/feedback', () => ({ playSuccess: jest.fn(), playError: jest.fn(), speak: jest.fn() }));

installMswServer();

const box = (parcels: number, status = 'sorting') => ({
  id: 7,
  point: { id: 1, name: 'ПВЗ_1', address: 'ул. Мира, 1' },
  type: 'standard',
  pieces: 1,
  status,
  parcels,
  createdAt: '2026-11-21T09:00:00Z',
  createdBy: 'sorter',
  sortedAt: null,
  sortedBy: null,
  deliveredAt: null,
  deliveredBy: null,
  acceptedAt: null,
  acceptedBy: null,
});
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
  fromName: '+79120000001',
  cell: null,
};
let bodies: Record<string, unknown[]> = {};
let content: (typeof parcel)[] = [];

const kept =
  (route: string) =>
  async ({ request }: { request: Request }) => {
    const body = await request.json();
    bodies[route] = [...(bodies[route] ?? []), body];
    return body;
  };

beforeEach(() => {
  bodies = {};
  content = [];
  jest.mocked(playSuccess).mockClear();
  jest.mocked(playError).mockClear();
  jest.mocked(speak).mockClear();
  server.use(
    http.get('/api/reference/choices', () =>
      HttpResponse.json({ points: [{ id: 1, name: 'ПВЗ_1' }], sortingCenters: [], marketplaces: [] }),
    ),
    http.post('/api/boxes/open', async (info) => {
      await kept('open')(info);
      return HttpResponse.json({ message: messages.boxOpened, box: box(0) });
    }),
    http.get('/api/boxes/record', () => HttpResponse.json({ box: box(content.length), rows: content, events: [] })),
  );
});

const scanField = () => screen.getByRole('textbox', { name: 'Штрихкод или QR-код' });

describe('distribution page', () => {
  it('opens a box for the point, scans a parcel in with its sound and words, and refuses another point’s parcel', async () => {
    server.use(
      http.post('/api/boxes/add-parcel', async (info) => {
        const body = (await kept('add')(info)) as { code: string };
        if (body.code === '1/999')
          return HttpResponse.json({ error: messages.parcelOfOtherBoxPoint, code: 'BUSINESS_RULE' }, { status: 422 });
        content = [parcel];
        return HttpResponse.json({ message: messages.parcelInBox, box: box(1), rows: content });
      }),
    );
    const { user, router } = renderWithProviders(null, {
      at: '/spreadsheets/distribution',
      routes: [{ path: '/spreadsheets/distribution', element: <DistributionPage /> }],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Распределение по коробкам' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toContain('pvz=1'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Открыть коробку' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Открыть коробку' }));
    await waitFor(() => expect(router.state.location.search).toContain('box=7'));
    expect(bodies.open).toEqual([{ operationId: expect.any(String), pvzId: 1, type: 'standard', pieces: 1 }]);
    expect(await screen.findByRole('figure', { name: 'Этикетка коробки' })).toBeInTheDocument();

    await user.type(scanField(), '1/123{Enter}');
    expect(await screen.findByText(messages.parcelInBox)).toBeInTheDocument();
    expect(playSuccess).toHaveBeenCalled();
    expect(speak).toHaveBeenCalledWith(messages.parcelInBox);
    const table = await screen.findByRole('grid', { name: 'Товары в коробке' });
    expect(await within(table).findByRole('link', { name: '123' })).toHaveAttribute(
      'href',
      '/spreadsheets/record/1/123',
    );

    await user.type(scanField(), '1/999{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.parcelOfOtherBoxPoint);
    expect(playError).toHaveBeenCalled();
    expect(speak).toHaveBeenLastCalledWith(messages.parcelOfOtherBoxPoint);
    expect(bodies.add).toEqual([
      { operationId: expect.any(String), boxId: 7, code: '1/123' },
      { operationId: expect.any(String), boxId: 7, code: '1/999' },
    ]);
  });

  it('prints an oversized box label once per piece', async () => {
    server.use(
      http.post('/api/boxes/open', async (info) => {
        await kept('open')(info);
        return HttpResponse.json({ message: messages.boxOpened, box: { ...box(0), type: 'oversized', pieces: 3 } });
      }),
      http.get('/api/boxes/record', () =>
        HttpResponse.json({ box: { ...box(0), type: 'oversized', pieces: 3 }, rows: [], events: [] }),
      ),
    );
    const { user } = renderWithProviders(null, {
      at: '/spreadsheets/distribution?tab=oversized&pvz=1',
      routes: [{ path: '/spreadsheets/distribution', element: <DistributionPage /> }],
    });
    const pieces = screen.getByRole('spinbutton', { name: 'Мест' });
    await user.clear(pieces);
    await user.type(pieces, '3');
    await user.click(screen.getByRole('button', { name: 'Открыть коробку КГТ' }));
    expect(await screen.findAllByRole('figure', { name: /Этикетка коробки, место/ })).toHaveLength(3);
    expect(bodies.open).toEqual([{ operationId: expect.any(String), pvzId: 1, type: 'oversized', pieces: 3 }]);
  });

  it('says the courier scans aloud: on the courier, delivered, delivered already', async () => {
    const answers = [
      () => HttpResponse.json({ message: messages.boxOnCourier, box: box(2, 'courier') }),
      () => HttpResponse.json({ error: messages.boxDeliveredAlready, code: 'CONFLICT' }, { status: 409 }),
    ];
    server.use(
      http.post('/api/boxes/courier-scan', async (info) => {
        await kept('courier')(info);
        const answer = answers.shift();
        if (!answer) throw new Error('an unexpected scan');
        return answer();
      }),
    );
    const { user } = renderWithProviders(null, {
      at: '/spreadsheets/distribution?tab=scan',
      routes: [{ path: '/spreadsheets/distribution', element: <DistributionPage /> }],
    });
    await user.type(scanField(), 'https://pvz.example/box/1/7{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(messages.boxOnCourier);
    expect(speak).toHaveBeenCalledWith(messages.boxOnCourier);
    await user.type(scanField(), 'https://pvz.example/box/1/7{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.boxDeliveredAlready);
    expect(playError).toHaveBeenCalled();
    expect(speak).toHaveBeenLastCalledWith(messages.boxDeliveredAlready);
    expect(bodies.courier).toEqual([
      { operationId: expect.any(String), code: 'https://pvz.example/box/1/7' },
      { operationId: expect.any(String), code: 'https://pvz.example/box/1/7' },
    ]);
  });

  it('lists my boxes of the day by point with the address', async () => {
    server.use(
      http.get('/api/boxes/my-deliveries', () =>
        HttpResponse.json({ points: [{ point: box(0).point, boxes: [box(2, 'courier')] }] }),
      ),
    );
    renderWithProviders(null, {
      at: '/spreadsheets/distribution?tab=delivery',
      routes: [{ path: '/spreadsheets/distribution', element: <DistributionPage /> }],
    });
    const group = await screen.findByRole('region', { name: 'ПВЗ_1' });
    expect(within(group).getByText('ул. Мира, 1')).toBeInTheDocument();
    expect(within(group).getByRole('link', { name: 'Коробка №7' })).toHaveAttribute('href', '/box/1/7');
  });

  it('shows the boxes waiting for a courier in a table', async () => {
    let asked: string | null = null;
    server.use(
      http.get('/api/boxes/list', ({ request }) => {
        asked = new URL(request.url).searchParams.get('status');
        return HttpResponse.json({ boxes: [box(3)] });
      }),
    );
    renderWithProviders(null, {
      at: '/spreadsheets/distribution?tab=waiting',
      routes: [{ path: '/spreadsheets/distribution', element: <DistributionPage /> }],
    });
    const table = await screen.findByRole('grid', { name: 'Коробки' });
    expect(await within(table).findByRole('link', { name: '7' })).toHaveAttribute('href', '/box/1/7');
    expect(within(table).getByText('На сортировке')).toBeInTheDocument();
    expect(asked).toBe('sorting');
  });
});
