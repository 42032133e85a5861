import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { PolicyPage } from './policy-page';

installMswServer();

const renderAt = (path: string) =>
  renderWithProviders(null, { at: path, routes: [{ path: '/policy/:name', element: <PolicyPage /> }] });

describe('policy page', () => {
  it('shows the text ADMIN published, its paragraphs kept, with the date of its edition', async () => {
    server.use(
      http.get('/api/public/policy', ({ request }) =>
        new URL(request.url).searchParams.get('name') === 'privacy'
          ? HttpResponse.json({
              name: 'privacy',
              title: 'Политика конфиденциальности',
              text: '1. Общие положения\n\n2. <b>Какие</b> данные мы храним',
              updatedAt: '2026-11-20T21:30:00.000Z',
            })
          : HttpResponse.json({ error: 'нет', code: 'BAD_REQUEST' }, { status: 400 }),
      ),
    );
    renderAt('/policy/privacy');
    const article = await screen.findByRole('article', { name: 'Политика конфиденциальности' });
    // Moscow is three hours ahead: the 21st there
    expect(article).toHaveTextContent('Редакция от 21.11.2026');
    // markup is shown as typed, never rendered
    expect(article).toHaveTextContent('2. <b>Какие</b> данные мы храним');
  });

  it('says so while nothing is published', async () => {
    server.use(
      http.get('/api/public/policy', () =>
        HttpResponse.json({
          name: 'personal-data',
          title: 'Политика обработки персональных данных',
          text: '',
          updatedAt: null,
        }),
      ),
    );
    renderAt('/policy/personal-data');
    expect(await screen.findByText(/Текст документа ещё не опубликован/)).toBeInTheDocument();
  });

  it('is a 404 for a policy that does not exist', async () => {
    renderAt('/policy/terms');
    expect(await screen.findByText(/Page Not Found: \/policy\/terms/)).toBeInTheDocument();
  });
});
