import { messages } from '@pvz/contracts/messages';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { entityConfigs } from '../entities';
import { ReferenceFormDialog } from './reference-form-dialog';

installMswServer();

beforeEach(() => {
  server.use(
    http.get('/api/reference/choices', () =>
      HttpResponse.json({
        points: [],
        sortingCenters: [],
        marketplaces: [
          { id: 1, name: 'Wildberries' },
          { id: 2, name: 'Ozon' },
        ],
        orderAccounts: [],
      }),
    ),
  );
});

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
      hours: '',
      isPartner: true,
      brandMarketplaceId: null,
    });
  });

  it("takes a point's opening hours, not longer than the gateway keeps", async () => {
    const { user, onSubmit } = renderDialog('points');
    await user.type(screen.getByRole('textbox', { name: 'Название' }), 'ПВЗ_9');
    const hours = screen.getByRole('textbox', { name: 'Часы работы' });
    await user.click(hours);
    await user.paste('Пн–Пт '.repeat(20));
    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(screen.getByText(messages.openingHoursTooLong)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(hours);
    await user.type(hours, 'Пн–Вс 10:00–21:00');
    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'ПВЗ_9', hours: 'Пн–Вс 10:00–21:00' }));
  });

  it("marks a point as a marketplace's own from the marketplaces list, and clears the mark with «Нет»", async () => {
    const { user, onSubmit } = renderDialog('points');
    await user.type(screen.getByRole('textbox', { name: 'Название' }), 'ПВЗ WB');
    await user.click(await screen.findByRole('combobox', { name: 'ПВЗ маркетплейса' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Нет',
      'Wildberries',
      'Ozon',
    ]);
    await user.click(screen.getByRole('option', { name: 'Ozon' }));
    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'ПВЗ WB', brandMarketplaceId: 2 }));

    await user.click(screen.getByRole('combobox', { name: 'ПВЗ маркетплейса' }));
    await user.click(screen.getByRole('option', { name: 'Нет' }));
    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ brandMarketplaceId: null }));
  });

  it('opens a branded point with its marketplace chosen', async () => {
    const { user, onSubmit } = renderDialog('points', {
      id: 5,
      name: 'ПВЗ Озон',
      address: '',
      latitude: null,
      longitude: null,
      isPartner: false,
      brandMarketplaceId: 2,
      cellCount: 0,
    });
    expect(await screen.findByRole('combobox', { name: 'ПВЗ маркетплейса' })).toHaveTextContent('Ozon');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'ПВЗ Озон', brandMarketplaceId: 2 }));
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
