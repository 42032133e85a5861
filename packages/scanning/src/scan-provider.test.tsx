import { playError } from '@pvz/scanning/feedback';
import type { ScanHandler } from '@pvz/scanning/scan-handler-registry';
import { ScanProvider, useScanHandler } from '@pvz/scanning/scan-provider';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

jest.mock('@pvz/scanning/feedback', () => ({ playError: jest.fn() }));

function Handler({ onScan }: { onScan: ScanHandler }) {
  useScanHandler(onScan, [onScan]);
  return null;
}

/** The page's handler, with a dialog over it when it has one. */
function Screen({ page, dialog }: { page: ScanHandler; dialog?: ScanHandler }) {
  return (
    <ScanProvider>
      <Handler onScan={page} />
      {dialog && <Handler onScan={dialog} />}
    </ScanProvider>
  );
}

async function scan(code: string) {
  await userEvent.setup({ delay: 10, advanceTimers: jest.advanceTimersByTime }).keyboard(`${code}{Enter}`);
}

beforeEach(() => {
  jest.useFakeTimers();
  // jsdom stamps events with the real clock; browsers stamp them on the performance timeline, which fake timers drive
  jest.spyOn(Event.prototype, 'timeStamp', 'get').mockImplementation(() => performance.now());
  jest.mocked(playError).mockClear();
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('scan handlers', () => {
  it('offer a code to the newest handler first; the page never sees what the dialog took', async () => {
    const page = jest.fn(() => true);
    const dialog = jest.fn(() => true);
    const { rerender } = render(<Screen page={page} />);
    rerender(<Screen page={page} dialog={dialog} />);

    await scan('ырщз.1.8');

    expect(dialog).toHaveBeenCalledWith('shop/1/8');
    expect(page).not.toHaveBeenCalled();
    expect(playError).not.toHaveBeenCalled();
  });

  it('pass a code the dialog does not want on to the page', async () => {
    const page = jest.fn(() => true);
    const dialog = jest.fn(() => false);
    const { rerender } = render(<Screen page={page} />);
    rerender(<Screen page={page} dialog={dialog} />);

    await scan('1/123');

    expect(dialog).toHaveBeenCalledTimes(1);
    expect(page).toHaveBeenCalledWith('1/123');
    expect(playError).not.toHaveBeenCalled();
  });

  it('buzz when no handler takes the code', async () => {
    render(<Screen page={() => false} />);

    await scan('1/123');

    expect(playError).toHaveBeenCalledTimes(1);
  });

  it('get the page back once the dialog closes', async () => {
    const page = jest.fn(() => true);
    const dialog = jest.fn(() => true);
    const { rerender } = render(<Screen page={page} dialog={dialog} />);
    rerender(<Screen page={page} />);

    await scan('1/123');

    expect(page).toHaveBeenCalledTimes(1);
    expect(dialog).not.toHaveBeenCalled();
  });

  it('hear each scan once, even under a second provider', async () => {
    const page = jest.fn(() => true);
    render(
      <ScanProvider>
        <ScanProvider>
          <Handler onScan={page} />
        </ScanProvider>
      </ScanProvider>,
    );

    await scan('1/123');

    expect(page).toHaveBeenCalledTimes(1);
  });
});
