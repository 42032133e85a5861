import { loadProductLookupConfig } from '../../../src/services/product-lookup/config.js';
import { type RequestLog, startMarketplaceServer } from '../../helpers/marketplace-server.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

/** A test app whose marketplace requests go to the local fake serving the saved sample pages. */
export async function appWithMarketplaces(): Promise<{ t: TestApp; log: RequestLog; close: () => Promise<void> }> {
  const log: RequestLog = [];
  const fake = await startMarketplaceServer(log);
  const t = await createTestApp({
    productLookup: { ...loadProductLookupConfig({ PVZ_MARKETPLACE_ORIGIN: fake.origin }), timeoutMs: 3000 },
  });
  return {
    t,
    log,
    close: async () => {
      await t.close();
      await fake.close();
    },
  };
}
