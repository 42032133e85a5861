import { messages } from '@pvz/contracts/messages';
import { BUILD_CHECK_INTERVAL_MS } from '@pvz/contracts/session-constants';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { act, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { reloadToNewBuild } from './service-worker';
import { useBuildCheck } from './use-build-check';

installMswServer();

function BuildCheck() {
  useBuildCheck();
  return null;
}

const globals = globalThis as { __BUILD_ID__?: string };

describe('hourly build check', () => {
  beforeEach(() => {
    globals.__BUILD_ID__ = 'build-1';
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  });
  afterEach(() => {
    jest.useRealTimers();
    globals.__BUILD_ID__ = 'dev';
  });

  it('says nothing while the build is current, and offers a reload once a new one is out', async () => {
    let latest = 'build-1';
    let checks = 0;
    server.use(
      http.get('/builds/latest.json', () => {
        checks++;
        return HttpResponse.json({ buildId: latest, builtAt: '2026-11-21T00:00:00Z' });
      }),
    );
    renderWithProviders(<BuildCheck />);

    await act(() => jest.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS - 1000));
    expect(checks).toBe(0);
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(checks).toBe(1);
    expect(screen.queryByText(messages.newBuildAvailable)).not.toBeInTheDocument();

    latest = 'build-2';
    await act(() => jest.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS));
    expect(checks).toBe(2);
    expect(screen.getByText(messages.newBuildAvailable)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Обновить' })).toBeInTheDocument();
  });
});

describe('reload guard', () => {
  it('refuses to reload again within 10 s of the last reload', async () => {
    sessionStorage.setItem('pvz-reloaded-at', String(Date.now() - 3000));
    await expect(reloadToNewBuild()).resolves.toBe(false);
  });
});
