/// <reference types="@yandex/ymaps3-types" />
import { circleRing } from '@pvz/ui/map/circle-ring';
import { loadYandexMaps } from '@pvz/ui/map/load-yandex-maps';
import type { LatLon, MapAdapter, MapMarker, MapView } from '@pvz/ui/map/map-adapter';

type YMaps = typeof ymaps3;
type LngLat = [number, number];

const DEFAULT_COLOR = '#1976d2';
// Yandex takes [longitude, latitude], the GeoJSON order
const lngLat = ({ latitude, longitude }: LatLon): LngLat => [longitude, latitude];

/** A pin's look: a round dot with a white rim, centred on the place. */
function pinElement(marker: MapMarker): HTMLElement {
  const element = document.createElement('div');
  element.title = marker.title;
  element.setAttribute('role', 'button');
  element.setAttribute('aria-label', marker.title);
  Object.assign(element.style, {
    width: '16px',
    height: '16px',
    borderRadius: '50%',
    background: marker.color ?? DEFAULT_COLOR,
    border: '2px solid #fff',
    boxShadow: '0 1px 4px rgba(0, 0, 0, 0.4)',
    transform: 'translate(-50%, -50%)',
    cursor: 'pointer',
  });
  return element;
}

function entityOf(api: YMaps, marker: MapMarker) {
  const onClick = marker.onClick && (() => marker.onClick?.());
  if (marker.shape === 'pin') {
    return new api.YMapMarker({ coordinates: lngLat(marker), onClick }, pinElement(marker));
  }
  const ring = circleRing(marker, marker.radiusMetres ?? 0).map(lngLat);
  const color = marker.color ?? DEFAULT_COLOR;
  return new api.YMapFeature({
    // a closed ring: GeoJSON repeats the first vertex at the end
    geometry: { type: 'Polygon', coordinates: [[...ring, ...ring.slice(0, 1)]] },
    style: { fill: color, fillOpacity: 0.3, stroke: [{ color, width: 2 }], cursor: 'pointer' },
    onClick,
  });
}

/** The map of Yandex Maps JS API v3, loaded with the given key and language when a first map is drawn. */
export function createYandexMapAdapter(apiKey: string, lang: string): MapAdapter {
  return {
    async mount(container, { center, zoom, onClick }): Promise<MapView> {
      const api = await loadYandexMaps(apiKey, lang);
      const map = new api.YMap(container, { location: { center: lngLat(center), zoom } });
      map.addChild(new api.YMapDefaultSchemeLayer({}));
      map.addChild(new api.YMapDefaultFeaturesLayer({}));
      if (onClick) {
        map.addChild(
          new api.YMapListener({
            // a click on a marker or a circle is the marker's own, not the map's
            onClick: (object, event) => {
              if (object) return;
              const [longitude, latitude] = event.coordinates;
              onClick({ latitude, longitude });
            },
          }),
        );
      }
      let shown: ReturnType<typeof entityOf>[] = [];
      return {
        setMarkers(markers) {
          for (const entity of shown) map.removeChild(entity);
          shown = markers.map((marker) => entityOf(api, marker));
          for (const entity of shown) map.addChild(entity);
        },
        destroy: () => map.destroy(),
      };
    },
  };
}
