import { useReferenceChoicesQuery } from '@pvz/api-client/reference-choices';
import { AnySelect } from '@pvz/ui/any-select';

/** One of the user's points, or all of them (the gateway keeps to the user's points either way). */
export function PointFilter({ value, onChange }: { value?: number; onChange(pointId: number | undefined): void }) {
  const points = useReferenceChoicesQuery().data?.points ?? [];
  return <AnySelect label="ПВЗ" anyTitle="Все ПВЗ" options={points} value={value} onChange={onChange} minWidth={220} />;
}
