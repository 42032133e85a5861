import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import { usePageLevel } from '@pvz/api-client/page-level';
import { type Marker, markerKindTitle } from '@pvz/contracts/api/maps';
import { messages } from '@pvz/contracts/messages';
import { findPage } from '@pvz/contracts/pages';
import { ConfirmDialog } from '@pvz/ui/confirm-dialog';
import type { LatLon } from '@pvz/ui/map/map-adapter';
import { MapCanvas } from '@pvz/ui/map/map-canvas';
import { PageHeader } from '@pvz/ui/page-header';
import { useCrudDialog } from '@pvz/ui/use-crud-dialog';
import { useMemo, useState } from 'react';
import {
  useCreateMapMarkerMutation,
  useMapPlacesQuery,
  useRemoveMapMarkerMutation,
} from '../features/maps/api/maps-api';
import { MapWithCard } from '../features/maps/components/map-with-card';
import { MarkerCard } from '../features/maps/components/marker-card';
import { MarkersTable } from '../features/maps/components/markers-table';
import { NewMarkerDialog } from '../features/maps/components/new-marker-dialog';
import { PlacesTable } from '../features/maps/components/places-table';
import { PointCard } from '../features/maps/components/point-card';
import { formatPercent, MAP_ZOOM, openingCenter } from '../features/maps/map-places';
import { markerShapes, placePins } from '../features/maps/place-markers';

type Picked = { kind: 'point' | 'marker'; id: number } | null;

/**
 * «Карта» (/map): our points and the managers' markers («Наша точка» a 40 m circle, «Посещённый» a
 * pin); a click on either opens its card, a click on the map puts a new marker there (write level).
 * The lists below are always there, so a page without the maps key still shows everything.
 */
export default function MapPage() {
  const { title } = findPage('delivery-map');
  const canWrite = usePageLevel('delivery-map') === 'write';
  const places = useMapPlacesQuery();
  const [picked, setPicked] = useState<Picked>(null);
  const [clickedAt, setClickedAt] = useState<LatLon>();
  const { dialog, open, close, refusal, run } = useCrudDialog<Marker>();
  const [createMarker, creating] = useCreateMapMarkerMutation();
  const [removeMarker, removing] = useRemoveMapMarkerMutation();
  const { palette } = useTheme();
  const data = places.data;

  const mapMarkers = useMemo(
    () =>
      data
        ? [
            ...placePins(data.points, palette.primary.main, (point) => setPicked({ kind: 'point', id: point.id })),
            ...markerShapes(data.markers, { our: palette.success.main, visited: palette.warning.main }, (marker) =>
              setPicked({ kind: 'marker', id: marker.id }),
            ),
          ]
        : [],
    [data, palette],
  );
  const point = picked?.kind === 'point' ? data?.points.find((each) => each.id === picked.id) : undefined;
  const marker = picked?.kind === 'marker' ? data?.markers.find((each) => each.id === picked.id) : undefined;
  const askRemove = canWrite ? (item: Marker) => open({ kind: 'delete', item }) : undefined;
  const putMarker = (at: LatLon) => {
    setClickedAt(at);
    open({ kind: 'create' });
  };
  const card =
    (point && <PointCard point={point} onClose={() => setPicked(null)} />) ||
    (marker && (
      <MarkerCard marker={marker} onRemove={askRemove && (() => askRemove(marker))} onClose={() => setPicked(null)} />
    ));

  return (
    <>
      <PageHeader title={title} />
      {places.isLoading && <CircularProgress aria-label="Загрузка" />}
      {places.isError && <Alert severity="error">{errorMessage(places.error)}</Alert>}
      {data && (
        <Stack sx={{ gap: 2 }}>
          <MapWithCard
            apiKey={data.apiKey}
            listed="Точки и метки"
            card={card}
            map={(apiKey) => (
              <>
                <MapCanvas
                  apiKey={apiKey}
                  lang={data.lang}
                  center={openingCenter([...data.points, ...data.markers])}
                  zoom={MAP_ZOOM}
                  markers={mapMarkers}
                  onClick={canWrite ? putMarker : undefined}
                />
                {canWrite && (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    Нажмите на карту, чтобы поставить метку.
                  </Typography>
                )}
              </>
            )}
          />
          <PlacesTable
            label="Точки"
            nameHeader="Точка"
            places={data.points}
            extra={{ header: 'Процент услуги', cell: (each) => (each.percents ?? []).map(formatPercent).join(', ') }}
            onSelect={(each) => setPicked({ kind: 'point', id: each.id })}
          />
          <MarkersTable
            markers={data.markers}
            onSelect={(each) => setPicked({ kind: 'marker', id: each.id })}
            onRemove={askRemove}
          />
        </Stack>
      )}
      {dialog?.kind === 'create' && clickedAt && (
        <NewMarkerDialog
          at={clickedAt}
          busy={creating.isLoading}
          refusal={refusal}
          onSubmit={(body) => run(() => createMarker(body).unwrap(), messages.saved)}
          onClose={close}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          open
          title="Удалить метку?"
          confirmLabel="Удалить"
          destructive
          busy={removing.isLoading}
          refusal={refusal}
          onConfirm={() => run(() => removeMarker({ id: dialog.item.id }).unwrap(), messages.deleted)}
          onClose={close}
        >
          {markerKindTitle[dialog.item.kind]} «{dialog.item.note}» пропадёт с карты и из списка.
        </ConfirmDialog>
      )}
    </>
  );
}
