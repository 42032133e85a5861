import { baseApi } from '@pvz/api-client/base-api';
import type { SiteSettings } from '@pvz/contracts/settings';

const settingsApi = baseApi.enhanceEndpoints({ addTagTypes: ['AdminSettings'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/settings/get-settings */
    adminGetSettings: build.query<SiteSettings, void>({
      query: () => 'settings/get-settings',
      providesTags: ['AdminSettings'],
    }),
    /** POST /api/settings/edit-settings {settings} */
    adminEditSettings: build.mutation<SiteSettings, SiteSettings>({
      query: (settings) => ({ url: 'settings/edit-settings', method: 'POST', body: { settings } }),
      invalidatesTags: ['AdminSettings'],
    }),
  }),
});

export const { useAdminGetSettingsQuery, useAdminEditSettingsMutation } = settingsApi;
