import Chip from '@mui/material/Chip';
import { type EquipmentState, equipmentStateLabels } from '@pvz/contracts/equipment';

const colors = { ok: 'success', repair: 'warning', faulty: 'error' } as const;

/** An item's state as a coloured word: green working, amber needs repair, red broken. */
export function StateChip({ state }: { state: EquipmentState }) {
  return <Chip size="small" color={colors[state]} variant="outlined" label={equipmentStateLabels[state]} />;
}
