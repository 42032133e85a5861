import Autocomplete from '@mui/material/Autocomplete';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { noChoices, useReferenceChoicesQuery } from '@pvz/api-client/reference-choices';
import type { Licensee } from '@pvz/contracts/api/licensees';
import { messages } from '@pvz/contracts/messages';
import { moscowDay } from '@pvz/contracts/moscow-time';
import { FormDialog } from '@pvz/ui/form-dialog';
import { DatePicker, RussianDates } from '@pvz/ui/russian-dates';
import { useDialogAction } from '@pvz/ui/use-dialog-action';
import dayjs from 'dayjs';
import { type FormEvent, useState } from 'react';
import { NoteField } from '../../../components/form-fields';
import { useCreateLicenseeMutation, useEditLicenseeMutation } from '../api/licensees-api';
import { newTariffDraft, type TariffDraft, TariffFields, tariffOf } from './tariff-fields';

/**
 * A licensee's card: who it is, whom to call, from when, the points it runs; a new one gets its first
 * tariff here too (later ones through «Тариф»).
 */
export function LicenseeDialog({ editing, onClose }: { editing: Licensee | null; onClose(): void }) {
  const points = useReferenceChoicesQuery().data?.points ?? noChoices.points;
  const [name, setName] = useState(editing?.name ?? '');
  const [domain, setDomain] = useState(editing?.domain ?? '');
  const [contactName, setContactName] = useState(editing?.contactName ?? '');
  const [contactPhone, setContactPhone] = useState(editing?.contactPhone ?? '');
  const [email, setEmail] = useState(editing?.email ?? '');
  const [startsOn, setStartsOn] = useState(editing?.startsOn ?? moscowDay());
  const [active, setActive] = useState(editing?.active ?? true);
  const [note, setNote] = useState(editing?.note ?? '');
  const [pointIds, setPointIds] = useState<number[]>(editing?.pointIds ?? []);
  const [tariff, setTariff] = useState<TariffDraft>(newTariffDraft);
  const [problem, setProblem] = useState<{ field: 'name' | 'tariff'; error: string } | null>(null);
  const [create, creating] = useCreateLicenseeMutation();
  const [edit, saving] = useEditLicenseeMutation();
  const { run, refusal } = useDialogAction(onClose);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return setProblem({ field: 'name', error: messages.licenseeNameRequired });
    const fields = { name, domain, contactName, contactPhone, email, startsOn, active, note, pointIds };
    const terms = editing ? null : tariffOf(tariff);
    if (terms && 'error' in terms) return setProblem({ field: 'tariff', error: terms.error });
    setProblem(null);
    await run(JSON.stringify(['licensee', editing?.id ?? null, fields, terms]), (operationId) =>
      editing
        ? edit({ operationId, id: editing.id, ...fields }).unwrap()
        : create({ operationId, ...fields, tariff: terms as Exclude<typeof terms, null | { error: string }> }).unwrap(),
    );
  };

  return (
    <FormDialog
      title={editing ? `Лицензиат «${editing.name}»` : 'Новый лицензиат'}
      submitLabel={editing ? 'Сохранить' : 'Добавить'}
      busy={creating.isLoading || saving.isLoading}
      refusal={refusal ?? (problem?.field === 'tariff' ? problem.error : undefined)}
      maxWidth="sm"
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label="Название"
        value={name}
        autoFocus
        onChange={(event) => setName(event.target.value)}
        error={problem?.field === 'name'}
        helperText={problem?.field === 'name' ? problem.error : undefined}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField label="Домен" value={domain} onChange={(event) => setDomain(event.target.value)} />
      <Stack direction="row" sx={{ gap: 2 }}>
        <TextField
          fullWidth
          label="Контактное лицо"
          value={contactName}
          onChange={(event) => setContactName(event.target.value)}
        />
        <TextField
          fullWidth
          label="Телефон"
          value={contactPhone}
          inputMode="tel"
          onChange={(event) => setContactPhone(event.target.value)}
        />
      </Stack>
      <TextField label="Почта" value={email} inputMode="email" onChange={(event) => setEmail(event.target.value)} />
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }}>
        <RussianDates>
          <DatePicker
            label="Работает с"
            value={dayjs(startsOn)}
            onChange={(day) => day?.isValid() && setStartsOn(day.format('YYYY-MM-DD'))}
          />
        </RussianDates>
        <FormControlLabel
          control={<Switch checked={active} onChange={(event) => setActive(event.target.checked)} />}
          label="Активен"
        />
      </Stack>
      <Autocomplete
        multiple
        options={points.map((point) => point.id)}
        getOptionLabel={(id) => points.find((point) => point.id === id)?.name ?? String(id)}
        value={pointIds}
        onChange={(_, value) => setPointIds(value)}
        renderInput={(params) => <TextField {...params} label="Точки лицензиата" />}
      />
      {!editing && <TariffFields value={tariff} onChange={setTariff} />}
      <NoteField value={note} onChange={setNote} />
    </FormDialog>
  );
}
