import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { act, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import FindByIdPage from './find-by-id-page';

installMswServer();

const hits = [
  {
    type: 'parcel',
    id: 123,
    kind: 'purchase',
    status: 'at-point',
    point: { id: 1, name: 'ПВЗ_1' },
    phone: '+79123456789',
    name: 'Анна',
    cell: 17,
  },
  { type: 'client', phone: '+79123456789', parcels: 2 },
  { type: 'box', pvzNumber: 1, id: 5, parcels: 3 },
  { type: 'order-link', link: '1-abcdefghijklmnopqrstuv', kind: 'purchase', phone: '+79123456789', parcels: 2 },
];

/** The texts the page asks the gateway to find, answered with nothing found. */
function askedQueries(): string[] {
  const asked: string[] = [];
  server.use(
    http.get('/api/goods/find', ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('q') ?? '');
      return HttpResponse.json({ hits: [] });
    }),
  );
  return asked;
}

/** The page, and a stand-in for the register's cards (another remote's pages in the shell). */
function renderPage() {
  return renderWithProviders(null, {
    at: '/find-by-id',
    routes: [
      { path: '/find-by-id', element: <FindByIdPage /> },
      { path: '/:register/record/:id', element: <p>Карточка</p> },
    ],
  });
}

describe('search by ID', () => {
  it('searches what is typed on Enter and links every hit to its page', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/goods/find', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('q') ?? '');
        return HttpResponse.json({ hits });
      }),
    );
    const { user, router } = renderPage();
    const box = screen.getByRole('textbox', { name: 'ID, этикетка, телефон или ссылка на заказ' });
    expect(box).toHaveFocus();
    await user.type(box, '6789{Enter}');

    const list = await screen.findByRole('list', { name: 'Найдено' });
    expect(asked).toEqual(['6789']);
    expect(router.state.location.search).toBe('?q=6789');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/spreadsheets/record/1/123',
      '/phone/+79123456789',
      '/box/1/5',
      '/phone/+79123456789',
    ]);
    expect(links[0]).toHaveTextContent('Товары клиентов, ID 123');
    expect(links[0]).toHaveTextContent('На ПВЗ');
    expect(links[0]).toHaveTextContent('ПВЗ_1 · Клиент +79123456789 · Анна · Ячейка 17');
    expect(links[1]).toHaveTextContent('Товаров: 2');
    expect(links[2]).toHaveTextContent('Коробка 5');
  });

  it('searches a code the scanner types at once', async () => {
    server.use(http.get('/api/goods/find', () => HttpResponse.json({ hits: [hits[0]] })));
    const { user } = renderPage();
    // the scanner types into the focused box and presses Enter; the box keeps the code
    const box = screen.getByRole('textbox');
    await user.type(box, 'https://pvz.example/spreadsheets/record/1/123{Enter}');
    expect(await screen.findByRole('link', { name: /ID 123/ })).toBeInTheDocument();
    expect(box).toHaveValue('https://pvz.example/spreadsheets/record/1/123');
  });

  it('searches a label scanned while the box has no focus, read in the Russian layout', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/goods/find', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('q') ?? '');
        return HttpResponse.json({ hits: [hits[0]] });
      }),
    );
    renderPage();
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    // a keyboard-wedge scanner: one fast burst of keys, then Enter
    act(() => {
      for (const key of [...'1ю123', 'Enter'])
        document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    });
    expect(await screen.findByRole('link', { name: /ID 123/ })).toBeInTheDocument();
    expect(asked).toEqual(['1.123']);
    expect(screen.getByRole('textbox')).toHaveValue('1.123');
  });

  it('opens the card of a typed equipment label instead of searching goods', async () => {
    const asked = askedQueries();
    const { user, router } = renderPage();
    await user.type(screen.getByRole('textbox'), 'https://pvz.example/equipment/record/12{Enter}');
    expect(await screen.findByText('Карточка')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/equipment/record/12');
    expect(asked).toEqual([]);
  });

  it('opens the card of an auto storage label scanned in the Russian layout', async () => {
    const asked = askedQueries();
    const { router } = renderPage();
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    // a keyboard-wedge scanner types «auto-storage/record/7» with «/» coming out as «.»
    act(() => {
      for (const key of [...'фгещ-ыещкфпу.кусщкв.7', 'Enter'])
        document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    });
    expect(await screen.findByText('Карточка')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auto-storage/record/7');
    expect(asked).toEqual([]);
  });

  it('says «Ничего не найдено» when nothing is found', async () => {
    server.use(http.get('/api/goods/find', () => HttpResponse.json({ hits: [] })));
    const { user } = renderPage();
    await user.type(screen.getByRole('textbox'), '999{Enter}');
    expect(await screen.findByText('Ничего не найдено')).toBeInTheDocument();
  });

  it("says in the gateway's words why it cannot search", async () => {
    server.use(
      http.get('/api/goods/find', () =>
        HttpResponse.json({ error: 'Введите ID', code: 'BAD_REQUEST' }, { status: 400 }),
      ),
    );
    const { user } = renderPage();
    await user.type(screen.getByRole('textbox'), 'x{Enter}');
    expect(await screen.findByText('Введите ID')).toBeInTheDocument();
  });
});
