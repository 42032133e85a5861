import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import { errorMessage } from '@pvz/api-client/error-message';
import { findPage } from '@pvz/contracts/pages';
import { MapCanvas } from '@pvz/ui/map/map-canvas';
import { PageHeader } from '@pvz/ui/page-header';
import { useMemo, useState } from 'react';
import { useDeliveryPointsMapQuery } from '../features/maps/api/maps-api';
import { DeliveryPointCard } from '../features/maps/components/delivery-point-card';
import { MapWithCard } from '../features/maps/components/map-with-card';
import { PlacesTable } from '../features/maps/components/places-table';
import { MAP_ZOOM, openingCenter } from '../features/maps/map-places';
import { placePins } from '../features/maps/place-markers';

/**
 * «Карта пунктов доставки» (/map-dp): the delivery service's points as pins; a point's card lists the
 * customers whose goods wait to go there. The list below is always there, with or without the maps key.
 */
export default function DeliveryPointsMapPage() {
  const { title } = findPage('delivery-map-dp');
  const points = useDeliveryPointsMapQuery();
  const [pickedId, setPickedId] = useState<number>();
  const { palette } = useTheme();
  const data = points.data;

  const pins = useMemo(
    () => (data ? placePins(data.points, palette.primary.main, (point) => setPickedId(point.id)) : []),
    [data, palette],
  );
  const picked = data?.points.find((point) => point.id === pickedId);
  const card = picked && <DeliveryPointCard point={picked} onClose={() => setPickedId(undefined)} />;

  return (
    <>
      <PageHeader title={title} />
      {points.isLoading && <CircularProgress aria-label="Загрузка" />}
      {points.isError && <Alert severity="error">{errorMessage(points.error)}</Alert>}
      {data && (
        <Stack sx={{ gap: 2 }}>
          <MapWithCard
            apiKey={data.apiKey}
            listed="Пункты доставки"
            card={card}
            map={(apiKey) => (
              <MapCanvas
                apiKey={apiKey}
                lang={data.lang}
                center={openingCenter(data.points)}
                zoom={MAP_ZOOM}
                markers={pins}
              />
            )}
          />
          <PlacesTable
            label="Пункты доставки"
            nameHeader="Пункт доставки"
            places={data.points}
            extra={{ header: 'Ждут покупателей', align: 'right', cell: (point) => point.customers.length }}
            onSelect={(point) => setPickedId(point.id)}
          />
        </Stack>
      )}
    </>
  );
}
