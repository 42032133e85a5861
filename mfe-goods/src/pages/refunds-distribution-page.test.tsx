import type { ReturnBox } from '@pvz/contracts/api/returns';
import { messages } from '@pvz/contracts/messages';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { playError, playSuccess } from '@pvz/scanning/feedback';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import RefundsDistributionPage from './refunds-distribution-page';

jest.mock('@pvz/scanning/feedback', () => ({ playSuccess: jest.fn(), playError: jest.fn(), speak: jest.fn() }));

installMswServer();

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const parcel = {
  id: 31,
  kind: 'purchase',
  product: 'Куртка',
  price: 2500_00,
  outcome: 'defect',
  point: 'ПВЗ_1',
} as const;
let box: ReturnBox;
let bodies: Record<string, unknown[]>;

beforeEach(() => {
  jest.mocked(playSuccess).mockClear();
  jest.mocked(playError).mockClear();
  bodies = { pack: [], close: [] };
  box = {
    id: 7,
    marketplace: { id: 4, name: 'Ozon' },
    createdAt: '2026-11-21T08:00:00.000Z',
    createdBy: 'sorter',
    closedAt: null,
    closedBy: null,
    count: 0,
    sum: 0,
    parcels: [],
  };
  const summary = () => {
    const { parcels: _parcels, ...rest } = box;
    return rest;
  };
  server.use(
    http.get('/api/reference/choices', () =>
      HttpResponse.json({ points: [], sortingCenters: [], marketplaces: [{ id: 4, name: 'Ozon' }], orderAccounts: [] }),
    ),
    http.get('/api/goods/returns/boxes', ({ request }) => {
      const closed = new URL(request.url).searchParams.get('closed') === 'true';
      return HttpResponse.json({ boxes: Boolean(box.closedAt) === closed ? [summary()] : [] });
    }),
    http.get('/api/goods/returns/box', () => HttpResponse.json(box)),
    http.post('/api/goods/returns/box/pack', async ({ request }) => {
      const body = (await request.json()) as { code: string };
      bodies.pack?.push(body);
      if (body.code !== '1/31')
        return HttpResponse.json({ error: messages.returnOfOtherMarketplace, code: 'BUSINESS_RULE' }, { status: 422 });
      box = { ...box, count: 1, sum: 2500_00, parcels: [parcel] };
      return HttpResponse.json({ message: messages.returnPacked, box });
    }),
    http.post('/api/goods/returns/box/close', async ({ request }) => {
      bodies.close?.push(await request.json());
      box = { ...box, closedAt: '2026-11-21T09:00:00.000Z', closedBy: 'sorter' };
      return HttpResponse.json({ message: messages.returnActFormed, box });
    }),
  );
});

const scanInput = () => screen.findByRole('textbox', { name: 'Штрихкод или QR-код' });

describe('return distribution page', () => {
  it('packs a scanned parcel with the success sound, refuses a wrong one with the error sound', async () => {
    const { user } = renderWithProviders(<RefundsDistributionPage />, { at: '/?box=7' });
    expect(screen.getByRole('heading', { level: 1, name: 'Распределение возвратов' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Коробка № 7 — Ozon' })).toBeInTheDocument();
    await user.type(await scanInput(), '2/99{Enter}');
    expect(await screen.findByText(messages.returnOfOtherMarketplace)).toBeInTheDocument();
    expect(playError).toHaveBeenCalled();

    await user.type(await scanInput(), '1/31{Enter}');
    const table = await screen.findByRole('table', { name: 'Товары в коробке' });
    expect(within(table).getByText('Куртка')).toBeInTheDocument();
    expect(playSuccess).toHaveBeenCalled();
    expect(bodies.pack?.at(-1)).toEqual({ operationId: expect.stringMatching(uuid), boxId: 7, code: '1/31' });
  });

  it('closes the box after a confirmation and shows the return act to print', async () => {
    box = { ...box, count: 1, sum: 2500_00, parcels: [parcel] };
    const { user } = renderWithProviders(<RefundsDistributionPage />, { at: '/?box=7' });
    await user.click(await screen.findByRole('button', { name: 'Закрыть и сформировать акт' }));
    const dialog = screen.getByRole('dialog', { name: 'Закрыть коробку' });
    await user.click(within(dialog).getByRole('button', { name: 'Сформировать акт' }));
    const act = await screen.findByRole('document', { name: 'Акт возврата № 7' });
    expect(within(act).getByText('Маркетплейс: Ozon')).toBeInTheDocument();
    expect(within(act).getByText('Итого товаров: 1')).toBeInTheDocument();
    expect(within(act).getAllByText('2 500 ₽').length).toBeGreaterThan(0);
    expect(within(act).getByRole('button', { name: 'Печать' })).toBeInTheDocument();
    await waitFor(() => expect(bodies.close).toEqual([{ operationId: expect.stringMatching(uuid), boxId: 7 }]));
  });
});
