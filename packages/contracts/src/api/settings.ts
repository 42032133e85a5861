/** The settings calls (page admin-settings) and the site's public part of them. */
export const settingsRoutes = {
  getSettings: '/api/settings/get-settings',
  editSettings: '/api/settings/edit-settings',
  /** GET → PublicSite: open to every visitor */
  publicSite: '/api/public/site',
} as const;
