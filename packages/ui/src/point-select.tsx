import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useReferenceChoicesQuery } from '@pvz/api-client/reference-choices';
import { useEffect } from 'react';

/**
 * Picks one of the signed-in user's points. With a single point there is nothing to choose, so it is
 * chosen at once.
 */
export function PointSelect({ value, onChange }: { value: number | null; onChange(pointId: number): void }) {
  const points = useReferenceChoicesQuery().data?.points ?? [];
  const only = points.length === 1 ? points[0]?.id : undefined;
  useEffect(() => {
    if (value === null && only !== undefined) onChange(only);
  }, [value, only, onChange]);

  return (
    <TextField
      select
      label="ПВЗ"
      // A point outside the list (an old link, another point's address) shows as unchosen.
      value={value !== null && points.some((point) => point.id === value) ? value : ''}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ minWidth: 240 }}
      fullWidth={false}
      size="small"
    >
      {points.map((point) => (
        <MenuItem key={point.id} value={point.id}>
          {point.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The point a page shows, kept in the address (`?pvz=12`) so the page can be bookmarked and shared. */
export function pointFromSearch(search: URLSearchParams): number | null {
  const value = Number(search.get('pvz'));
  return Number.isInteger(value) && value > 0 ? value : null;
}

interface PublicPoint {
  id: number;
  name: string;
  address: string;
}

/**
 * A select among the network's points for the public: each point's name over its address. The select
 * and its options render here together: MUI's menu hands its items a context, and an app's own menu
 * would not reach options built by this package's copy of MUI (shared packages load from the shell).
 */
export function PointAddressSelect({
  points,
  value,
  onChange,
  helperText,
  error,
  emptyLabel,
}: {
  points: readonly PublicPoint[];
  value: number | '';
  onChange(pointId: number | ''): void;
  helperText: string;
  error: boolean;
  /** the label of "no point" as a choice; without it a point must be picked */
  emptyLabel?: string;
}) {
  return (
    <TextField
      select
      label="Пункт выдачи"
      value={value}
      onChange={(event) => onChange(event.target.value === '' ? '' : Number(event.target.value))}
      helperText={helperText}
      error={error}
      fullWidth
    >
      {emptyLabel !== undefined && <MenuItem value="">{emptyLabel}</MenuItem>}
      {points.map((point) => (
        <MenuItem key={point.id} value={point.id}>
          <Stack>
            <span>{point.name}</span>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {point.address}
            </Typography>
          </Stack>
        </MenuItem>
      ))}
    </TextField>
  );
}
