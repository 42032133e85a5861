import { messages } from '@pvz/contracts/messages';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, within } from '@testing-library/react';
import { RoleFormDialog } from './role-form-dialog';

describe('role form', () => {
  it('wants a code of capitals and a name, then sends the chosen pages and columns', async () => {
    const onSubmit = jest.fn();
    const { user } = renderWithProviders(<RoleFormDialog busy={false} onSubmit={onSubmit} onClose={() => undefined} />);
    await user.type(screen.getByRole('textbox', { name: 'Код роли' }), 'к');
    await user.click(screen.getByRole('button', { name: 'Создать' }));
    expect(screen.getByText(messages.roleCodeInvalid)).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'Код роли' }));
    await user.type(screen.getByRole('textbox', { name: 'Код роли' }), 'cashier');
    await user.click(screen.getByRole('button', { name: 'Создать' }));
    expect(screen.getByText(messages.roleNameEmpty)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Название' }), 'Кассир');
    await user.click(
      within(screen.getByRole('group', { name: 'Доступ: Ячейки' })).getByRole('button', { name: 'Чтение' }),
    );
    await user.click(
      within(screen.getByRole('group', { name: 'Столбец: Сумма с клиента' })).getByRole('button', { name: 'Запись' }),
    );
    await user.click(screen.getByRole('button', { name: 'Создать' }));
    expect(onSubmit).toHaveBeenCalledWith({
      code: 'CASHIER',
      name: 'Кассир',
      pages: { 'admin-cells': 'read' },
      columns: { purchase: { amountFromClient: 'write' } },
    });
  });
});
