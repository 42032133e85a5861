import { MenuItem, TextField } from '@mui/material';
import { useReferenceChoicesQuery } from '@pvz/api-client/reference-choices';

const ALL = 'all';

/** One of the user's points, or all of them (the gateway keeps to the user's points either way). */
export function PointFilter({ value, onChange }: { value?: number; onChange(pointId: number | undefined): void }) {
  const points = useReferenceChoicesQuery().data?.points ?? [];
  return (
    <TextField
      select
      label="ПВЗ"
      size="small"
      fullWidth={false}
      value={value !== undefined && points.some((point) => point.id === value) ? value : ALL}
      onChange={(event) => onChange(event.target.value === ALL ? undefined : Number(event.target.value))}
      sx={{ minWidth: 220 }}
    >
      <MenuItem value={ALL}>Все ПВЗ</MenuItem>
      {points.map((point) => (
        <MenuItem key={point.id} value={point.id}>
          {point.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
