import { messages } from '@pvz/contracts/messages';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen } from '@testing-library/react';
import { AddCellsDialog } from './add-cells-dialog';

describe('add cells dialog', () => {
  it.each(['0', '1001', '2,5', 'много'])('refuses %j', async (count) => {
    const onSubmit = jest.fn();
    const { user } = renderWithProviders(<AddCellsDialog busy={false} onSubmit={onSubmit} onClose={() => undefined} />);
    await user.clear(screen.getByRole('textbox', { name: 'Сколько ячеек' }));
    await user.type(screen.getByRole('textbox', { name: 'Сколько ячеек' }), count);
    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(screen.getByText(messages.cellsCountInvalid)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a whole number of cells', async () => {
    const onSubmit = jest.fn();
    const { user } = renderWithProviders(<AddCellsDialog busy={false} onSubmit={onSubmit} onClose={() => undefined} />);
    await user.clear(screen.getByRole('textbox', { name: 'Сколько ячеек' }));
    await user.type(screen.getByRole('textbox', { name: 'Сколько ячеек' }), '25{Enter}');
    expect(onSubmit).toHaveBeenCalledWith(25);
  });
});
