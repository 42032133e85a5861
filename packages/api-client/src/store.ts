import { baseApi } from '@pvz/api-client/base-api';
import { sessionSlice } from '@pvz/api-client/session/session-slice';
import { combineSlices, configureStore } from '@reduxjs/toolkit';

/** Remotes declare the slices they inject here (interface merging), so `RootState` knows them. */
// biome-ignore lint/suspicious/noEmptyInterface: remotes extend it by declaration merging, which a type alias cannot do
export interface LazyLoadedSlices {}

const rootReducer = combineSlices(baseApi, sessionSlice).withLazyLoadedSlices<LazyLoadedSlices>();

/** A remote adds its slice with `injectReducer(slice)`; the store is the shell's and there is one. */
export const injectReducer = rootReducer.inject;

export function createAppStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<typeof rootReducer>;
