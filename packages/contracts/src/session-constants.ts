/** Session timing (spec §9) shared by the gateway and the shell's session module. */
export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
/** A "foreign device" session ends this long after sign-in, whatever happens. */
export const FOREIGN_DEVICE_SESSION_SECONDS = 60 * 60;
/** An ordinary session ends after this long without a refresh. */
export const REFRESH_IDLE_SECONDS = 30 * 24 * 60 * 60;
/** Two tabs may refresh at once; the loser's stale token is accepted for this long after a rotation. */
export const REFRESH_REUSE_GRACE_SECONDS = 60;

export const SESSION_TICK_MS = 30_000;
export const SESSION_REFRESH_TICKS = 3;
export const SESSION_EXPIRY_MARGIN_MS = 10_000;

export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;
export const RELOAD_GUARD_MS = 10_000;

export const COOKIES_ACCEPTED_COOKIE = 'cookiesAccepted';
export const COOKIES_ACCEPTED_DAYS = 365;
export const RELOGIN_DELAY_MS = 2_000;

export const TOAST_TIMEOUT_MS = 5_000;
export const TOAST_MAX = 20;
