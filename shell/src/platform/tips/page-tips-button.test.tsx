import type { Tip } from '@pvz/contracts/api/tips';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { PageTipsButton } from './page-tips-button';

installMswServer();

const tipsOf: Record<string, { id: number; title: string }[]> = {
  'goods-acceptance-box': [
    { id: 4, title: 'Как принять коробку' },
    { id: 5, title: 'Повреждённая коробка' },
  ],
};
const article = (id: number): Tip => ({
  id,
  title: id === 4 ? 'Как принять коробку' : 'Повреждённая коробка',
  body: id === 4 ? 'Отсканируйте **этикетку** коробки.' : 'Сфотографируйте _повреждения_.',
  pageKeys: ['goods-acceptance-box'],
  roles: [],
  author: 'admin',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
});

let askedPages: string[];

beforeEach(() => {
  askedPages = [];
  server.use(
    http.get('/api/tips/for-page', ({ request }) => {
      const page = new URL(request.url).searchParams.get('page') ?? '';
      askedPages.push(page);
      return HttpResponse.json({ tips: tipsOf[page] ?? [] });
    }),
    http.get('/api/tips/record', ({ request }) =>
      HttpResponse.json(article(Number(new URL(request.url).searchParams.get('id')))),
    ),
  );
});

function renderAt(at: string, pages: Record<string, 'read' | 'write'> = { tips: 'read' }) {
  return renderWithProviders(<PageTipsButton access={{ pages, columns: {} }} />, { at });
}

describe('the «?» of a page', () => {
  it('opens the articles of the page in a drawer, the first one unfolded, the others on demand', async () => {
    const { user } = renderAt('/acceptance-box');
    await user.click(await screen.findByRole('button', { name: 'Подсказки к странице' }));
    const drawer = await screen.findByRole('presentation');
    expect(within(drawer).getByRole('heading', { name: 'Подсказки к странице' })).toBeVisible();
    expect((await within(drawer).findByText('этикетку')).tagName).toBe('STRONG');
    expect(within(drawer).queryByText('повреждения')).not.toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Повреждённая коробка' }));
    expect((await within(drawer).findByText('повреждения')).tagName).toBe('EM');
    // one article open at a time
    expect(within(drawer).getByRole('link', { name: 'Открыть отдельно' })).toHaveAttribute('href', '/tips/5');
    expect(within(drawer).getByRole('link', { name: 'Все подсказки' })).toHaveAttribute('href', '/tips');
    expect(askedPages).toEqual(['goods-acceptance-box']);
  });

  it('is not there on a page without articles, and nothing is asked by those who may not read them', async () => {
    renderAt('/spreadsheets/refunds/distribution');
    await waitFor(() => expect(askedPages).toEqual(['goods-refunds-distribution']));
    expect(screen.queryByRole('button', { name: 'Подсказки к странице' })).not.toBeInTheDocument();

    renderAt('/acceptance-box', {});
    expect(screen.queryByRole('button', { name: 'Подсказки к странице' })).not.toBeInTheDocument();
    expect(askedPages).toEqual(['goods-refunds-distribution']);
  });
});
