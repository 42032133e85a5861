import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

interface MapWithCardProps {
  /** the maps key the gateway gave; none: an alert instead of the map, never a blank */
  apiKey: string | null;
  /** what the page lists below the map, for that alert: «Точки и метки» */
  listed: string;
  map: (apiKey: string) => ReactNode;
  /** the card of what was picked, beside the map on a wide screen and under it on a phone */
  card: ReactNode;
}

/** The top of a map page: the map and the picked place's card, or the reason there is no map. */
export function MapWithCard({ apiKey, listed, map, card }: MapWithCardProps) {
  if (!apiKey) {
    return (
      <>
        <Alert severity="info">
          Карта не показана: не задан ключ Яндекс Карт (YANDEX_MAPS_API_KEY). {listed} — списком ниже.
        </Alert>
        {card}
      </>
    );
  }
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: 'flex-start' }}>
      <Box sx={{ flex: 1, width: '100%' }}>{map(apiKey)}</Box>
      {card && <Box sx={{ width: { xs: '100%', md: 400 } }}>{card}</Box>}
    </Stack>
  );
}
