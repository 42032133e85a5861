import { ScanInput } from '@pvz/scanning/scan-input';
import { ScanProvider, useScanHandler } from '@pvz/scanning/scan-provider';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

jest.mock('@pvz/scanning/feedback', () => ({ playError: jest.fn() }));

function Page({ onScan }: { onScan: (code: string) => boolean }) {
  useScanHandler(onScan, [onScan]);
  return <ScanInput autoFocus />;
}

describe('scan input', () => {
  it('hands the typed code to the handlers on Enter, normalised, once, and empties itself', async () => {
    const onScan = jest.fn(() => true);
    // no pause between keys: it looks like a scanner to the wedge listener, which must leave this field alone
    const user = userEvent.setup({ delay: null });
    render(
      <ScanProvider>
        <Page onScan={onScan} />
      </ScanProvider>,
    );
    const field = screen.getByRole('textbox', { name: 'Штрихкод или QR-код' });
    expect(field).toHaveFocus();

    await user.type(field, 'ырщз.1.8{Enter}');

    expect(onScan).toHaveBeenCalledTimes(1);
    expect(onScan).toHaveBeenCalledWith('shop/1/8');
    expect(field).toHaveValue('');
  });

  it('ignores Enter in an empty field', async () => {
    const onScan = jest.fn(() => true);
    render(
      <ScanProvider>
        <Page onScan={onScan} />
      </ScanProvider>,
    );

    await userEvent.type(screen.getByRole('textbox', { name: 'Штрихкод или QR-код' }), '  {Enter}');

    expect(onScan).not.toHaveBeenCalled();
  });
});
