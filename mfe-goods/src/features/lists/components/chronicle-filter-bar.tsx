import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useReferenceChoicesQuery } from '@pvz/api-client/reference-choices';
import { type GoodsStatus, goodsStatuses, goodsStatusTitle } from '@pvz/contracts/goods';
import { PointFilter } from './point-filter';

/** The chronicle's own filters, above the grid's column filters. */
export interface ChronicleFilters {
  createdFrom: string;
  createdTo: string;
  pvzId?: number;
  status?: GoodsStatus;
  phone: string;
  marketplaceId?: number;
}

export const noChronicleFilters: ChronicleFilters = { createdFrom: '', createdTo: '', phone: '' };

const ANY = 'any';

/** Period (Moscow days), point, status, client phone and, for kinds that have one, the marketplace. */
export function ChronicleFilterBar({
  value,
  onChange,
  withMarketplace,
}: {
  value: ChronicleFilters;
  onChange(next: ChronicleFilters): void;
  withMarketplace: boolean;
}) {
  const marketplaces = useReferenceChoicesQuery().data?.marketplaces ?? [];
  const set = (patch: Partial<ChronicleFilters>) => onChange({ ...value, ...patch });
  const badPeriod = value.createdFrom !== '' && value.createdTo !== '' && value.createdFrom > value.createdTo;
  return (
    <Stack
      component="section"
      aria-label="Фильтры хроники"
      direction="row"
      sx={{ gap: 2, mb: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      <TextField
        type="date"
        size="small"
        fullWidth={false}
        label="Создан с"
        value={value.createdFrom}
        onChange={(event) => set({ createdFrom: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
        error={badPeriod}
      />
      <TextField
        type="date"
        size="small"
        fullWidth={false}
        label="Создан по"
        value={value.createdTo}
        onChange={(event) => set({ createdTo: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
        error={badPeriod}
        helperText={badPeriod ? 'Начало периода позже конца' : undefined}
      />
      <PointFilter value={value.pvzId} onChange={(pvzId) => set({ pvzId })} />
      <TextField
        select
        size="small"
        fullWidth={false}
        label="Статус"
        value={value.status ?? ANY}
        onChange={(event) =>
          set({ status: event.target.value === ANY ? undefined : (event.target.value as GoodsStatus) })
        }
        sx={{ minWidth: 180 }}
      >
        <MenuItem value={ANY}>Любой</MenuItem>
        {goodsStatuses.map((status) => (
          <MenuItem key={status} value={status}>
            {goodsStatusTitle[status]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        fullWidth={false}
        label="Телефон клиента"
        value={value.phone}
        onChange={(event) => set({ phone: event.target.value })}
        inputMode="tel"
      />
      {withMarketplace && (
        <TextField
          select
          size="small"
          fullWidth={false}
          label="Маркетплейс"
          value={value.marketplaceId ?? ANY}
          onChange={(event) =>
            set({ marketplaceId: event.target.value === ANY ? undefined : Number(event.target.value) })
          }
          sx={{ minWidth: 180 }}
        >
          <MenuItem value={ANY}>Любой</MenuItem>
          {marketplaces.map((marketplace) => (
            <MenuItem key={marketplace.id} value={marketplace.id}>
              {marketplace.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Button onClick={() => onChange(noChronicleFilters)}>Сбросить</Button>
    </Stack>
  );
}
