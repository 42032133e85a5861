import { staffSignedIn } from '@pvz/api-client/session/session-slice';
import { createAppStore } from '@pvz/api-client/store';
import type { Tip, TipSummary } from '@pvz/contracts/api/tips';
import { messages } from '@pvz/contracts/messages';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import TipsPage from './tips-page';

installMswServer();
jest.setTimeout(60_000);
afterEach(() => jest.restoreAllMocks());

const picture = '0f8fad5b-d9cb-469f-a165-70867728950e';
const summary = (more: Partial<TipSummary>): TipSummary => ({
  id: 1,
  title: 'Как принять коробку',
  pageKeys: ['goods-acceptance-box'],
  roles: [],
  updatedAt: '2026-11-21T10:00:00.000Z',
  ...more,
});
const tips = [
  summary({ id: 1 }),
  summary({ id: 2, title: 'Сверка кассы', pageKeys: ['finance-balance'] }),
  summary({ id: 3, title: 'Правила смены', pageKeys: [] }),
];
const article = (more: Partial<Tip> = {}): Tip => ({
  ...summary({}),
  body: '## Шаги\n\nОтсканируйте **этикетку**.',
  author: 'admin',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...more,
});

let asked: URLSearchParams[];
let posted: { url: string; body: Record<string, unknown> }[];

beforeEach(() => {
  asked = [];
  posted = [];
  server.use(
    http.get('/api/tips', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const q = query.get('q');
      return HttpResponse.json({ tips: q ? tips.filter((tip) => tip.title.toLowerCase().includes(q)) : tips });
    }),
    http.get('/api/tips/record', ({ request }) =>
      HttpResponse.json(article({ id: Number(new URL(request.url).searchParams.get('id')) })),
    ),
    http.get('/api/tips/options', () =>
      HttpResponse.json({
        roles: [
          { code: 'COURIER', name: 'Курьер' },
          { code: 'PVZ', name: 'Оператор ПВЗ' },
        ],
      }),
    ),
    http.post('/api/files', () => HttpResponse.json({ id: picture, contentType: 'image/png', size: 70 })),
    http.post('/api/tips/create', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      posted.push({ url: '/api/tips/create', body });
      return HttpResponse.json({ message: messages.tipCreated, tip: article({ id: 7 }) });
    }),
    http.post('/api/tips/delete', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      posted.push({ url: '/api/tips/delete', body });
      return HttpResponse.json({ message: messages.tipDeleted, id: body.id });
    }),
  );
});

function renderAt(at: string, level: 'read' | 'write') {
  const store = createAppStore();
  store.dispatch(
    staffSignedIn({
      user: { id: 1, username: 'admin', role: level === 'write' ? 'ADMIN' : 'PVZ', roleName: 'Директор' },
      access: { pages: { tips: level }, columns: {} },
      scope: { allPoints: true, pointIds: [], sortingCenterId: null, homePointId: null },
      session: { expiresAt: new Date(Date.now() + 3600_000).toISOString(), endsAt: null, listKey: 'a2V5' },
    }),
  );
  return renderWithProviders(null, { store, at, routes: [{ path: '/tips/*', element: <TipsPage /> }] });
}

