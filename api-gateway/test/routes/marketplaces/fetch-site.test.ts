import { marketplaceRoutes } from '@pvz/contracts/api/marketplaces';
import { messages } from '@pvz/contracts/messages';
import { loadProductLookupConfig } from '../../../src/services/product-lookup/config.js';
import { FetchFailure, fetchPage } from '../../../src/services/product-lookup/safe-fetch.js';
import { samples } from '../../helpers/marketplace-server.js';
import { type Client, registeredClient, signedInAdmin, type TestApp } from '../../helpers/test-app.js';
import { appWithMarketplaces } from './marketplace-app.js';

let t: TestApp;
let log: string[];
let close: () => Promise<void>;
let client: Client;

beforeAll(async () => {
  ({ t, log, close } = await appWithMarketplaces());
  client = await registeredClient(t.app);
});
afterAll(async () => close());
beforeEach(() => {
  log.length = 0;
});

const lookup = (url: string, link: string) => client.post(url, { link });

describe('product lookups', () => {
  it('reads a Wildberries card from the card API, with sizes and prices in kopecks', async () => {
    const answer = await lookup(marketplaceRoutes.fetchSite, `${samples.wbProduct}?targetUrl=GP&size=294531235`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      marketplace: 'wb',
      link: samples.wbProduct,
      name: 'Befree / Футболка оверсайз из хлопка',
      price: 899_00,
      image: 'https://basket-12.wbbasket.ru/vol1786/part178614/178614735/images/big/1.webp',
      sizes: [
        { name: 'S', origName: '42-44', price: 899_00 },
        { name: 'M', origName: '46-48', price: 899_00 },
        { name: 'L', origName: '50-52', price: null },
      ],
    });
    expect(log).toEqual([expect.stringMatching(/^card\.wb\.ru\/cards\/v2\/detail\?.*nm=178614735/)]);
  });

  it('takes a bare WB article (fetch-site, fetch-site-price)', async () => {
    const answer = await lookup(marketplaceRoutes.fetchSitePrice, '178614735');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ link: samples.wbProduct, price: 899_00 });
  });

  it('reads an Ozon page from its JSON-LD', async () => {
    const answer = await lookup(marketplaceRoutes.fetchSiteOz, `${samples.ozonProduct}?from=share`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      marketplace: 'ozon',
      link: samples.ozonProduct,
      name: 'Кроссовки Nike Air Zoom Pegasus 40',
      price: 8990_00,
      image: 'https://cdn1.ozone.ru/s3/multimedia-1-a/6912345678.jpg',
      sizes: [],
    });
  });

  it('falls back to OpenGraph when a page has no JSON-LD', async () => {
    const answer = await lookup(marketplaceRoutes.fetchSiteOz2, samples.ozonOpenGraphProduct);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      name: 'Термокружка 450 мл с крышкой',
      price: 1249_50,
      image: 'https://cdn1.ozone.ru/s3/multimedia-2-b/7023456789.jpg',
    });
  });

  it('follows an Ozon short link to the product and answers the product link', async () => {
    const answer = await lookup(marketplaceRoutes.fetchSiteOz3, samples.ozonShortLink);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ link: samples.ozonProduct, price: 8990_00 });
  });

  it('reads Yandex Market from JSON-LD (the lowest offer)', async () => {
    const answer = await lookup(marketplaceRoutes.fetchSiteYm, samples.ymProduct);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      marketplace: 'ym',
      name: 'Смартфон Apple iPhone 15 128 ГБ, черный',
      price: 74990_00,
      image: 'https://avatars.mds.yandex.net/get-mpic/5231412/2a00000189fe2e1f0c4b/orig',
    });
  });

  it('keeps an answer for a while: the second lookup asks nobody', async () => {
    await lookup(marketplaceRoutes.fetchSiteYm, samples.ymProduct);
    log.length = 0;
    expect((await lookup(marketplaceRoutes.fetchSiteYm, `${samples.ymProduct}?sku=1`)).statusCode).toBe(200);
    expect(log).toEqual([]);
  });

  it.each([
    ['a redirect to another host', samples.ozonShortLinkToForeignHost, messages.productNotFound],
    ['a page without a product', samples.ozonNotProduct, messages.productUnreadable],
    ['a page over the size limit', samples.ozonHugePage, messages.productUnreadable],
  ])('answers 422 for %s', async (_case, link, error) => {
    const answer = await lookup(marketplaceRoutes.fetchSiteOz, link);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().error).toBe(error);
    expect(log.some((request) => request.startsWith('evil'))).toBe(false);
  });

  it('answers 422 for a WB article the card API does not know', async () => {
    const answer = await lookup(marketplaceRoutes.fetchSite, samples.wbUnknownArticle);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().error).toBe(messages.productNotFound);
  });

  it('refuses a link of another marketplace on a marketplace call', async () => {
    const answer = await lookup(marketplaceRoutes.fetchSiteOz, samples.wbProduct);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toBe(messages.productLinkWrongMarketplace);
    expect(log).toEqual([]);
  });

  it.each([
    ['loopback', 'https://127.0.0.1/product/x-123456/'],
    ['a private network', 'https://10.0.0.5/catalog/178614735/detail.aspx'],
    ['cloud metadata', 'https://169.254.169.254/latest/meta-data/'],
    ['IPv6 loopback', 'https://[::1]/product/x-123456/'],
    ['a look-alike host', 'https://ozon.ru.evil.com/product/x-123456/'],
    ['a look-alike name', 'https://evil-ozon.ru/product/x-123456/'],
    ['credentials before a foreign host', 'https://ozon.ru@evil.com/product/x-123456/'],
    ['credentials on the right host', 'https://user:pass@www.ozon.ru/product/x-123456/'],
    ['a non-default port', 'https://www.ozon.ru:8443/product/x-123456/'],
    ['the WB card API itself', 'https://card.wb.ru/cards/v2/detail?nm=178614735'],
    ['a category page', 'https://www.ozon.ru/category/krossovki-7652/'],
    ['a WB page that is not a card', 'https://www.wildberries.ru/brands/befree'],
    ['not a link', 'кроссовки'],
    ['a javascript: link', 'javascript:alert(1)'],
  ])('refuses %s with 400 and fetches nothing', async (_case, link) => {
    const answer = await lookup(marketplaceRoutes.fetchSiteOz, link);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toBe(messages.productLinkInvalid);
    expect(log).toEqual([]);
  });

  it('refuses plain http with its own message', async () => {
    const answer = await lookup(marketplaceRoutes.fetchSiteOz, samples.ozonProduct.replace('https:', 'http:'));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toBe(messages.productLinkInsecure);
    expect(log).toEqual([]);
  });

  it('is for signed-in clients only', async () => {
    const admin = await signedInAdmin(t.app);
    expect((await admin.post(marketplaceRoutes.fetchSiteOz, { link: samples.ozonProduct })).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: marketplaceRoutes.fetchSiteOz,
      payload: { link: samples.ozonProduct },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(log).toEqual([]);
  });
});

describe('reading a page without an override', () => {
  it('refuses a host that resolves to a private address before connecting', async () => {
    // `localhost` stands for a marketplace name whose DNS answer points inside the network
    const config = { ...loadProductLookupConfig({}), timeoutMs: 2000 };
    await expect(fetchPage(new URL('https://localhost/product/a-123/'), ['localhost'], config)).rejects.toEqual(
      new FetchFailure('unavailable'),
    );
  });
});
