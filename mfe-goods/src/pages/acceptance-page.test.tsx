import 'fake-indexeddb/auto';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { playError, playSuccess, speak } from '@pvz/scanning/feedback';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { HttpResponse, http } from 'msw';
import AcceptancePage from './acceptance-page';

jest.mock('@pvz/scanning/feedback', () => ({ playSuccess: jest.fn(), playError: jest.fn(), speak: jest.fn() }));

installMswServer();

const row = {
  id: 123,
  kind: 'purchase',
  status: 'at-point',
  oldId: null,
  createdAt: '2026-11-20T09:00:00Z',
  createdBy: 'manager',
  updatedAt: '2026-11-21T08:30:00Z',
  updatedBy: 'operator',
  cell: 17,
  name: 'Анна',
  fromName: '+79121234567',
  productName: 'Чайник',
};
const accepted = () => HttpResponse.json({ message: 'Товар принят на ПВЗ!', cell: 17, cellCount: 2, row });
let bodies: unknown[] = [];

beforeEach(() => {
  // a fresh browser profile per test: the queue of one test does not leak into the next
  globalThis.indexedDB = new IDBFactory();
  bodies = [];
  jest.mocked(playSuccess).mockClear();
  jest.mocked(playError).mockClear();
  jest.mocked(speak).mockClear();
  server.use(
    http.get('/api/reference/choices', () =>
      HttpResponse.json({ points: [{ id: 1, name: 'ПВЗ_1' }], sortingCenters: [], marketplaces: [] }),
    ),
  );
});

/** The gateway's answers to the scans, in order; each request's body is kept. */
function answerScans(...answers: (() => Response)[]) {
  server.use(
    http.post('/api/goods/accept-scan', async ({ request }) => {
      bodies.push(await request.json());
      const answer = answers.shift();
      if (!answer) throw new Error('an unexpected scan');
      return answer();
    }),
  );
}

async function renderPage() {
  const rendered = renderWithProviders(null, {
    at: '/acceptance',
    routes: [{ path: '/acceptance', element: <AcceptancePage /> }],
  });
  // the operator's only point is chosen at once
  await waitFor(() => expect(rendered.router.state.location.search).toBe('?pvz=1'));
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Штрихкод или QR-код' })).toBeEnabled());
  return rendered;
}

async function typeScan(user: Awaited<ReturnType<typeof renderPage>>['user'], code: string) {
  await user.type(screen.getByRole('textbox', { name: 'Штрихкод или QR-код' }), `${code}{Enter}`);
}

const scans = () => screen.getByRole('table', { name: 'Сканы' });

