import { apiPath } from '@pvz/api-client/api-url';
import { baseApi } from '@pvz/api-client/base-api';
import { settingsRoutes } from '@pvz/contracts/api/settings';
import type { SiteSettings } from '@pvz/contracts/settings';

const settingsApi = baseApi.enhanceEndpoints({ addTagTypes: ['AdminSettings'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/settings/get-settings */
    adminGetSettings: build.query<SiteSettings, void>({
      query: () => apiPath(settingsRoutes.getSettings),
      providesTags: ['AdminSettings'],
    }),
    /** POST /api/settings/edit-settings {settings} */
    adminEditSettings: build.mutation<SiteSettings, SiteSettings>({
      query: (settings) => ({ url: apiPath(settingsRoutes.editSettings), method: 'POST', body: { settings } }),
      invalidatesTags: ['AdminSettings'],
    }),
  }),
});

export const { useAdminGetSettingsQuery, useAdminEditSettingsMutation } = settingsApi;
