import type autocannon from 'autocannon';
import { browserEncodings } from './bench-config.ts';
import { pagePriceFilterKopecks } from './goods-seed-plan.ts';
import type { PacedRequest } from './paced-load.ts';

/** The table page's query for a point: the first page of purchases at work, priced from 10,000 ₽. */
export function pagePath(pointId: number): string {
  const query = new URLSearchParams({
    pvzId: String(pointId),
    page: '0',
    pageSize: '50',
    view: 'work',
    filters: JSON.stringify([{ field: 'priceSite', operator: '>=', value: pagePriceFilterKopecks }]),
  });
  return `/api/goods/purchase/list?${query}`;
}

const randomPagePath = (pointIds: readonly number[]) =>
  pagePath(pointIds[Math.floor(Math.random() * pointIds.length)] as number);

/** GET of one filtered purchases page for autocannon, each request for a random bench point. */
export function pageRequests(pointIds: readonly number[], cookie: string): autocannon.Request[] {
  return [
    {
      method: 'GET',
      path: randomPagePath(pointIds),
      headers: { ...browserEncodings, cookie },
      setupRequest: (request) => ({ ...request, path: randomPagePath(pointIds) }),
    },
  ];
}

/** The same pages for the paced generator. */
export function pacedPages(pointIds: readonly number[], cookie: string): () => PacedRequest {
  return () => ({ method: 'GET', path: randomPagePath(pointIds), headers: { ...browserEncodings, cookie } });
}
