import type { LatLon, MapAdapter, MapMarker, MapMountOptions, MapView } from '@pvz/ui/map/map-adapter';

/**
 * A map for component tests, drawn with plain DOM: a `div[data-testid="fake-map"]` holding a button
 * per marker (named by its title, `data-shape` telling a pin from a circle) that calls its `onClick`.
 * `clickMap` stands for a click on the map at a place.
 */
export class FakeMapAdapter implements MapAdapter {
  /** what the page asked for when it drew the map, for the tests to check the camera */
  mounted?: MapMountOptions;

  async mount(container: HTMLElement, options: MapMountOptions): Promise<MapView> {
    this.mounted = options;
    const map = document.createElement('div');
    map.dataset.testid = 'fake-map';
    container.append(map);
    return {
      setMarkers: (markers) => map.replaceChildren(...markers.map(markerButton)),
      destroy: () => {
        map.remove();
        // a map destroyed after the next one was drawn (its load was slower) leaves that one be
        if (this.mounted === options) this.mounted = undefined;
      },
    };
  }

  clickMap(at: LatLon): void {
    if (!this.mounted) throw new Error('the fake map is not drawn');
    this.mounted.onClick?.(at);
  }
}

function markerButton(marker: MapMarker): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.setAttribute('aria-label', marker.title);
  button.dataset.shape = marker.shape;
  button.addEventListener('click', () => marker.onClick?.());
  return button;
}
