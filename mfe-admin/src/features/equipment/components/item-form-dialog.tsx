import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { noChoices, useReferenceChoicesQuery } from '@pvz/api-client/reference-choices';
import type { EquipmentItem } from '@pvz/contracts/api/equipment';
import {
  type EquipmentRegister,
  type EquipmentState,
  equipmentStateLabels,
  equipmentStates,
} from '@pvz/contracts/equipment';
import { messages } from '@pvz/contracts/messages';
import { FormDialog } from '@pvz/ui/form-dialog';
import { type FormEvent, useState } from 'react';
import { useEquipmentCreateMutation } from '../api/create-equipment';
import { useEquipmentEditMutation } from '../api/edit-equipment';
import { useEquipmentOptionsQuery } from '../api/get-equipment-options';
import { useDialogAction } from '../hooks/use-dialog-action';

type Problem = { field: 'pointId' | 'name' | 'type'; error: string };

/**
 * A new item, or an item's card fields: the form opens on its first field and Enter saves. The point
 * and the state of an item in use change by their own actions (with history), so editing leaves them.
 */
export function ItemFormDialog({
  register,
  editing,
  defaultPointId,
  onClose,
}: {
  register: EquipmentRegister;
  editing: EquipmentItem | null;
  defaultPointId: number | null;
  onClose(): void;
}) {
  const points = useReferenceChoicesQuery().data?.points ?? noChoices.points;
  const options = useEquipmentOptionsQuery(register).data;
  const [pointId, setPointId] = useState<number | null>(editing?.point.id ?? defaultPointId);
  const [name, setName] = useState(editing?.name ?? '');
  const [type, setType] = useState(editing?.type ?? '');
  const [serial, setSerial] = useState(editing?.serial ?? '');
  const [state, setState] = useState<EquipmentState>(editing?.state ?? 'ok');
  const [responsibleId, setResponsibleId] = useState<number | null>(editing?.responsible?.id ?? null);
  const [note, setNote] = useState(editing?.note ?? '');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [create] = useEquipmentCreateMutation();
  const [edit] = useEquipmentEditMutation();
  const { run, refusal, busy } = useDialogAction(onClose);
  // who may answer for it: people who see the register at the item's point
  const people = (options?.people ?? []).filter(
    (person) => pointId !== null && (person.allPoints || person.pointIds.includes(pointId)),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pointId === null) return setProblem({ field: 'pointId', error: messages.pointRequired });
    if (name.trim() === '') return setProblem({ field: 'name', error: messages.equipmentNameRequired });
    if (type === '') return setProblem({ field: 'type', error: messages.equipmentTypeUnknown });
    setProblem(null);
    const fields = { name, type, serial, responsibleId, note };
    await run(JSON.stringify([register, editing?.id ?? null, pointId, state, fields]), (operationId) =>
      editing
        ? edit({ register, operationId, id: editing.id, ...fields }).unwrap()
        : create({ register, operationId, pointId, state, ...fields }).unwrap(),
    );
  };
  const errorOf = (field: Problem['field']) =>
    problem?.field === field ? { error: true, helperText: problem.error } : {};

  return (
    <FormDialog
      title={editing ? `${editing.inventoryNumber} «${editing.name}»` : 'Новая запись'}
      submitLabel={editing ? 'Сохранить' : 'Добавить'}
      busy={busy}
      refusal={refusal}
      maxWidth="sm"
      onSubmit={submit}
      onClose={onClose}
    >
      {!editing && (
        <TextField
          select
          label="ПВЗ"
          value={pointId ?? ''}
          onChange={(event) => {
            setPointId(Number(event.target.value));
            setResponsibleId(null);
          }}
          {...errorOf('pointId')}
        >
          {points.map((point) => (
            <MenuItem key={point.id} value={point.id}>
              {point.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        label="Название"
        value={name}
        autoFocus
        onChange={(event) => setName(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
        {...errorOf('name')}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <TextField
          select
          fullWidth
          label="Тип"
          value={type}
          onChange={(event) => setType(event.target.value)}
          {...errorOf('type')}
        >
          {(options?.types ?? []).map((one) => (
            <MenuItem key={one} value={one}>
              {one}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          fullWidth
          label="Серийный номер"
          value={serial}
          onChange={(event) => setSerial(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        {!editing && (
          <TextField
            select
            fullWidth
            label="Статус"
            value={state}
            onChange={(event) => setState(event.target.value as EquipmentState)}
          >
            {equipmentStates.map((one) => (
              <MenuItem key={one} value={one}>
                {equipmentStateLabels[one]}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          select
          fullWidth
          label="Ответственный"
          value={responsibleId ?? ''}
          onChange={(event) => setResponsibleId(event.target.value === '' ? null : Number(event.target.value))}
        >
          <MenuItem value="">Не назначен</MenuItem>
          {editing?.responsible && !people.some((person) => person.id === editing.responsible?.id) && (
            <MenuItem value={editing.responsible.id}>{editing.responsible.name}</MenuItem>
          )}
          {people.map((person) => (
            <MenuItem key={person.id} value={person.id}>
              {person.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <TextField
        label="Комментарий"
        value={note}
        multiline
        minRows={2}
        onChange={(event) => setNote(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
    </FormDialog>
  );
}
