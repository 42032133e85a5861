import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { playError, speak } from '@pvz/scanning/feedback';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { useLocation } from '@pvz/ui/router';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { IssueScanListener } from './issue-scan-listener';

jest.mock('@pvz/scanning/feedback', () => ({ playSuccess: jest.fn(), playError: jest.fn(), speak: jest.fn() }));

installMswServer();

/** Where the scan led: the hand-over route's address, as the page there would read it. */
function LandedOn() {
  return <p>Выдача {decodeURIComponent(useLocation().pathname)}</p>;
}

let asked: unknown[] = [];

function renderListener(answer: () => Response) {
  asked = [];
  server.use(
    http.post('/api/goods/resolve-scan', async ({ request }) => {
      asked.push(await request.json());
      return answer();
    }),
  );
  return renderWithProviders(null, {
    at: '/spreadsheets/our-ransom/1',
    routes: [
      {
        path: '/spreadsheets/our-ransom/:pvz',
        element: <IssueScanListener pvzId={1} basePath="/spreadsheets/our-ransom" />,
      },
      { path: '/spreadsheets/our-ransom/:pvz/:fromName/:cell', element: <LandedOn /> },
    ],
  });
}

async function typeScan(user: ReturnType<typeof renderListener>['user'], code: string) {
  await user.type(screen.getByRole('textbox', { name: 'Штрихкод или QR-код' }), `${code}{Enter}`);
}

beforeEach(() => {
  jest.mocked(playError).mockClear();
});

describe('issue scan listener', () => {
  it('opens the hand-over of the client whose pickup QR was scanned', async () => {
    const { user, router } = renderListener(() =>
      HttpResponse.json({ type: 'client', phone: '+79123456789', cell: 17 }),
    );
    await typeScan(user, 'https://pvz.example/pickup/1-2-1234567890123456');

    expect(await screen.findByText('Выдача /spreadsheets/our-ransom/1/+79123456789/17')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/spreadsheets/our-ransom/1/%2B79123456789/17');
    expect(asked).toEqual([{ pvzId: 1, code: 'https://pvz.example/pickup/1-2-1234567890123456' }]);
    expect(speak).toHaveBeenCalledWith('Ячейка 17');
  });

  it("opens the owner's hand-over from a parcel's label", async () => {
    const { user, router } = renderListener(() =>
      HttpResponse.json({ type: 'item', id: 5, kind: 'shop', phone: '+79120000000', cell: 3, status: 'at-point' }),
    );
    await typeScan(user, 'shop/1/5');
    expect(await screen.findByText('Выдача /spreadsheets/our-ransom/1/+79120000000/3')).toBeInTheDocument();
    // the scanned parcel comes picked already
    expect(router.state.location.state).toEqual({ pick: 5 });
  });

  it('says why a parcel not at the point cannot be handed over', async () => {
    const { user, router } = renderListener(() =>
      HttpResponse.json({
        type: 'item',
        id: 5,
        kind: 'purchase',
        phone: '+79120000000',
        cell: null,
        status: 'at-sorting-center',
      }),
    );
    await typeScan(user, '1/5');
    expect(await screen.findByText('Товар не принят на ПВЗ')).toBeInTheDocument();
    expect(playError).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/spreadsheets/our-ransom/1');
  });

  it("toasts the gateway's refusal with the error sound", async () => {
    const { user } = renderListener(() =>
      HttpResponse.json({ error: 'QR-код клиента недействителен или устарел', code: 'BUSINESS_RULE' }, { status: 422 }),
    );
    await typeScan(user, '/pickup/1-2-1234567890123456');
    expect(await screen.findByText('QR-код клиента недействителен или устарел')).toBeInTheDocument();
    expect(playError).toHaveBeenCalledTimes(1);
  });

  it('opens the only client whose phone ends with the four digits typed', async () => {
    const { user } = renderListener(() =>
      HttpResponse.json({ type: 'clients', clients: [{ phone: '+79125554321', name: 'Анна', cell: 4 }] }),
    );
    await typeScan(user, '4321');
    expect(await screen.findByText('Выдача /spreadsheets/our-ransom/1/+79125554321/4')).toBeInTheDocument();
    expect(asked).toEqual([{ pvzId: 1, code: '4321' }]);
  });

  it('offers a chooser by cell when several clients match, taken with the keyboard', async () => {
    const { user } = renderListener(() =>
      HttpResponse.json({
        type: 'clients',
        clients: [
          { phone: '+79125554321', name: 'Анна', cell: 4 },
          { phone: '+79126664321', cell: 9 },
        ],
      }),
    );
    await typeScan(user, '4321');
    const choices = await screen.findByRole('menu', { name: 'Клиенты' });
    expect(
      within(choices)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['4Анна+79125554321', '9Без имени+79126664321']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByText('Выдача /spreadsheets/our-ransom/1/+79126664321/9')).toBeInTheDocument();
    expect(screen.queryByRole('menu', { name: 'Клиенты' })).not.toBeInTheDocument();
  });

  it('says so when no client at the point has those digits', async () => {
    const { user } = renderListener(() =>
      HttpResponse.json(
        { error: 'На этом ПВЗ нет клиента с такими последними цифрами телефона', code: 'NOT_FOUND' },
        { status: 404 },
      ),
    );
    await typeScan(user, '9999');
    expect(await screen.findByText('На этом ПВЗ нет клиента с такими последними цифрами телефона')).toBeInTheDocument();
    expect(playError).toHaveBeenCalledTimes(1);
  });

  it('leaves codes that are neither a label nor a pickup QR alone', async () => {
    const { user } = renderListener(() => HttpResponse.json({}));
    await typeScan(user, 'https://pvz.example/box/1/2');
    expect(asked).toEqual([]);
    // nobody took it: the scanning service buzzes
    expect(playError).toHaveBeenCalledTimes(1);
  });
});
