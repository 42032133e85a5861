import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen } from '@testing-library/react';
import { ColorModeMenu } from './color-mode-menu';

afterEach(() => localStorage.clear());

test('the menu comes with the first click, and the chosen mode is remembered', async () => {
  const { user } = renderWithProviders(<ColorModeMenu />);
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Оформление' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Тёмная тема' }));

  expect(localStorage.getItem('mui-mode')).toBe('dark');
  expect(document.documentElement).toHaveClass('dark');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

test('a mode stored by something else does not break the page: the button still offers the menu', async () => {
  localStorage.setItem('mui-mode', 'sepia');
  const { user } = renderWithProviders(<ColorModeMenu />);

  await user.click(screen.getByRole('button', { name: 'Оформление' }));
  expect(await screen.findAllByRole('menuitem')).toHaveLength(3);
});
