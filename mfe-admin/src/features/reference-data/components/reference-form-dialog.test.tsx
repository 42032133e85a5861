import { messages } from '@pvz/contracts/messages';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen } from '@testing-library/react';
import { entityConfigs } from '../entities';
import { ReferenceFormDialog } from './reference-form-dialog';

function renderDialog(entity: keyof typeof entityConfigs, item?: object) {
  const onSubmit = jest.fn();
  const view = renderWithProviders(
    <ReferenceFormDialog
      config={entityConfigs[entity]}
      item={item as never}
      busy={false}
      onSubmit={onSubmit}
      onClose={() => undefined}
    />,
  );
  return { ...view, onSubmit };
}

describe('reference row form', () => {
  it('checks a point as the gateway does: a name, both coordinates or none, in range', async () => {
    const { user, onSubmit } = renderDialog('points');
    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(screen.getByText(messages.nameEmpty)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Название' }), 'ПВЗ_9');
    await user.type(screen.getByRole('textbox', { name: 'Широта' }), '47,1');
    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(screen.getByText(messages.coordinatesInvalid)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Долгота' }), 'abc');
    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(screen.getByText(messages.coordinatesInvalid)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(screen.getByRole('textbox', { name: 'Долгота' }));
    await user.type(screen.getByRole('textbox', { name: 'Долгота' }), '37.5');
    await user.click(screen.getByLabelText('Партнёрский ПВЗ (ППВЗ)'));
    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'ПВЗ_9',
      address: '',
      latitude: 47.1,
      longitude: 37.5,
      isPartner: true,
    });
  });

  it("reads a marketplace's sites from a comma list and refuses one that is not a site", async () => {
    const { user, onSubmit } = renderDialog('marketplaces');
    await user.type(screen.getByRole('textbox', { name: 'Название' }), 'Мегамаркет');
    await user.type(screen.getByRole('textbox', { name: 'Сайты' }), 'megamarket, x');
    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(screen.getByText(messages.hostInvalid)).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Сайты' }));
    await user.type(screen.getByRole('textbox', { name: 'Сайты' }), 'megamarket.ru, sbermegamarket.ru');
    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Мегамаркет', hosts: ['megamarket.ru', 'sbermegamarket.ru'] });
  });

  it('opens a row for editing with its values and refuses a bad phone there', async () => {
    const { user, onSubmit } = renderDialog('phone-numbers', {
      id: 4,
      phoneNumber: '+79120000000',
      address: 'ул. Мира, 1',
    });
    expect(screen.getByRole('textbox', { name: 'Телефон' })).toHaveValue('+79120000000');
    await user.clear(screen.getByRole('textbox', { name: 'Телефон' }));
    await user.type(screen.getByRole('textbox', { name: 'Телефон' }), '12');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(screen.getByText(messages.phoneInvalid)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
