import type { MapAdapter } from '@pvz/ui/map/map-adapter';
import { createYandexMapAdapter } from '@pvz/ui/map/yandex-map-adapter';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

const MapAdapterContext = createContext<MapAdapter | null>(null);

/** Puts another map under the pages: component tests draw a fake one. */
export function MapAdapterProvider({ adapter, children }: { adapter: MapAdapter; children: ReactNode }) {
  return <MapAdapterContext.Provider value={adapter}>{children}</MapAdapterContext.Provider>;
}

/** The map the pages draw with: the provided one, else Yandex Maps with the key and language the gateway gave. */
export function useMapAdapter(apiKey: string, lang: string): MapAdapter {
  const provided = useContext(MapAdapterContext);
  const yandex = useMemo(() => createYandexMapAdapter(apiKey, lang), [apiKey, lang]);
  return provided ?? yandex;
}
