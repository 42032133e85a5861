import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * A stand-in for the marketplaces' sites, serving the saved sample pages of
 * test/fixtures/marketplaces. The gateway, given PVZ_MARKETPLACE_ORIGIN, asks it for
 * `/<original host><original path and query>`, so one server plays every marketplace host.
 * Used by the gateway tests and, through e2e/fakes/marketplace-server.ts, by the browser tests.
 */
const fixtures = path.join(import.meta.dirname, '..', 'fixtures', 'marketplaces');

interface SampleAnswer {
  status?: number;
  file?: string;
  location?: string;
  /** a page far over the gateway's size limit, made on the fly rather than kept in the repository */
  huge?: boolean;
}

export const samples = {
  ozonProduct: 'https://www.ozon.ru/product/krossovki-nike-air-zoom-pegasus-40-1234567890/',
  ozonOpenGraphProduct: 'https://www.ozon.ru/product/termokruzhka-450-ml-s-kryshkoy-987654321/',
  ozonShortLink: 'https://ozon.ru/t/Xy7Zq1',
  ozonShortLinkToForeignHost: 'https://ozon.ru/t/EvIl01',
  ozonNotProduct: 'https://www.ozon.ru/product/snyat-s-prodazhi-555555/',
  ozonHugePage: 'https://www.ozon.ru/product/ogromnaya-stranitsa-777777/',
  wbProduct: 'https://www.wildberries.ru/catalog/178614735/detail.aspx',
  wbUnknownArticle: 'https://www.wildberries.ru/catalog/100000001/detail.aspx',
  ymProduct: 'https://market.yandex.ru/product--smartfon-apple-iphone-15-128-gb/1779286082',
} as const;

function answerFor(host: string, pathname: string, query: URLSearchParams): SampleAnswer {
  const site = host.replace(/^www\./, '');
  if (site === 'card.wb.ru' && pathname === '/cards/v2/detail') {
    return { file: query.get('nm') === '178614735' ? 'wb-card.json' : 'wb-card-empty.json' };
  }
  const pages: Record<string, SampleAnswer> = {
    'ozon.ru/product/krossovki-nike-air-zoom-pegasus-40-1234567890/': { file: 'ozon-product.html' },
    'ozon.ru/product/termokruzhka-450-ml-s-kryshkoy-987654321/': { file: 'ozon-product-opengraph.html' },
    'ozon.ru/product/snyat-s-prodazhi-555555/': { file: 'ozon-not-product.html' },
    'ozon.ru/product/ogromnaya-stranitsa-777777/': { huge: true },
    'ozon.ru/t/Xy7Zq1': { status: 301, location: samples.ozonProduct },
    'ozon.ru/t/EvIl01': { status: 302, location: 'https://evil.example.com/product/1/' },
    'market.yandex.ru/product--smartfon-apple-iphone-15-128-gb/1779286082': { file: 'ym-product.html' },
  };
  return pages[`${site}${pathname}`] ?? { status: 404, file: 'ozon-not-product.html' };
}

/** Every request the fake received, as `<host><path>` — lets a test prove nothing was fetched. */
export type RequestLog = string[];

export function createMarketplaceServer(log: RequestLog = []): Server {
  return createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const [, host = '', ...rest] = url.pathname.split('/');
    const pathname = `/${rest.join('/')}`;
    log.push(`${host}${pathname}${url.search}`);
    const answer = answerFor(host, pathname, url.searchParams);
    if (answer.location) {
      response.writeHead(answer.status ?? 302, { location: answer.location });
      response.end();
      return;
    }
    if (answer.huge) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      const chunk = `<p>${'Очень длинное описание товара. '.repeat(1000)}</p>\n`;
      for (let index = 0; index < 200; index += 1) response.write(chunk);
      response.end();
      return;
    }
    const file = answer.file ?? 'ozon-not-product.html';
    response.writeHead(answer.status ?? 200, {
      'content-type': file.endsWith('.json') ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    });
    response.end(readFileSync(path.join(fixtures, file)));
  });
}

/** Starts the fake on a free port of 127.0.0.1 and gives its origin, for PVZ_MARKETPLACE_ORIGIN. */
export async function startMarketplaceServer(
  log: RequestLog = [],
): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = createMarketplaceServer(log);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
