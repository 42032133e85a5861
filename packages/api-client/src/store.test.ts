import { createAppStore, injectReducer } from '@pvz/api-client/store';
import { createSlice } from '@reduxjs/toolkit';

describe('the store', () => {
  it('takes a remote slice injected after it was created, on the one shared root reducer', () => {
    const store = createAppStore();
    const counter = createSlice({
      name: 'goodsScanCounter',
      initialState: { scans: 0 },
      reducers: { scanned: (state) => ({ scans: state.scans + 1 }) },
    });
    const withCounter = injectReducer(counter);
    const selectScans = withCounter.selector((state) => state.goodsScanCounter.scans);
    store.dispatch(counter.actions.scanned());
    expect(selectScans(store.getState())).toBe(1);
    expect(store.getState().session).toEqual({ status: 'loading' });
  });
});
