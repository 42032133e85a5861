import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useReferenceChoicesQuery } from '@pvz/api-client/reference-choices';
import type { ReferenceEntity, ReferenceInput, ReferenceItem } from '@pvz/contracts/api/reference';
import { messages } from '@pvz/contracts/messages';
import { referenceProblem } from '@pvz/contracts/validation/reference';
import { FormDialog } from '@pvz/ui/form-dialog';
import { type FormEvent, Fragment, useState } from 'react';
import { type EntityConfig, type FormValues, toInput, toValues, usesChoices } from '../entities';

interface ReferenceFormDialogProps {
  config: EntityConfig;
  item?: ReferenceItem<ReferenceEntity>;
  busy: boolean;
  refusal?: string;
  onSubmit(input: ReferenceInput<ReferenceEntity>): void;
  onClose(): void;
}

/** A row of a reference list; the checks are the gateway's own (contracts), shown at their field. */
export function ReferenceFormDialog({ config, item, busy, refusal, onSubmit, onClose }: ReferenceFormDialogProps) {
  const [values, setValues] = useState<FormValues>(() => toValues(config, item));
  const [problem, setProblem] = useState<{ field: string; error: string } | null>(null);
  // A select waits for its options (its value is kept meanwhile): MUI refuses a value it has no option for.
  const choices = useReferenceChoicesQuery(undefined, { skip: !usesChoices(config) }).data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const converted = toInput(config, values);
    const found =
      'badNumber' in converted
        ? { field: converted.badNumber, error: messages.coordinatesInvalid }
        : referenceProblem(config.entity, converted.input);
    setProblem(found);
    if (!found && 'input' in converted) onSubmit(converted.input);
  };

  return (
    <FormDialog
      title={item ? `${config.title}: изменить` : config.newTitle}
      submitLabel={item ? 'Сохранить' : 'Добавить'}
      busy={busy}
      refusal={refusal}
      maxWidth="sm"
      onSubmit={submit}
      onClose={onClose}
    >
      {config.fields.map((field, index) => (
        <Fragment key={field.key}>
          {field.kind === 'select' && !choices ? null : field.kind === 'checkbox' ? (
            <FormControlLabel
              control={
                <Checkbox
                  checked={Boolean(values[field.key])}
                  onChange={(event) => setValues({ ...values, [field.key]: event.target.checked })}
                />
              }
              label={field.label}
            />
          ) : (
            <TextField
              label={field.label}
              name={field.key}
              autoFocus={index === 0}
              autoComplete="off"
              inputMode={field.kind === 'number' ? 'decimal' : undefined}
              select={field.kind === 'select'}
              value={String(values[field.key])}
              onChange={(event) => setValues({ ...values, [field.key]: event.target.value })}
              error={problem?.field === field.key}
              helperText={problem?.field === field.key ? problem.error : field.helper}
            >
              {field.kind === 'select' && [
                <MenuItem key="" value="">
                  Нет
                </MenuItem>,
                ...(field.options && choices ? choices[field.options] : []).map((choice) => (
                  <MenuItem key={choice.id} value={String(choice.id)}>
                    {choice.name}
                  </MenuItem>
                )),
              ]}
            </TextField>
          )}
          {field.addon && (
            <field.addon values={values} onChange={(changed) => setValues((current) => ({ ...current, ...changed }))} />
          )}
        </Fragment>
      ))}
    </FormDialog>
  );
}
