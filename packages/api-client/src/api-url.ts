/** The gateway's API on the page's own origin (absolute, as fetch outside a browser requires). */
export const apiBase = `${globalThis.location?.origin ?? ''}/api/`;
