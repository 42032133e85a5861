import Autocomplete from '@mui/material/Autocomplete';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  type TaskAudience,
  type TaskEnds,
  type TaskFields,
  type TaskRecord,
  type TaskScope,
  taskAudiences,
  taskAudienceTitle,
  taskEnds,
  taskEndsTitle,
  taskScopeTitle,
} from '@pvz/contracts/api/employee-tasks';
import { messages } from '@pvz/contracts/messages';
import { moscowDay } from '@pvz/contracts/moscow-time';
import { isoWeekday, MAX_REPEAT_INTERVAL, type RepeatKind, repeatKinds } from '@pvz/contracts/recurrence';
import { FormDialog } from '@pvz/ui/form-dialog';
import { DatePicker, RussianDates } from '@pvz/ui/russian-dates';
import { useDialogAction } from '@pvz/ui/use-dialog-action';
import dayjs from 'dayjs';
import { type FormEvent, useState } from 'react';
import { useTasksChoicesQuery } from '../api/get-task-choices';
import { useTasksCreateMutation, useTasksEditMutation } from '../api/save-task';
import { repeatText, weekdayShort } from './repeat-text';

const repeatTitle: Record<RepeatKind, string> = {
  none: 'Не повторять',
  daily: 'Ежедневно',
  weekly: 'Еженедельно',
  monthly: 'Ежемесячно',
  yearly: 'Ежегодно',
};

export type TaskFormMode = { kind: 'create' } | { kind: 'edit'; record: TaskRecord; scope: TaskScope };

/** The form's start: a new task today for a point; or, editing, what the chosen scope changes. */
function initialFields(mode: TaskFormMode): TaskFields {
  if (mode.kind === 'create')
    return {
      title: '',
      description: '',
      startsOn: moscowDay(),
      repeat: 'none',
      interval: 1,
      weekdays: [],
      ends: 'never',
      until: null,
      audience: 'point',
      pointId: null,
      userIds: [],
    };
  const { record, scope } = mode;
  if (scope === 'one')
    return { ...record.fields, title: record.title, description: record.description, startsOn: record.day };
  return scope === 'following' ? { ...record.fields, startsOn: record.day } : record.fields;
}

/**
 * A task's form. A new task, or a change of a task from one of its days: «Только эту задачу» changes
 * that day's title, description and date; «Эту и последующие» and «Все задачи» the whole task from
 * the date shown. Russian date pickers; the repeat is read back in words as it is set.
 */
