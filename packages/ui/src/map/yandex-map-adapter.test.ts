import type { MapMarker } from '@pvz/ui/map/map-adapter';
import { createYandexMapAdapter } from '@pvz/ui/map/yandex-map-adapter';

// A stand-in for the script's global `ymaps3`: each entity keeps what it was made with.
class Entity {
  constructor(
    readonly props: Record<string, unknown>,
    readonly element?: HTMLElement,
  ) {}
}
class StubMap {
  children: Entity[] = [];
  destroyed = false;
  constructor(
    readonly container: HTMLElement,
    readonly props: { location: { center: number[]; zoom: number } },
  ) {
    maps.push(this);
  }
  addChild(child: Entity) {
    this.children.push(child);
    return this;
  }
  removeChild(child: Entity) {
    this.children = this.children.filter((each) => each !== child);
    return this;
  }
  destroy() {
    this.destroyed = true;
  }
}
class YMapListener extends Entity {}
class YMapMarker extends Entity {}
class YMapFeature extends Entity {}
const maps: StubMap[] = [];
const stub = {
  ready: Promise.resolve(),
  strictMode: true,
  YMap: StubMap,
  YMapDefaultSchemeLayer: class extends Entity {},
  YMapDefaultFeaturesLayer: class extends Entity {},
  YMapListener,
  YMapMarker,
  YMapFeature,
};

async function drawMap(onClick = jest.fn()) {
  const mounting = createYandexMapAdapter('key', 'ru_RU').mount(document.createElement('div'), {
    center: { latitude: 48.0159, longitude: 37.8028 },
    zoom: 12,
    onClick,
  });
  Object.assign(globalThis, { ymaps3: stub });
  document.head.querySelector('script[src^="https://api-maps.yandex.ru/v3/"]')?.dispatchEvent(new Event('load'));
  const view = await mounting;
  const map = maps.at(-1) as StubMap;
  const ofKind = <T extends Entity>(kind: new (...args: never[]) => T) =>
    map.children.filter((child): child is T => child instanceof kind);
  return { view, map, ofKind, onClick };
}

const pin: MapMarker = { id: 'p1', latitude: 48.01, longitude: 37.8, shape: 'pin', title: 'ПВЗ Центр' };
const circle: MapMarker = {
  id: 'm1',
  latitude: 48.02,
  longitude: 37.81,
  shape: 'circle',
  radiusMetres: 40,
  title: 'Наша точка: у рынка',
};

describe('the Yandex map adapter', () => {
  it('opens the map at the centre given as [longitude, latitude]', async () => {
    const { map } = await drawMap();
    expect(map.props.location).toEqual({ center: [37.8028, 48.0159], zoom: 12 });
  });

  it('tells a click on the map where it was, and leaves clicks on markers to them', async () => {
    const { ofKind, onClick } = await drawMap();
    const listen = ofKind(YMapListener)[0]?.props.onClick as (object: unknown, event: unknown) => void;
    listen(undefined, { coordinates: [37.81, 48.02] });
    listen({ type: 'marker' }, { coordinates: [37.5, 48.5] });
    expect(onClick.mock.calls).toEqual([[{ latitude: 48.02, longitude: 37.81 }]]);
  });

  it('draws pins at [longitude, latitude] and circles as closed rings, and replaces them as a whole', async () => {
    const { view, ofKind } = await drawMap();
    const clicked = jest.fn();
    view.setMarkers([{ ...pin, onClick: clicked }, circle]);

    const [marker] = ofKind(YMapMarker) as [YMapMarker];
    expect(marker.props.coordinates).toEqual([37.8, 48.01]);
    expect(marker.element?.getAttribute('aria-label')).toBe('ПВЗ Центр');
    (marker.props.onClick as () => void)();
    expect(clicked).toHaveBeenCalled();

    const geometry = ofKind(YMapFeature)[0]?.props.geometry as { type: string; coordinates: number[][][] };
    const ring = geometry.coordinates[0] ?? [];
    expect(geometry.type).toBe('Polygon');
    expect(ring).toHaveLength(33);
    expect(ring.at(-1)).toEqual(ring[0]);
    expect(ring[0]?.[0]).toBeCloseTo(37.81, 3);
    expect(ring[0]?.[1]).toBeCloseTo(48.02, 3);

    view.setMarkers([pin]);
    expect(ofKind(YMapMarker)).toHaveLength(1);
    expect(ofKind(YMapFeature)).toHaveLength(0);
  });

  it('destroys the map', async () => {
    const { view, map } = await drawMap();
    view.destroy();
    expect(map.destroyed).toBe(true);
  });
});
