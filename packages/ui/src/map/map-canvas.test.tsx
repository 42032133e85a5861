import { FakeMapAdapter } from '@pvz/ui/map/fake-map-adapter';
import type { MapAdapter, MapMarker } from '@pvz/ui/map/map-adapter';
import { MapCanvas } from '@pvz/ui/map/map-canvas';
import { MapAdapterProvider } from '@pvz/ui/map/map-context';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const center = { latitude: 48.0159, longitude: 37.8028 };
const pin: MapMarker = { id: 'a', latitude: 48, longitude: 37.8, shape: 'pin', title: 'ПВЗ Центр' };

function renderCanvas(adapter: MapAdapter, markers: MapMarker[], onClick?: () => void) {
  const canvas = (shown: MapMarker[]) => (
    <MapAdapterProvider adapter={adapter}>
      <MapCanvas apiKey="key" lang="ru_RU" center={center} zoom={12} markers={shown} onClick={onClick} />
    </MapAdapterProvider>
  );
  const result = render(canvas(markers));
  return { ...result, show: (shown: MapMarker[]) => result.rerender(canvas(shown)) };
}

describe('MapCanvas', () => {
  it('draws the markers, redraws them when they change, hands on clicks and removes the map when it goes', async () => {
    const adapter = new FakeMapAdapter();
    const clickedPin = jest.fn();
    const clickedMap = jest.fn();
    const { show, unmount } = renderCanvas(adapter, [{ ...pin, onClick: clickedPin }], clickedMap);
    expect(screen.getByLabelText('Карта загружается')).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'ПВЗ Центр' }));
    expect(clickedPin).toHaveBeenCalled();
    expect(screen.queryByLabelText('Карта загружается')).not.toBeInTheDocument();
    expect(adapter.mounted).toMatchObject({ center, zoom: 12 });
    act(() => adapter.clickMap({ latitude: 48.1, longitude: 37.9 }));
    expect(clickedMap).toHaveBeenCalledWith({ latitude: 48.1, longitude: 37.9 });

    show([{ ...pin, id: 'b', title: 'Наша точка', shape: 'circle', radiusMetres: 40 }]);
    expect(screen.queryByRole('button', { name: 'ПВЗ Центр' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Наша точка' })).toHaveAttribute('data-shape', 'circle');

    unmount();
    expect(screen.queryByTestId('fake-map')).not.toBeInTheDocument();
    expect(adapter.mounted).toBeUndefined();
  });

  it('says in Russian why the map is not there', async () => {
    const broken: MapAdapter = { mount: () => Promise.reject(new Error('не удалось загрузить скрипт Яндекс Карт')) };
    renderCanvas(broken, [pin]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Карта не загрузилась: не удалось загрузить скрипт Яндекс Карт',
    );
    expect(screen.queryByLabelText('Карта загружается')).not.toBeInTheDocument();
  });
});
