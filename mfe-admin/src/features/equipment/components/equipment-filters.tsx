import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { noChoices, useReferenceChoicesQuery } from '@pvz/api-client/reference-choices';
import { type EquipmentState, equipmentStateLabels, equipmentStates } from '@pvz/contracts/equipment';

export interface EquipmentFilter {
  pointId: number | null;
  state: EquipmentState | null;
  type: string | null;
}

/** Side by side on a desk: the theme's fields take the whole width unless told otherwise. */
const fieldWidth = { width: { sm: 240 } } as const;

export const noFilter: EquipmentFilter = { pointId: null, state: null, type: null };

/** The register's filters the table has no column menu for: the point, the state and the type. */
export function EquipmentFilters({
  value,
  onChange,
  types,
  withState = true,
}: {
  value: EquipmentFilter;
  onChange(value: EquipmentFilter): void;
  types: readonly string[];
  withState?: boolean;
}) {
  const points = useReferenceChoicesQuery().data?.points ?? noChoices.points;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        sx={fieldWidth}
        label="ПВЗ"
        value={value.pointId ?? ''}
        onChange={(event) =>
          onChange({ ...value, pointId: event.target.value === '' ? null : Number(event.target.value) })
        }
      >
        <MenuItem value="">Все ПВЗ</MenuItem>
        {points.map((point) => (
          <MenuItem key={point.id} value={point.id}>
            {point.name}
          </MenuItem>
        ))}
      </TextField>
      {withState && (
        <TextField
          select
          size="small"
          sx={fieldWidth}
          label="Статус"
          value={value.state ?? ''}
          onChange={(event) =>
            onChange({ ...value, state: event.target.value === '' ? null : (event.target.value as EquipmentState) })
          }
        >
          <MenuItem value="">Все статусы</MenuItem>
          {equipmentStates.map((state) => (
            <MenuItem key={state} value={state}>
              {equipmentStateLabels[state]}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        select
        size="small"
        sx={fieldWidth}
        label="Тип"
        value={value.type ?? ''}
        onChange={(event) => onChange({ ...value, type: event.target.value === '' ? null : event.target.value })}
      >
        <MenuItem value="">Все типы</MenuItem>
        {types.map((type) => (
          <MenuItem key={type} value={type}>
            {type}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