export function TaskFormDialog({ mode, onClose }: { mode: TaskFormMode; onClose(): void }) {
  const choices = useTasksChoicesQuery().data;
  const [fields, setFields] = useState<TaskFields>(() => initialFields(mode));
  const [problem, setProblem] = useState<string>();
  const [create, creating] = useTasksCreateMutation();
  const [edit, saving] = useTasksEditMutation();
  const { run, refusal } = useDialogAction(onClose);
  const set = <K extends keyof TaskFields>(key: K, value: TaskFields[K]) =>
    setFields((current) => ({ ...current, [key]: value }));
  const onlyDay = mode.kind === 'edit' && mode.scope === 'one';
  const people = choices?.people ?? [];
  const points = choices?.points ?? [];

  const check = (): string | undefined => {
    if (fields.title.trim() === '') return messages.taskTitleRequired;
    if (onlyDay) return undefined;
    if (fields.repeat === 'weekly' && fields.weekdays.length === 0) return messages.taskWeekdaysRequired;
    if (fields.repeat !== 'none' && fields.ends === 'until' && !fields.until) return messages.taskUntilRequired;
    if (fields.audience === 'point' && fields.pointId === null) return messages.taskPointRequired;
    if (fields.audience === 'people' && fields.userIds.length === 0) return messages.taskPeopleRequired;
    return undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const error = check();
    setProblem(error);
    if (error) return;
    const body = { ...fields, until: fields.ends === 'until' ? fields.until : null };
    await run(
      JSON.stringify([mode.kind, mode.kind === 'edit' && [mode.record.occurrenceId, mode.scope], body]),
      (operationId) =>
        mode.kind === 'create'
          ? create({ operationId, ...body }).unwrap()
          : edit({ operationId, occurrenceId: mode.record.occurrenceId, scope: mode.scope, ...body }).unwrap(),
    );
  };

  const chooseRepeat = (repeat: RepeatKind) =>
    setFields((current) => ({
      ...current,
      repeat,
      // a weekly task starts on its own weekday until others are chosen
      weekdays:
        repeat === 'weekly' && current.weekdays.length === 0 ? [isoWeekday(current.startsOn)] : current.weekdays,
    }));

  return (
    <FormDialog
      title={mode.kind === 'create' ? 'Новая задача' : `Изменить: ${taskScopeTitle[mode.scope].toLowerCase()}`}
      submitLabel={mode.kind === 'create' ? 'Создать' : 'Сохранить'}
      busy={creating.isLoading || saving.isLoading}
      refusal={refusal ?? problem}
      maxWidth="sm"
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label="Название"
        required
        autoFocus
        value={fields.title}
        onChange={(event) => set('title', event.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        label="Описание"
        multiline
        minRows={2}
        value={fields.description}
        onChange={(event) => set('description', event.target.value)}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <RussianDates>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
          <DatePicker
            label="Дата"
            value={dayjs(fields.startsOn)}
            onChange={(value) => value?.isValid() && set('startsOn', value.format('YYYY-MM-DD'))}
          />
          {!onlyDay && (
            <TextField
              select
              label="Повтор"
              value={fields.repeat}
              onChange={(event) => chooseRepeat(event.target.value as RepeatKind)}
              sx={{ minWidth: 180 }}
            >
              {repeatKinds.map((kind) => (
                <MenuItem key={kind} value={kind}>
                  {repeatTitle[kind]}
                </MenuItem>
              ))}
            </TextField>
          )}
          {!onlyDay && fields.repeat !== 'none' && (
            <TextField
              label="Каждые"
              type="number"
              value={fields.interval}
              onChange={(event) =>
                set('interval', Math.min(MAX_REPEAT_INTERVAL, Math.max(1, Math.round(Number(event.target.value) || 1))))
              }
              slotProps={{ htmlInput: { min: 1, max: MAX_REPEAT_INTERVAL } }}
              sx={{ width: 110 }}
            />
          )}
        </Stack>
        {!onlyDay && fields.repeat === 'weekly' && (
          <ToggleButtonGroup
            aria-label="Дни недели"
            size="small"
            value={fields.weekdays}
            onChange={(_, value: number[]) =>
              set(
                'weekdays',
                [...value].sort((a, b) => a - b),
              )
            }
          >
            {weekdayShort.map((name, index) => (
              <ToggleButton key={name} value={index + 1} aria-label={name}>
                {name}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
        {!onlyDay && fields.repeat !== 'none' && (
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <TextField
              select
              label="Окончание"
              value={fields.ends}
              onChange={(event) => set('ends', event.target.value as TaskEnds)}
              sx={{ minWidth: 220 }}
            >
              {taskEnds.map((ends) => (
                <MenuItem key={ends} value={ends}>
                  {taskEndsTitle[ends]}
                </MenuItem>
              ))}
            </TextField>
            {fields.ends === 'until' && (
              <DatePicker
                label="Повторять до"
                value={fields.until ? dayjs(fields.until) : null}
                onChange={(value) => set('until', value?.isValid() ? value.format('YYYY-MM-DD') : null)}
              />
            )}
          </Stack>
        )}
      </RussianDates>
      {!onlyDay && fields.repeat !== 'none' && (
        <FormLabel component="p" sx={{ m: 0 }}>
          {repeatText({ ...fields, until: fields.ends === 'until' ? fields.until : null })}
        </FormLabel>
      )}
      {!onlyDay && (
        <>
          <RadioGroup
            row
            aria-label="Кому"
            value={fields.audience}
            onChange={(event) => set('audience', event.target.value as TaskAudience)}
          >
            {taskAudiences.map((audience) => (
              <FormControlLabel
                key={audience}
                value={audience}
                control={<Radio />}
                label={taskAudienceTitle[audience]}
              />
            ))}
          </RadioGroup>
          {fields.audience === 'point' && (
            <TextField
              select
              label="ПВЗ"
              // a point outside the choices (still loading) shows as unchosen
              value={points.some((point) => point.id === fields.pointId) ? (fields.pointId ?? '') : ''}
              onChange={(event) => set('pointId', Number(event.target.value))}
            >
              {points.map((point) => (
                <MenuItem key={point.id} value={point.id}>
                  {point.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          {fields.audience === 'people' && (
            <Autocomplete
              multiple
              options={people.map((person) => person.id)}
              getOptionLabel={(id) =>
                people.find((person) => person.id === id)?.name ??
                (mode.kind === 'edit' ? mode.record.people.find((person) => person.id === id)?.name : undefined) ??
                String(id)
              }
              value={fields.userIds}
              onChange={(_, value) => set('userIds', value)}
              renderInput={(params) => <TextField {...params} label="Сотрудники" />}
            />
          )}
        </>
      )}
    </FormDialog>
  );
}
