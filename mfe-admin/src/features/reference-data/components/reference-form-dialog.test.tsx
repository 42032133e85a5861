import { messages } from '@pvz/contracts/messages';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { FakeMapAdapter } from '@pvz/ui/map/fake-map-adapter';
import { MapAdapterProvider } from '@pvz/ui/map/map-context';
import { act, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { entityConfigs } from '../entities';
import { ReferenceFormDialog } from './reference-form-dialog';

installMswServer();

let mapKey: string | null;

beforeEach(() => {
  mapKey = 'key';
  server.use(
    http.get('/api/map/key', () => HttpResponse.json({ apiKey: mapKey, lang: 'ru_RU' })),
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
  const map = new FakeMapAdapter();
  const view = renderWithProviders(
    <MapAdapterProvider adapter={map}>
      <ReferenceFormDialog
        config={entityConfigs[entity]}
        item={item as never}
        busy={false}
        onSubmit={onSubmit}
        onClose={() => undefined}
      />
    </MapAdapterProvider>,
  );
  return { ...view, onSubmit, map };
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

  it("fills a point's coordinates from a click on the map, rounded to six decimals", async () => {
    const { user, onSubmit, map } = renderDialog('points');
    await user.type(screen.getByRole('textbox', { name: 'Название' }), 'ПВЗ_9');
    await user.click(screen.getByRole('button', { name: 'Выбрать на карте' }));
    const picker = await screen.findByRole('dialog', { name: 'Выбрать на карте' });
    await within(picker).findByTestId('fake-map');
    expect(within(picker).getByRole('button', { name: 'Применить' })).toBeDisabled();

    act(() => map.clickMap({ latitude: 48.01234567, longitude: 37.80512349 }));
    expect(within(picker).getByRole('button', { name: 'Выбранное место' })).toBeInTheDocument();
    await user.click(within(picker).getByRole('button', { name: 'Применить' }));
    expect(screen.queryByRole('dialog', { name: 'Выбрать на карте' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Широта' })).toHaveValue('48.012346');
    expect(screen.getByRole('textbox', { name: 'Долгота' })).toHaveValue('37.805123');

    // the map opens at the typed place, with its marker there
    await user.click(screen.getByRole('button', { name: 'Выбрать на карте' }));
    const again = await screen.findByRole('dialog', { name: 'Выбрать на карте' });
    expect(await within(again).findByRole('button', { name: 'Выбранное место' })).toBeInTheDocument();
    expect(map.mounted?.center).toEqual({ latitude: 48.012346, longitude: 37.805123 });
    await user.click(within(again).getByRole('button', { name: 'Отмена' }));
    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ latitude: 48.012346, longitude: 37.805123 }));
  });

  it('says the map needs a key instead of drawing a blank one when the gateway has none', async () => {
    mapKey = null;
    const { user } = renderDialog('points');
    await user.click(screen.getByRole('button', { name: 'Выбрать на карте' }));
    const picker = await screen.findByRole('dialog', { name: 'Выбрать на карте' });
    expect(await within(picker).findByText(/не задан ключ Яндекс Карт \(YANDEX_MAPS_API_KEY\)/)).toBeInTheDocument();
    expect(within(picker).queryByTestId('fake-map')).not.toBeInTheDocument();
    expect(within(picker).getByRole('button', { name: 'Применить' })).toBeDisabled();
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
