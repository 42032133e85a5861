import 'fake-indexeddb/auto';
import { createScanQueue, type ScanQueue, type ScanQueueResult } from '@pvz/scanning/scan-queue';
import { IDBFactory } from 'fake-indexeddb';

interface Acceptance {
  code: string;
}
interface Answer {
  cell: number;
}

const offline = () => Promise.reject(new TypeError('Failed to fetch'));
const refusal = { status: 409, data: { error: 'Товар принят ранее!' } };

function acceptanceQueue(submit: (payload: Acceptance, operationId: string) => Promise<Answer>) {
  return createScanQueue<Acceptance, Answer>({ name: 'acceptance', submit: jest.fn(submit) });
}

function nextSynced(queue: ScanQueue<Acceptance, Answer>): Promise<ScanQueueResult<Acceptance, Answer>> {
  return new Promise((resolve) => {
    const unsubscribe = queue.subscribeSynced((result) => {
      unsubscribe();
      resolve(result);
    });
  });
}

beforeEach(() => {
  // a fresh browser profile per test
  globalThis.indexedDB = new IDBFactory();
});

describe('offline scan queue', () => {
  it('submits a scan at once with a new operation id and forgets it once answered', async () => {
    const submit = jest.fn(async () => ({ cell: 12 }));
    const queue = createScanQueue<Acceptance, Answer>({ name: 'acceptance', submit });

    const { entry, outcome } = await queue.enqueue({ code: '1/123' });

    expect(outcome).toEqual({ status: 'done', answer: { cell: 12 } });
    expect(submit).toHaveBeenCalledWith({ code: '1/123' }, entry.operationId);
    expect(entry.operationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(queue.pendingCount()).toBe(0);
  });

  it('does not make the next scan wait for the answer to the previous one', async () => {
    const answers: ((answer: Answer) => void)[] = [];
    const submit = jest.fn(() => new Promise<Answer>((resolve) => answers.push(resolve)));
    const queue = createScanQueue<Acceptance, Answer>({ name: 'acceptance', submit });

    const first = queue.enqueue({ code: '1/123' });
    const second = queue.enqueue({ code: '1/124' });
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(submit).toHaveBeenCalledTimes(2);
    for (const [at, answer] of answers.entries()) answer({ cell: at });
    expect((await second).outcome).toEqual({ status: 'done', answer: { cell: 1 } });
    expect((await first).outcome).toEqual({ status: 'done', answer: { cell: 0 } });
  });

  it('keeps a scan made offline and sends it once, with the same operation id, when the browser is back online', async () => {
    const submit = jest.fn<Promise<Answer>, [Acceptance, string]>(offline);
    const queue = createScanQueue<Acceptance, Answer>({ name: 'acceptance', submit });
    const stop = queue.start();
    await queue.sync();

    const { entry, outcome } = await queue.enqueue({ code: '1/123' });
    expect(outcome).toEqual({ status: 'queued' });
    expect(queue.pendingCount()).toBe(1);

    submit.mockImplementation(async () => ({ cell: 7 }));
    const synced = nextSynced(queue);
    window.dispatchEvent(new Event('online'));

    expect(await synced).toEqual({ entry, outcome: { status: 'done', answer: { cell: 7 } } });
    expect(submit).toHaveBeenCalledTimes(2);
    expect(submit).toHaveBeenLastCalledWith({ code: '1/123' }, entry.operationId);
    expect(queue.pendingCount()).toBe(0);
    stop();
  });

  it('drops a scan the server refuses and reports the refusal, now or when synced later', async () => {
    const submit = jest.fn<Promise<Answer>, [Acceptance, string]>(() => Promise.reject(refusal));
    const queue = createScanQueue<Acceptance, Answer>({ name: 'acceptance', submit });

    expect((await queue.enqueue({ code: '1/123' })).outcome).toEqual({ status: 'refused', error: refusal });
    expect(queue.pendingCount()).toBe(0);

    submit.mockImplementation(offline);
    await queue.enqueue({ code: '1/124' });
    submit.mockImplementation(() => Promise.reject(refusal));
    const synced = nextSynced(queue);
    await queue.sync();

    expect((await synced).outcome).toEqual({ status: 'refused', error: refusal });
    expect(queue.pendingCount()).toBe(0);
  });

  it('treats a server in trouble like no connection', async () => {
    const queue = acceptanceQueue(() => Promise.reject({ status: 503 }));

    expect((await queue.enqueue({ code: '1/123' })).outcome).toEqual({ status: 'queued' });
    expect(queue.pendingCount()).toBe(1);
  });

  it('keeps a scan whose session ended until someone signs in again', async () => {
    const queue = acceptanceQueue(() => Promise.reject({ status: 401 }));

    expect((await queue.enqueue({ code: '1/123' })).outcome).toEqual({ status: 'queued' });
    expect(queue.pendingCount()).toBe(1);
  });

  it('keeps waiting scans across a reload and sends them oldest first', async () => {
    const beforeReload = acceptanceQueue(offline);
    const first = await beforeReload.enqueue({ code: '1/123' });
    const second = await beforeReload.enqueue({ code: '1/124' });

    const submit = jest.fn(async () => ({ cell: 1 }));
    const afterReload = createScanQueue<Acceptance, Answer>({ name: 'acceptance', submit });
    await afterReload.sync();

    expect(submit.mock.calls).toEqual([
      [{ code: '1/123' }, first.entry.operationId],
      [{ code: '1/124' }, second.entry.operationId],
    ]);
    expect(afterReload.pendingCount()).toBe(0);
  });

  it('stops a sync at the first scan that still gets no answer, keeping the order', async () => {
    const beforeReload = acceptanceQueue(offline);
    await beforeReload.enqueue({ code: '1/123' });
    await beforeReload.enqueue({ code: '1/124' });

    const submit = jest.fn<Promise<Answer>, [Acceptance, string]>(offline);
    const afterReload = createScanQueue<Acceptance, Answer>({ name: 'acceptance', submit });
    await afterReload.sync();

    expect(submit).toHaveBeenCalledTimes(1);
    expect(afterReload.pendingCount()).toBe(2);
  });
});
