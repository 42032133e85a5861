import { createMarketplaceServer } from '../../api-gateway/test/helpers/marketplace-server.ts';

/** The marketplaces' sites during browser tests: the same saved sample pages the gateway tests use. */
createMarketplaceServer().listen(Number(process.env.FAKE_MARKETPLACES_PORT), '127.0.0.1');
