import Stack from '@mui/material/Stack';
import { useReferenceChoicesQuery } from '@pvz/api-client/reference-choices';
import { type ReturnState, returnStates, returnStateTitle } from '@pvz/contracts/api/returns';
import { AnySelect } from '@pvz/ui/any-select';

export interface ReturnsFilterValues {
  pvzId?: number;
  marketplaceId?: number;
  state?: ReturnState;
}

const stateOptions = returnStates.map((state) => ({ id: state, name: returnStateTitle[state] }));

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
  return (
    <Stack direction="row" sx={{ gap: 2, mb: 2, flexWrap: 'wrap' }}>
      <AnySelect
        label="ПВЗ"
        anyTitle="Все ПВЗ"
        options={choices?.points ?? []}
        value={value.pvzId}
        onChange={(pvzId) => onChange({ ...value, pvzId })}
        minWidth={220}
      />
      {withMarketplace && (
        <AnySelect
          label="Маркетплейс"
          anyTitle="Все маркетплейсы"
          options={choices?.marketplaces ?? []}
          value={value.marketplaceId}
          onChange={(marketplaceId) => onChange({ ...value, marketplaceId })}
          minWidth={200}
        />
      )}
      <AnySelect
        label="Состояние"
        anyTitle="Все"
        options={stateOptions}
        value={value.state}
        onChange={(state) => onChange({ ...value, state })}
        minWidth={200}
      />
    </Stack>
  );
}
