import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { noChoices, useReferenceChoicesQuery } from '@pvz/api-client/reference-choices';
import type { EquipmentItem } from '@pvz/contracts/api/equipment';
import {
  alarmingStates,
  type EquipmentRegister,
  type EquipmentState,
  equipmentStateLabels,
  equipmentStates,
} from '@pvz/contracts/equipment';
import { messages } from '@pvz/contracts/messages';
import { FormDialog } from '@pvz/ui/form-dialog';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useEquipmentChangeStateMutation } from '../api/change-equipment-state';
import { useEquipmentDecommissionMutation } from '../api/decommission-equipment';
import { useEquipmentMoveMutation } from '../api/move-equipment';
import { useDialogAction } from '../hooks/use-dialog-action';

export type BulkAction = 'state' | 'move' | 'decommission';

interface BulkDialogProps {
  register: EquipmentRegister;
  items: readonly EquipmentItem[];
  /** called after the change was made */
  onDone(): void;
  onClose(): void;
}

/** What the action is about to touch, so that the dialog is its own confirmation. */
function Chosen({ items }: { items: readonly EquipmentItem[] }) {
  const named = items
    .slice(0, 5)
    .map((item) => `${item.inventoryNumber} «${item.name}»`)
    .join(', ');
  return (
    <Typography variant="body2">
      Выбрано: {items.length}. {named}
      {items.length > 5 ? ` и ещё ${items.length - 5}` : ''}
    </Typography>
  );
}

function NoteField({
  value,
  onChange,
  label = 'Комментарий',
}: {
  value: string;
  onChange(value: string): void;
  label?: string;
}) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ htmlInput: { maxLength: 1000 } }}
    />
  );
}

function useBulk(onDone: () => void, onClose: () => void) {
  return useDialogAction(() => {
    onDone();
    onClose();
  });
}

/** A state for every item chosen; «Требуется ремонт» and «Неисправное» tell the managers. */
export function StateDialog({ register, items, onDone, onClose }: BulkDialogProps) {
  const [state, setState] = useState<EquipmentState>(items[0]?.state === 'ok' ? 'repair' : 'ok');
  const [note, setNote] = useState('');
  const [change] = useEquipmentChangeStateMutation();
  const { run, refusal, busy } = useBulk(onDone, onClose);
  const ids = items.map((item) => item.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(JSON.stringify(['state', register, ids, state, note]), (operationId) =>
      change({ register, operationId, ids, state, note }).unwrap(),
    );
  };
  return (
    <FormDialog
      title="Сменить статус"
      submitLabel="Сменить статус"
      busy={busy}
      refusal={refusal}
      onSubmit={submit}
      onClose={onClose}
    >
      <Chosen items={items} />
      <TextField
        select
        autoFocus
        label="Новый статус"
        value={state}
        onChange={(event) => setState(event.target.value as EquipmentState)}
      >
        {equipmentStates.map((one) => (
          <MenuItem key={one} value={one}>
            {equipmentStateLabels[one]}
          </MenuItem>
        ))}
      </TextField>
      {alarmingStates.includes(state) && <Alert severity="info">Управляющие получат уведомление.</Alert>}
      <NoteField value={note} onChange={setNote} />
    </FormDialog>
  );
}

/** Every item chosen to another of the user's points; each move stays in the item's history. */
export function MoveDialog({ register, items, onDone, onClose }: BulkDialogProps) {
  const points = useReferenceChoicesQuery().data?.points ?? noChoices.points;
  const [toPointId, setToPointId] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string>();
  const [move] = useEquipmentMoveMutation();
  const { run, refusal, busy } = useBulk(onDone, onClose);
  const ids = items.map((item) => item.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (toPointId === null) return setProblem(messages.pointRequired);
    setProblem(undefined);
    void run(JSON.stringify(['move', register, ids, toPointId, note]), (operationId) =>
      move({ register, operationId, ids, toPointId, note }).unwrap(),
    );
  };
  return (
    <FormDialog
      title="Переместить"
      submitLabel="Переместить"
      busy={busy}
      refusal={refusal}
      onSubmit={submit}
      onClose={onClose}
    >
      <Chosen items={items} />
      <TextField
        select
        autoFocus
        label="На ПВЗ"
        value={toPointId ?? ''}
        onChange={(event) => setToPointId(Number(event.target.value))}
        error={Boolean(problem)}
        helperText={problem}
      >
        {points.map((point) => (
          <MenuItem key={point.id} value={point.id}>
            {point.name}
          </MenuItem>
        ))}
      </TextField>
      <NoteField value={note} onChange={setNote} />
    </FormDialog>
  );
}

/** The end of every item chosen, with a reason: final, the items go to the decommissioned list. */
export function DecommissionDialog({ register, items, onDone, onClose }: BulkDialogProps) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const [decommission] = useEquipmentDecommissionMutation();
  const { run, refusal, busy } = useBulk(onDone, onClose);
  const ids = items.map((item) => item.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') return setProblem(messages.equipmentReasonRequired);
    setProblem(undefined);
    void run(JSON.stringify(['decommission', register, ids, reason]), (operationId) =>
      decommission({ register, operationId, ids, reason }).unwrap(),
    );
  };
  return (
    <FormDialog title="Списать" submitLabel="Списать" busy={busy} refusal={refusal} onSubmit={submit} onClose={onClose}>
      <Chosen items={items} />
      <Alert severity="warning">Списание окончательно: вернуть запись в работу будет нельзя.</Alert>
      <TextField
        autoFocus
        label="Причина списания"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={Boolean(problem)}
        helperText={problem}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
    </FormDialog>
  );
}

const dialogs: Record<BulkAction, (props: BulkDialogProps) => ReactNode> = {
  state: StateDialog,
  move: MoveDialog,
  decommission: DecommissionDialog,
};

/** The dialog of a bulk action, over the items chosen. */
export function BulkDialog({ action, ...props }: BulkDialogProps & { action: BulkAction }) {
  const Dialog = dialogs[action];
  return <Dialog {...props} />;
}
