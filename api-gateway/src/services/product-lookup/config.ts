/** How the gateway reads product pages of the marketplaces (fetch-site*). */
export interface ProductLookupConfig {
  timeoutMs: number;
  maxBytes: number;
  cacheSeconds: number;
  /** tests and local demos: every marketplace host is served from this origin instead of the internet */
  originOverride: string | null;
}

export function loadProductLookupConfig(env: NodeJS.ProcessEnv): ProductLookupConfig {
  return {
    timeoutMs: 5000,
    maxBytes: 2 * 1024 * 1024,
    cacheSeconds: 600,
    originOverride: env.PVZ_MARKETPLACE_ORIGIN || null,
  };
}
