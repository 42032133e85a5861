import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { REPAIR_COST_MAX } from '@pvz/contracts/api/equipment';
import type { EquipmentRegister } from '@pvz/contracts/equipment';
import { messages } from '@pvz/contracts/messages';
import { rublesToKopecks } from '@pvz/contracts/money';
import { FormDialog } from '@pvz/ui/form-dialog';
import { type FormEvent, useState } from 'react';
import { useEquipmentAddRepairMutation } from '../api/add-equipment-repair';
import { useDialogAction } from '../hooks/use-dialog-action';

/** A repair of the item with what it cost (roubles typed, kopecks sent) and whether it made it work. */
export function RepairDialog({
  register,
  itemId,
  broken,
  onClose,
}: {
  register: EquipmentRegister;
  itemId: number;
  /** the item is not «Исправное»: a repair most likely fixed it */
  broken: boolean;
  onClose(): void;
}) {
  const [cost, setCost] = useState('');
  const [note, setNote] = useState('');
  const [fixed, setFixed] = useState(broken);
  const [problem, setProblem] = useState<string>();
  const [repair] = useEquipmentAddRepairMutation();
  const { run, refusal, busy } = useDialogAction(onClose);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const kopecks = cost.trim() === '' ? 0 : rublesToKopecks(cost);
    if (kopecks === null || kopecks > REPAIR_COST_MAX) return setProblem(messages.equipmentCostInvalid);
    setProblem(undefined);
    void run(JSON.stringify(['repair', register, itemId, kopecks, note, fixed]), (operationId) =>
      repair({ register, operationId, id: itemId, cost: kopecks, note, fixed }).unwrap(),
    );
  };
  return (
    <FormDialog title="Ремонт" submitLabel="Записать" busy={busy} refusal={refusal} onSubmit={submit} onClose={onClose}>
      <TextField
        autoFocus
        label="Стоимость, ₽"
        value={cost}
        inputMode="decimal"
        autoComplete="off"
        onChange={(event) => setCost(event.target.value)}
        error={Boolean(problem)}
        helperText={problem}
      />
      <TextField
        label="Что сделано"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
      <FormControlLabel
        control={<Checkbox checked={fixed} onChange={(event) => setFixed(event.target.checked)} />}
        label="Исправно после ремонта"
      />
    </FormDialog>
  );
}
