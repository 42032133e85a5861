import { apiPath } from '@pvz/api-client/api-url';
import { baseApi } from '@pvz/api-client/base-api';
import { settingsRoutes } from '@pvz/contracts/api/settings';
import { defaultSettings, type PublicSite } from '@pvz/contracts/settings';

const publicSiteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/public/site: the site's name and contacts from the settings */
    publicSite: build.query<PublicSite, void>({ query: () => apiPath(settingsRoutes.publicSite) }),
  }),
});

export const { usePublicSiteQuery } = publicSiteApi;

/** The site's name as ADMIN set it («ПВЗ» until the answer comes). */
export function useSiteTitle(): string {
  return usePublicSiteQuery().data?.siteTitle ?? defaultSettings.siteTitle;
}
