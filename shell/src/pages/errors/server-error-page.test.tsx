import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen } from '@testing-library/react';
import { ServerErrorPage } from './server-error-page';

function Broken(): never {
  throw new Error('render failed: secret details');
}

describe('500 page', () => {
  it('replaces a page that failed to render, without its details', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(null, { routes: [{ path: '/', element: <Broken />, errorElement: <ServerErrorPage /> }] });
    expect(await screen.findByRole('heading', { name: 'Что-то пошло не так' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Обновить страницу' })).toBeInTheDocument();
    expect(screen.queryByText(/secret details/)).not.toBeInTheDocument();
  });
});
