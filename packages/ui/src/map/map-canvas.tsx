import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { LatLon, MapMarker, MapView } from '@pvz/ui/map/map-adapter';
import { useMapAdapter } from '@pvz/ui/map/map-context';
import { useEffect, useEffectEvent, useRef, useState } from 'react';

interface MapCanvasProps {
  /** the provider's key, as the gateway gives it */
  apiKey: string;
  /** the language the map is loaded in (ru_RU), as the gateway gives it */
  lang: string;
  /** where the map opens; later changes do not move it */
  center: LatLon;
  zoom: number;
  markers: readonly MapMarker[];
  /** a click on the map itself, e.g. to put a marker there */
  onClick?: (at: LatLon) => void;
  height?: number;
}

/** A map drawn by the adapter in context: a spinner while it loads, a Russian alert if it cannot. */
export function MapCanvas({ apiKey, lang, center, zoom, markers, onClick, height = 480 }: MapCanvasProps) {
  const adapter = useMapAdapter(apiKey, lang);
  const container = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<MapView | null>(null);
  const [failure, setFailure] = useState<string>();
  const openingCamera = useEffectEvent(() => ({ center, zoom }));
  const clickMap = useEffectEvent((at: LatLon) => onClick?.(at));

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let unmounted = false;
    let drawn: MapView | undefined;
    setFailure(undefined);
    adapter.mount(element, { ...openingCamera(), onClick: (at) => clickMap(at) }).then(
      (mounted) => {
        if (unmounted) return mounted.destroy();
        drawn = mounted;
        setView(mounted);
      },
      (error: unknown) => {
        if (!unmounted) setFailure(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      unmounted = true;
      drawn?.destroy();
      setView(null);
    };
  }, [adapter]);

  useEffect(() => view?.setMarkers(markers), [view, markers]);

  return (
    <Box sx={{ position: 'relative', height, borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover' }}>
      <Box ref={container} sx={{ position: 'absolute', inset: 0 }} />
      {!view && !failure && (
        <CircularProgress
          aria-label="Карта загружается"
          sx={{ position: 'absolute', top: '50%', left: '50%', m: -2.5 }}
        />
      )}
      {failure && (
        <Alert severity="error" sx={{ position: 'absolute', inset: 16, height: 'fit-content' }}>
          Карта не загрузилась: {failure}
        </Alert>
      )}
    </Box>
  );
}
