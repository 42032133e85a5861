import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import { useOperationIds } from '@pvz/api-client/operation-ids';
import { describe, messages } from '@pvz/contracts/messages';
import { rublesToKopecks } from '@pvz/contracts/money';
import { FormDialog } from '@pvz/ui/form-dialog';
import { formatMoney } from '@pvz/ui/format';
import { useSnackbar } from 'notistack';
import { type FormEvent, useState } from 'react';
import { AmountField, ChoiceField } from '../../../components/form-fields';
import {
  useBanksQuery,
  useCreateBankMutation,
  useSetMainBankMutation,
  useTransferBetweenBanksMutation,
} from '../api/banks-api';

type Dialog = 'create' | 'transfer' | null;

/** «Новый банк»: a name and what the account holds today. */
function CreateBankDialog({ onClose }: { onClose(): void }) {
  const [name, setName] = useState('');
  const [opening, setOpening] = useState('');
  const [problem, setProblem] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const once = useOperationIds();
  const [create, creating] = useCreateBankMutation();
  const { enqueueSnackbar } = useSnackbar();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const kopecks = rublesToKopecks(opening || '0');
    if (!name.trim()) return setRefusal(messages.nameEmpty);
    if (kopecks === null || kopecks < 0) return setProblem(messages.moneyInvalid);
    try {
      const body = { name, opening: kopecks };
      await once(JSON.stringify(['bank', body]), (operationId) => create({ operationId, ...body }).unwrap());
      enqueueSnackbar(messages.bankCreated, { variant: 'success' });
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  };
  return (
    <FormDialog
      title="Новый банк"
      submitLabel="Добавить"
      busy={creating.isLoading}
      refusal={refusal}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField label="Название" value={name} autoFocus onChange={(event) => setName(event.target.value)} />
      <AmountField label="Остаток на счёте, ₽" value={opening} onChange={setOpening} error={problem} />
    </FormDialog>
  );
}

/** «Перевести»: from one bank to another, not more than the first holds. */
function TransferDialog({
  banks,
  onClose,
}: {
  banks: { id: number; name: string; balance: number }[];
  onClose(): void;
}) {
  const [fromId, setFromId] = useState('');
  const [toId, setToId] = useState('');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const once = useOperationIds();
  const [move, moving] = useTransferBetweenBanksMutation();
  const { enqueueSnackbar } = useSnackbar();
  const from = banks.find((bank) => String(bank.id) === fromId);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const kopecks = rublesToKopecks(amount);
    if (!fromId || !toId || fromId === toId) return setRefusal(messages.bankSameAccount);
    if (kopecks === null || kopecks <= 0) return setProblem(messages.moneyInvalid);
    if (from && kopecks > from.balance) return setProblem(describe.advanceShortOfMoney(from.name));
    try {
      const body = { fromId: Number(fromId), toId: Number(toId), amount: kopecks };
      await once(JSON.stringify(['bank-transfer', body]), (operationId) => move({ operationId, ...body }).unwrap());
      enqueueSnackbar(messages.bankTransferred, { variant: 'success' });
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  };
  return (
    <FormDialog
      title="Перевод между банками"
      submitLabel="Перевести"
      busy={moving.isLoading}
      refusal={refusal}
      onSubmit={submit}
      onClose={onClose}
    >
      <ChoiceField
        label="Откуда"
        value={fromId}
        onChange={setFromId}
        items={banks}
        helperText={from && `На счёте ${formatMoney(from.balance)}`}
      />
      <ChoiceField label="Куда" value={toId} onChange={setToId} items={banks} />
      <AmountField value={amount} onChange={setAmount} error={problem} />
    </FormDialog>
  );
}

/** The director's banks: what each holds, which is the main one (cashless rows post to it), a new one, a transfer. */
export function BanksPanel() {
  const banks = useBanksQuery().data?.banks ?? [];
  const [dialog, setDialog] = useState<Dialog>(null);
  const [setMain, setting] = useSetMainBankMutation();
  const { enqueueSnackbar } = useSnackbar();
  const makeMain = async (id: number) => {
    try {
      await setMain({ id }).unwrap();
      enqueueSnackbar(messages.bankMainSet, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Банки">
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ mr: 'auto' }}>
          Банки
        </Typography>
        <Button onClick={() => setDialog('create')}>Добавить банк</Button>
        <Button disabled={banks.length < 2} onClick={() => setDialog('transfer')}>
          Перевести
        </Button>
      </Stack>
      <Stack sx={{ gap: 1 }}>
        {banks.map((bank) => (
          <Stack key={bank.id} direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ minWidth: 180 }}>{bank.name}</Typography>
            <Typography sx={{ fontWeight: 600, minWidth: 120 }}>{formatMoney(bank.balance)}</Typography>
            {bank.isMain ? (
              <Chip size="small" color="primary" label="Основной" />
            ) : (
              <Button size="small" disabled={setting.isLoading} onClick={() => makeMain(bank.id)}>
                Сделать основным
              </Button>
            )}
          </Stack>
        ))}
      </Stack>
      {dialog === 'create' && <CreateBankDialog onClose={() => setDialog(null)} />}
      {dialog === 'transfer' && <TransferDialog banks={banks} onClose={() => setDialog(null)} />}
    </Paper>
  );
}