describe('«Подсказки»', () => {
  it('lists the articles by menu group and searches them once the typing pauses', async () => {
    const { user } = renderAt('/tips', 'read');
    const goods = await screen.findByRole('list', { name: 'Товары' });
    expect(within(goods).getByRole('link', { name: /Как принять коробку/ })).toHaveAttribute('href', '/tips/1');
    expect(within(screen.getByRole('list', { name: 'Финансы' })).getByText('Сверка кассы')).toBeVisible();
    expect(within(screen.getByRole('list', { name: 'Общие' })).getByText('Правила смены')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Новая подсказка' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Поиск по подсказкам' }), 'касс');
    await waitFor(() => expect(screen.queryByText('Как принять коробку')).not.toBeInTheDocument());
    expect(screen.getByText('Сверка кассы')).toBeVisible();
    // one request for the whole word typed, not one per letter
    expect(asked.map((query) => query.get('q'))).toEqual([null, 'касс']);

    await user.clear(screen.getByRole('searchbox', { name: 'Поиск по подсказкам' }));
    await user.type(screen.getByRole('searchbox', { name: 'Поиск по подсказкам' }), 'щ');
    expect(await screen.findByText('Ничего не найдено')).toBeVisible();
  });

  it('shows an article as Markdown; its writer deletes it after a confirmation', async () => {
    const { user, router } = renderAt('/tips/1', 'write');
    expect(await screen.findByRole('heading', { level: 1, name: 'Как принять коробку' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Шаги' })).toBeVisible();
    expect(screen.getByText('этикетку').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Приёмка коробок' })).toHaveAttribute('href', '/acceptance-box');
    expect(await screen.findByText(/Для всех сотрудников/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить подсказку?' });
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tips'));
    expect(posted).toEqual([{ url: '/api/tips/delete', body: { operationId: expect.any(String), id: 1 } }]);
    expect(await screen.findByText(messages.tipDeleted)).toBeInTheDocument();
  });

  it('writes a new article with pages, roles, the toolbar and a picture, previewed before saving', async () => {
    const { user, router } = renderAt('/tips/new', 'write');
    const form = await screen.findByRole('form', { name: 'Подсказка' });
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await within(form).findByText(messages.tipTitleRequired)).toBeVisible();
    expect(within(form).getByText(messages.tipBodyRequired)).toBeVisible();
    expect(posted).toEqual([]);

    await user.type(within(form).getByRole('textbox', { name: /^Заголовок/ }), 'Выдача заказа');
    await user.click(within(form).getByLabelText('Страницы'));
    await user.click(await screen.findByRole('option', { name: 'Приёмка коробок' }));
    await user.click(within(form).getByLabelText('Для ролей'));
    await user.click(await screen.findByRole('option', { name: 'Курьер' }));

    const text = within(form).getByLabelText('Текст (Markdown)');
    await user.type(text, 'Найдите ячейку');
    await user.click(within(form).getByRole('button', { name: 'Жирный' }));
    expect(text).toHaveValue('Найдите ячейку**жирный текст**');
    await user.upload(
      within(form).getByLabelText('Вставить картинку'),
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'схема.png', { type: 'image/png' }),
    );
    await waitFor(() =>
      expect(text).toHaveValue(`Найдите ячейку**жирный текст**\n\n![схема](/api/files?id=${picture})\n`),
    );

    // side by side on a desk
    const preview = within(form).getByLabelText('Предпросмотр');
    expect(within(preview).getByText('жирный текст').tagName).toBe('STRONG');
    expect(within(preview).getByRole('img', { name: 'схема' })).toHaveAttribute('src', `/api/files?id=${picture}`);

    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tips/7'));
    expect(posted).toEqual([
      {
        url: '/api/tips/create',
        body: {
          operationId: expect.any(String),
          title: 'Выдача заказа',
          body: `Найдите ячейку**жирный текст**\n\n![схема](/api/files?id=${picture})\n`,
          pageKeys: ['goods-acceptance-box'],
          roles: ['COURIER'],
        },
      },
    ]);
    expect(await screen.findByText(messages.tipCreated)).toBeInTheDocument();
  });

  it('puts the text and its preview on tabs on a phone', async () => {
    jest.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: false,
          media: query,
          addListener: () => undefined,
          removeListener: () => undefined,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    const { user } = renderAt('/tips/new', 'write');
    await user.type(await screen.findByLabelText('Текст (Markdown)'), '_Важно_');
    expect(screen.queryByLabelText('Предпросмотр')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Просмотр' }));
    expect(within(screen.getByLabelText('Предпросмотр')).getByText('Важно').tagName).toBe('EM');
    await user.click(screen.getByRole('tab', { name: 'Текст' }));
    expect(screen.getByLabelText('Текст (Markdown)')).toHaveValue('_Важно_');
  });

  it('keeps the editor from those who only read', async () => {
    renderAt('/tips/new', 'read');
    expect(await screen.findByText(messages.forbidden)).toBeVisible();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
