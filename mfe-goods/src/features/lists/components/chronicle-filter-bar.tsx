import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useReferenceChoicesQuery } from '@pvz/api-client/reference-choices';
import { type GoodsStatus, goodsStatuses, goodsStatusTitle } from '@pvz/contracts/goods';
import { AnySelect } from '@pvz/ui/any-select';
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

const statusOptions = goodsStatuses.map((status) => ({ id: status, name: goodsStatusTitle[status] }));

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
      <AnySelect
        label="Статус"
        anyTitle="Любой"
        options={statusOptions}
        value={value.status}
        onChange={(status) => set({ status })}
        minWidth={180}
      />
      <TextField
        size="small"
        fullWidth={false}
        label="Телефон клиента"
        value={value.phone}
        onChange={(event) => set({ phone: event.target.value })}
        inputMode="tel"
      />
      {withMarketplace && (
        <AnySelect
          label="Маркетплейс"
          anyTitle="Любой"
          options={marketplaces}
          value={value.marketplaceId}
          onChange={(marketplaceId) => set({ marketplaceId })}
          minWidth={180}
        />
      )}
      <Button onClick={() => onChange(noChronicleFilters)}>Сбросить</Button>
    </Stack>
  );
}
