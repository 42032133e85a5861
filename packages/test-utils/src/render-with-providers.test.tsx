import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen } from '@testing-library/react';

test('an element hidden by its styles stays hidden to the queries, and one shown stays shown', () => {
  renderWithProviders(
    <>
      <Box sx={{ display: 'none' }}>
        <Button>Скрытая</Button>
      </Box>
      <Box sx={{ visibility: 'hidden' }}>
        <Button>Невидимая</Button>
      </Box>
      <Box sx={{ opacity: 0 }} data-testid="transparent" />
      <Box sx={{ display: 'flex', color: 'red', padding: 2 }}>
        <Button>Видимая</Button>
      </Box>
    </>,
  );
  expect(screen.queryByRole('button', { name: 'Скрытая' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Невидимая' })).toBeNull();
  expect(screen.getByTestId('transparent')).not.toBeVisible();
  expect(screen.getByRole('button', { name: 'Видимая' })).toBeVisible();
});

test('a style that decides nothing of visibility does not reach the document', () => {
  renderWithProviders(<Box sx={{ color: 'rgb(255, 0, 0)', padding: '7px' }}>Текст</Box>);
  expect(getComputedStyle(screen.getByText('Текст')).color).not.toBe('rgb(255, 0, 0)');
});
