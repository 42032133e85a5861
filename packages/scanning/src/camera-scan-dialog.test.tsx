import { CameraScanButton } from '@pvz/scanning/camera-scan-button';
import { ScanProvider, useScanHandler } from '@pvz/scanning/scan-provider';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

jest.mock('@pvz/scanning/feedback', () => ({ playError: jest.fn() }));

const track = { stop: jest.fn() };
const camera = { getTracks: () => [track] };

function Page({ onScan }: { onScan: (code: string) => boolean }) {
  useScanHandler(onScan, [onScan]);
  return <CameraScanButton />;
}

/** The browser's decoder, looking at an item label. */
class LabelInFrontOfCamera {
  static async getSupportedFormats() {
    return ['qr_code', 'code_128'];
  }
  async detect() {
    return [{ rawValue: 'https://host/spreadsheets/record/1/123' }];
  }
}

function renderPage(onScan = jest.fn(() => true)) {
  render(
    <ScanProvider>
      <Page onScan={onScan} />
    </ScanProvider>,
  );
  return onScan;
}

function installCamera(getUserMedia: () => Promise<unknown>) {
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
  Reflect.deleteProperty(globalThis, 'BarcodeDetector');
  track.stop.mockClear();
});

describe('camera scanning', () => {
  it('reads a code with the rear camera, hands it to the handlers, closes and releases the camera', async () => {
    const getUserMedia = jest.fn(async () => camera);
    installCamera(getUserMedia);
    Object.assign(globalThis, { BarcodeDetector: LabelInFrontOfCamera });
    const onScan = renderPage();

    await userEvent.click(screen.getByRole('button', { name: 'Сканировать камерой' }));

    await waitFor(() => expect(onScan).toHaveBeenCalledWith('https://host/spreadsheets/record/1/123'));
    expect(getUserMedia).toHaveBeenCalledWith(
      expect.objectContaining({ video: { facingMode: { ideal: 'environment' } } }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(track.stop).toHaveBeenCalled();
  });

  it('says why the camera is unavailable and closes on «Закрыть»', async () => {
    installCamera(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    renderPage();

    await userEvent.click(screen.getByRole('button', { name: 'Сканировать камерой' }));

    expect(await screen.findByText('Камера недоступна: нет разрешения на доступ к камере')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('explains that a page opened without HTTPS gets no camera', async () => {
    renderPage();

    await userEvent.click(screen.getByRole('button', { name: 'Сканировать камерой' }));

    expect(await screen.findByText(/Камера недоступна: .*HTTPS/)).toBeInTheDocument();
  });
});
