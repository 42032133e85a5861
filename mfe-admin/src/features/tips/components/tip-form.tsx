import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { errorMessage } from '@pvz/api-client/error-message';
import { useOperationIds } from '@pvz/api-client/operation-ids';
import { TIP_TITLE_MAX, type Tip, type TipFields } from '@pvz/contracts/api/tips';
import { messages } from '@pvz/contracts/messages';
import { useSnackbar } from 'notistack';
import { type FormEvent, useState } from 'react';
import { useTipsOptionsQuery } from '../api/get-tips';
import { useTipsCreateMutation, useTipsEditMutation } from '../api/save-tip';
import { MarkdownEditor } from './markdown-editor';
import { PagePicker } from './page-picker';
import { RolePicker } from './role-picker';

const blank: TipFields = { title: '', body: '', pageKeys: [], roles: [] };

/** An article written or changed: its title, pages, roles and Markdown; saved, it opens. */
export function TipForm({
  editing,
  onSaved,
  onCancel,
}: {
  editing?: Tip;
  onSaved(id: number): void;
  onCancel(): void;
}) {
  const [fields, setFields] = useState<TipFields>(
    editing ? { title: editing.title, body: editing.body, pageKeys: editing.pageKeys, roles: editing.roles } : blank,
  );
  const [checked, setChecked] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const options = useTipsOptionsQuery();
  const [create, created] = useTipsCreateMutation();
  const [edit, edited] = useTipsEditMutation();
  const once = useOperationIds();
  const { enqueueSnackbar } = useSnackbar();
  const set = <K extends keyof TipFields>(key: K, value: TipFields[K]) =>
    setFields((before) => ({ ...before, [key]: value }));

  const titleError = checked && fields.title.trim() === '' ? messages.tipTitleRequired : undefined;
  const bodyError = checked && fields.body.trim() === '' ? messages.tipBodyRequired : undefined;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (fields.title.trim() === '' || fields.body.trim() === '') return;
    try {
      const answer = await once(JSON.stringify([editing?.id ?? null, fields]), (operationId) =>
        editing
          ? edit({ operationId, id: editing.id, ...fields }).unwrap()
          : create({ operationId, ...fields }).unwrap(),
      );
      enqueueSnackbar(answer.message, { variant: 'success' });
      onSaved(answer.tip.id);
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={save} sx={{ gap: 2 }} aria-label="Подсказка">
      <TextField
        label="Заголовок"
        value={fields.title}
        onChange={(event) => set('title', event.target.value)}
        required
        error={Boolean(titleError)}
        helperText={titleError}
        slotProps={{ htmlInput: { maxLength: TIP_TITLE_MAX } }}
      />
      <PagePicker value={fields.pageKeys} onChange={(next) => set('pageKeys', next)} />
      <RolePicker roles={options.data?.roles ?? []} value={fields.roles} onChange={(next) => set('roles', next)} />
      <MarkdownEditor value={fields.body} onChange={(next) => set('body', next)} error={bodyError} />
      {refusal && <Alert severity="error">{refusal}</Alert>}
      <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>Отмена</Button>
        <Button type="submit" variant="contained" loading={created.isLoading || edited.isLoading}>
          Сохранить
        </Button>
      </Stack>
    </Stack>
  );
}
