import { staffSignedIn } from '@pvz/api-client/session/session-slice';
import { createAppStore } from '@pvz/api-client/store';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { ReferencePage } from './reference-page';

installMswServer();

function renderPage(level: 'read' | 'write') {
  const store = createAppStore();
  store.dispatch(
    staffSignedIn({
      user: { id: 1, username: 'office', role: 'OFFICE', roleName: 'Офис' },
      access: { pages: { 'admin-marketplaces': level }, columns: {} },
      scope: { allPoints: true, pointIds: [], sortingCenterId: null, homePointId: null },
      session: { expiresAt: new Date(Date.now() + 3600_000).toISOString(), endsAt: null, listKey: 'a2V5' },
    }),
  );
  return renderWithProviders(<ReferencePage entity="marketplaces" />, { store });
}

beforeEach(() => {
  server.use(http.get('/api/reference/marketplaces', () => HttpResponse.json({ items: [] })));
});

describe('a reference list', () => {
  it('tells one who may write what to do when it is empty', async () => {
    renderPage('write');
    expect(await screen.findByText('Записей пока нет: добавьте первую кнопкой «Добавить»')).toBeInTheDocument();
  });

  it('only says it is empty to a reader', async () => {
    renderPage('read');
    expect(await screen.findByText('Записей пока нет')).toBeInTheDocument();
  });
});
