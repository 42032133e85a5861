import Typography from '@mui/material/Typography';
import type { Licensee } from '@pvz/contracts/api/licensees';
import { formatMonth } from '@pvz/contracts/moscow-time';
import { FormDialog } from '@pvz/ui/form-dialog';
import { useDialogAction } from '@pvz/ui/use-dialog-action';
import { type FormEvent, useState } from 'react';
import { useSetTariffMutation } from '../api/licensees-api';
import { draftOf, newTariffDraft, TariffFields, tariffOf, tariffText } from './tariff-fields';

/** A licensee's tariff from a month on; the months before keep theirs, the history is listed. */
export function TariffDialog({ licensee, onClose }: { licensee: Licensee; onClose(): void }) {
  const [draft, setDraft] = useState(() =>
    licensee.tariff ? { ...draftOf(licensee.tariff), startsOn: newTariffDraft().startsOn } : newTariffDraft(),
  );
  const [save, saving] = useSetTariffMutation();
  const { run, refusal, setRefusal } = useDialogAction(onClose);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const tariff = tariffOf(draft);
    if ('error' in tariff) return setRefusal(tariff.error);
    await run(JSON.stringify(['tariff', licensee.id, tariff]), (operationId) =>
      save({ operationId, licenseeId: licensee.id, tariff }).unwrap(),
    );
  };

  return (
    <FormDialog
      title={`Тариф: ${licensee.name}`}
      submitLabel="Сохранить тариф"
      busy={saving.isLoading}
      refusal={refusal}
      maxWidth="sm"
      onSubmit={submit}
      onClose={onClose}
    >
      <TariffFields value={draft} onChange={setDraft} />
      {licensee.tariffs.length > 0 && (
        <section aria-label="История тарифов">
          <Typography variant="subtitle2">История</Typography>
          {licensee.tariffs.map((tariff) => (
            <Typography key={tariff.startsOn} variant="body2" color="text.secondary">
              с {formatMonth(tariff.startsOn)}: {tariffText(tariff)}
            </Typography>
          ))}
        </section>
      )}
    </FormDialog>
  );
}
