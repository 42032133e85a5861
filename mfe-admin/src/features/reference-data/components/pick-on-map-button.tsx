import PlaceIcon from '@mui/icons-material/Place';
import Button from '@mui/material/Button';
import type { LatLon } from '@pvz/ui/map/map-adapter';
import { useState } from 'react';
import type { FieldAddonProps, FormValues } from '../entities';
import { PickOnMapDialog } from './pick-on-map-dialog';

/** A typed coordinate as the form reads it (a decimal comma too); NaN when it is not a number. */
function degrees(raw: FormValues[string] | undefined): number {
  const text = String(raw ?? '').trim();
  return text === '' ? Number.NaN : Number(text.replace(',', '.'));
}

/** The place typed in the form's «Широта» and «Долгота», if both are numbers. */
function typedPlace(values: FormValues): LatLon | undefined {
  const latitude = degrees(values.latitude);
  const longitude = degrees(values.longitude);
  return Number.isFinite(latitude) && Number.isFinite(longitude) ? { latitude, longitude } : undefined;
}

/** Six decimals: about ten centimetres, more than a point needs. */
const rounded = (degrees: number) => String(Number(degrees.toFixed(6)));

/** «Выбрать на карте» under the coordinates: the picked place fills «Широта» and «Долгота». */
export function PickOnMapButton({ values, onChange }: FieldAddonProps) {
  const [open, setOpen] = useState(false);
  const apply = (at: LatLon) => {
    onChange({ latitude: rounded(at.latitude), longitude: rounded(at.longitude) });
    setOpen(false);
  };
  return (
    <>
      <Button startIcon={<PlaceIcon />} onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start' }}>
        Выбрать на карте
      </Button>
      {open && <PickOnMapDialog typed={typedPlace(values)} onApply={apply} onClose={() => setOpen(false)} />}
    </>
  );
}
