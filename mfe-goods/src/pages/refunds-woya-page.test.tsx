import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import RefundsWoyaPage from './refunds-woya-page';

installMswServer();

let queries: URLSearchParams[];

beforeEach(() => {
  queries = [];
  server.use(
    http.get('/api/reference/choices', () =>
      HttpResponse.json({
        points: [],
        sortingCenters: [],
        marketplaces: [
          { id: 1, name: 'Ozon' },
          { id: 2, name: 'Wildberries' },
          { id: 3, name: 'Яндекс Маркет' },
          { id: 9, name: 'Lamoda' },
        ],
        orderAccounts: [],
      }),
    ),
    http.get('/api/goods/returns/woya-list', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ rows: [], total: 0, totals: { price: 0, priceRefund: 0 } });
    }),
  );
});

describe('returns of marketplace-branded points', () => {
  it('has a tab per branded marketplace and lists the chosen one', async () => {
    const { user } = renderWithProviders(<RefundsWoyaPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Возвраты ПВЗ маркетплейсов' })).toBeInTheDocument();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Wildberries', 'Ozon', 'Яндекс Маркет']);
    await waitFor(() => expect(queries.at(-1)?.get('marketplaceId')).toBe('2'));
    await user.click(screen.getByRole('tab', { name: 'Яндекс Маркет' }));
    await waitFor(() => expect(queries.at(-1)?.get('marketplaceId')).toBe('3'));
  });
});