describe('acceptance page', () => {
  it('shows the cell big, says it and lists the scan', async () => {
    answerScans(accepted);
    const { user } = await renderPage();
    await typeScan(user, 'https://pvz.example/spreadsheets/record/1/123');

    const cell = await screen.findByTestId('accept-cell');
    expect(cell).toHaveTextContent('17');
    expect(cell).toHaveAccessibleName('Ячейка');
    expect(bodies).toEqual([
      {
        operationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        pvzId: 1,
        code: 'https://pvz.example/spreadsheets/record/1/123',
      },
    ]);
    expect(playSuccess).toHaveBeenCalledTimes(1);
    expect(speak).toHaveBeenCalledWith('Ячейка 17');
    expect(within(scans()).getByText('Ячейка 17')).toBeInTheDocument();
    expect(screen.getByText('Принято: 1')).toBeInTheDocument();
    // whose parcel, what, and how full the cell is now
    expect(screen.getByLabelText('Клиент')).toHaveTextContent('Анна …4567');
    expect(screen.getByText('Чайник · ID 123')).toBeInTheDocument();
    expect(screen.getByLabelText('Товаров в ячейке')).toHaveTextContent('Товаров в ячейке: 2');
    // the log: the time to the second and the label's short code, not its URL
    const [, line] = within(scans()).getAllByRole('row');
    expect(line).toHaveTextContent(/^\d{2}:\d{2}:\d{2}1\/123Ячейка 17$/);
  });

  it('sends a bare id typed from a damaged label', async () => {
    answerScans(accepted);
    const { user } = await renderPage();
    await typeScan(user, '123');
    expect(await screen.findByTestId('accept-cell')).toHaveTextContent('17');
    expect(bodies).toEqual([expect.objectContaining({ code: '123' })]);
  });

  it("reads a wedge scanner's burst of keys", async () => {
    answerScans(accepted);
    await renderPage();
    // the scanner types into whatever has focus, faster than a person could
    for (const key of 'ырщз.1.123') fireEvent.keyDown(document.body, { key });
    fireEvent.keyDown(document.body, { key: 'Enter' });

    expect(await screen.findByTestId('accept-cell')).toHaveTextContent('17');
    expect(bodies).toEqual([expect.objectContaining({ code: 'shop/1/123' })]);
  });

  it("shows the gateway's refusal and changes nothing else", async () => {
    answerScans(accepted, () =>
      HttpResponse.json({ error: 'Товар неотсортирован!', code: 'BUSINESS_RULE' }, { status: 422 }),
    );
    const { user } = await renderPage();
    await typeScan(user, '1/123');
    await screen.findByTestId('accept-cell');
    await typeScan(user, '1/124');

    expect(await screen.findByRole('alert')).toHaveTextContent('Товар неотсортирован!');
    expect(screen.queryByTestId('accept-cell')).not.toBeInTheDocument();
    expect(playError).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Принято: 1')).toBeInTheDocument();
    const [, refused, first] = within(scans()).getAllByRole('row');
    expect(refused).toHaveTextContent('1/124Товар неотсортирован!');
    expect(first).toHaveTextContent('1/123Ячейка 17');
  });

  it('names the cell of a parcel accepted earlier', async () => {
    answerScans(() => HttpResponse.json({ error: 'Товар принят ранее!', code: 'CONFLICT', cell: 5 }, { status: 409 }));
    const { user } = await renderPage();
    await typeScan(user, '2/77');

    expect(await screen.findByRole('alert')).toHaveTextContent('Товар принят ранее!');
    expect(screen.getByTestId('accept-cell')).toHaveTextContent('5');
    expect(playError).toHaveBeenCalled();
    expect(screen.getByText('Принято: 0')).toBeInTheDocument();
  });

  it('refuses what is not a label without asking the gateway', async () => {
    const { user } = await renderPage();
    await typeScan(user, 'привет');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Код не распознан: это не этикетка товара и не QR-код клиента',
    );
    expect(bodies).toEqual([]);
  });

  it('keeps a scan made offline and shows its answer once the connection is back', async () => {
    answerScans(() => HttpResponse.error());
    const { user } = await renderPage();
    await typeScan(user, '1/123');

    expect(await within(scans()).findByText('Нет связи — скан сохранён')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'ждут синхронизации: 1' })).toBeInTheDocument();
    expect(screen.getByText('Принято: 0')).toBeInTheDocument();

    answerScans(accepted);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });

    expect(await within(scans()).findByText('Ячейка 17 (после восстановления связи)')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status', { name: /ждут синхронизации/ })).not.toBeInTheDocument());
    expect(screen.getByText('Принято: 1')).toBeInTheDocument();
    // the replay carries the same operation id, so the gateway accepts the parcel once
    expect(bodies).toHaveLength(2);
    expect((bodies[1] as { operationId: string }).operationId).toBe((bodies[0] as { operationId: string }).operationId);
  });

  it('keeps a scan made offline across a reload and lists it with its late answer', async () => {
    answerScans(() => HttpResponse.error());
    const first = await renderPage();
    await typeScan(first.user, '1/123');
    await screen.findByRole('status', { name: 'ждут синхронизации: 1' });
    first.unmount();

    // the page opens again with the connection back: the kept scan is sent, with its first operation id
    answerScans(accepted);
    await renderPage();
    // the list comes from the browser's storage a moment after the page: waited for, not assumed
    const list = await screen.findByRole('table', { name: 'Сканы' });
    expect(await within(list).findByText('Ячейка 17 (после восстановления связи)')).toBeInTheDocument();
    expect(within(list).getByText('1/123')).toBeInTheDocument();
    expect(screen.getByText('Принято: 1')).toBeInTheDocument();
    expect((bodies[1] as { operationId: string }).operationId).toBe((bodies[0] as { operationId: string }).operationId);
  });
});
