import { MenuItem, Stack, TextField } from '@mui/material';
import { useReferenceChoicesQuery } from '@pvz/api-client/reference-choices';
import { type ReturnState, returnStates, returnStateTitle } from '@pvz/contracts/api/returns';

export interface ReturnsFilterValues {
  pvzId?: number;
  marketplaceId?: number;
  state?: ReturnState;
}

const any = '';

/** The list's own filters: the point, the marketplace (unless the page fixes it) and the step reached. */
export function ReturnsFilters({
  value,
  onChange,
  withMarketplace,
}: {
  value: ReturnsFilterValues;
  onChange(next: ReturnsFilterValues): void;
  withMarketplace: boolean;
}) {
  const choices = useReferenceChoicesQuery().data;
  const number = (text: string) => (text === any ? undefined : Number(text));
  return (
    <Stack direction="row" sx={{ gap: 2, mb: 2, flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        fullWidth={false}
        label="ПВЗ"
        value={value.pvzId ?? any}
        onChange={(event) => onChange({ ...value, pvzId: number(event.target.value) })}
        sx={{ minWidth: 220 }}
      >
        <MenuItem value={any}>Все ПВЗ</MenuItem>
        {(choices?.points ?? []).map((point) => (
          <MenuItem key={point.id} value={point.id}>
            {point.name}
          </MenuItem>
        ))}
      </TextField>
      {withMarketplace && (
        <TextField
          select
          size="small"
          fullWidth={false}
          label="Маркетплейс"
          value={value.marketplaceId ?? any}
          onChange={(event) => onChange({ ...value, marketplaceId: number(event.target.value) })}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value={any}>Все маркетплейсы</MenuItem>
          {(choices?.marketplaces ?? []).map((marketplace) => (
            <MenuItem key={marketplace.id} value={marketplace.id}>
              {marketplace.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        select
        size="small"
        fullWidth={false}
        label="Состояние"
        value={value.state ?? any}
        onChange={(event) =>
          onChange({ ...value, state: event.target.value === any ? undefined : (event.target.value as ReturnState) })
        }
        sx={{ minWidth: 200 }}
      >
        <MenuItem value={any}>Все</MenuItem>
        {returnStates.map((state) => (
          <MenuItem key={state} value={state}>
            {returnStateTitle[state]}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
