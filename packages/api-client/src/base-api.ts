import { apiBase } from '@pvz/api-client/api-url';
import { refreshSession } from '@pvz/api-client/session/refresh';
import {
  type BaseQueryFn,
  createApi,
  type FetchArgs,
  type FetchBaseQueryError,
  fetchBaseQuery,
} from '@reduxjs/toolkit/query/react';

/**
 * RTK Query is not shared by the federation (it carries no React context of its own, and shared it was
 * downloaded whole); the apps take the parts they need from here, so they use the shell's copy.
 */
export { skipToken } from '@reduxjs/toolkit/query/react';

const rawBaseQuery = fetchBaseQuery({ baseUrl: apiBase, credentials: 'same-origin' });

/** A call that needs a session and meets a 401 refreshes the session once and tries again. */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extraOptions) => {
  const result = await rawBaseQuery(args, api, extraOptions);
  const url = typeof args === 'string' ? args : args.url;
  if (result.error?.status !== 401 || url.startsWith('public/')) return result;
  // The session module hears of the refresh too, and signs out if the session is over.
  const outcome = await refreshSession();
  return outcome.status === 'refreshed' ? rawBaseQuery(args, api, extraOptions) : result;
};

/**
 * The one API of the app. The shell and each remote add their endpoints with `injectEndpoints`
 * (names prefixed by domain: `auth…`, `admin…`, `goods…`) and their tags with `enhanceEndpoints`.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  endpoints: () => ({}),
});
