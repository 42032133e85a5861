/** The ages a client may give (the database checks the same range, 0014-client-account). */
export const CLIENT_AGE_MIN = 14;
export const CLIENT_AGE_MAX = 120;
