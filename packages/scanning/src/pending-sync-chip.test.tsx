import 'fake-indexeddb/auto';
import { PendingSyncChip } from '@pvz/scanning/pending-sync-chip';
import { createScanQueue, type ScanQueue, type ScanQueueResult } from '@pvz/scanning/scan-queue';
import { useScanQueue } from '@pvz/scanning/use-scan-queue';
import { act, render, screen } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';

type Queue = ScanQueue<string, number>;

function AcceptancePage({
  queue,
  onSynced,
}: {
  queue: Queue;
  onSynced(result: ScanQueueResult<string, number>): void;
}) {
  const { pending } = useScanQueue(queue, onSynced);
  return <PendingSyncChip count={pending} />;
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

describe('pending sync chip', () => {
  it('shows nothing when no scan waits', () => {
    render(<PendingSyncChip count={0} />);

    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('counts the scans made offline, and hands over their late answers once the connection is back', async () => {
    const submit = jest.fn<Promise<number>, [string, string]>(() => Promise.reject(new TypeError('Failed to fetch')));
    const queue = createScanQueue({ name: 'acceptance', submit });
    const onSynced = jest.fn();
    render(<AcceptancePage queue={queue} onSynced={onSynced} />);

    await act(async () => {
      await queue.enqueue('1/123');
      await queue.enqueue('1/124');
    });
    expect(screen.getByRole('status', { name: 'ждут синхронизации: 2' })).toHaveTextContent('ждут синхронизации: 2');

    submit.mockImplementation(async () => 5);
    await act(() => queue.sync());

    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(onSynced).toHaveBeenCalledTimes(2);
    expect(onSynced).toHaveBeenCalledWith(expect.objectContaining({ outcome: { status: 'done', answer: 5 } }));
  });
});
