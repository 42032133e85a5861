import { Typography } from '@mui/material';
import { errorMessage } from '@pvz/api-client/error-message';
import { useOperationIds } from '@pvz/api-client/operation-ids';
import type { Licensee } from '@pvz/contracts/api/licensees';
import { formatMonth } from '@pvz/contracts/moscow-time';
import { FormDialog } from '@pvz/ui/form-dialog';
import { useSnackbar } from 'notistack';
import { type FormEvent, useState } from 'react';
import { useSetTariffMutation } from '../api/licensees-api';
import { draftOf, newTariffDraft, TariffFields, tariffOf, tariffText } from './tariff-fields';

/** A licensee's tariff from a month on; the months before keep theirs, the history is listed. */
export function TariffDialog({ licensee, onClose }: { licensee: Licensee; onClose(): void }) {
  const [draft, setDraft] = useState(() =>
    licensee.tariff ? { ...draftOf(licensee.tariff), startsOn: newTariffDraft().startsOn } : newTariffDraft(),
  );
  const [refusal, setRefusal] = useState<string>();
  const [save, saving] = useSetTariffMutation();
  const once = useOperationIds();
  const { enqueueSnackbar } = useSnackbar();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const tariff = tariffOf(draft);
    if ('error' in tariff) return setRefusal(tariff.error);
    try {
      const answer = await once(JSON.stringify(['tariff', licensee.id, tariff]), (operationId) =>
        save({ operationId, licenseeId: licensee.id, tariff }).unwrap(),
      );
      enqueueSnackbar(answer.message, { variant: 'success' });
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error));
    }
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
